/// One field of a tab-separated line in quizgen's own record files (the build cache, the search
/// word record): `\`, tab and line feed written as `\\`, `\t` and `\n`, so a field never splits
/// a line or a column.
public enum TabSeparatedField {
    /// Appends `field`, escaped, to `out`.
    public static func append(_ field: String, to out: inout [UInt8]) {
        for byte in field.utf8 {
            switch byte {
            case 0x5C: out += [0x5C, 0x5C]
            case 0x09: out += [0x5C, 0x74]
            case 0x0A: out += [0x5C, 0x6E]
            default: out.append(byte)
            }
        }
    }
}
