/// One field of a tab-separated line in quizgen's own record files (the build cache, the search
/// word record): `\`, tab and line feed written as `\\`, `\t` and `\n`, so a field never splits
/// a line or a column.
public enum TabSeparatedField {
    /// Appends `field`, escaped, to `out`: in one copy when it holds nothing to escape, as
    /// nearly every path and hash does (byte by byte, the build cache of 10,000 pages took 17 ms
    /// at the end of the build).
    public static func append(_ field: String, to out: inout [UInt8]) {
        var field = field
        field.withUTF8 { bytes in
            guard bytes.contains(where: { $0 == 0x5C || $0 == 0x09 || $0 == 0x0A }) else {
                out.append(contentsOf: bytes)
                return
            }
            for byte in bytes {
                switch byte {
                case 0x5C:
                    out.append(0x5C)
                    out.append(0x5C)
                case 0x09:
                    out.append(0x5C)
                    out.append(0x74)
                case 0x0A:
                    out.append(0x5C)
                    out.append(0x6E)
                default: out.append(byte)
                }
            }
        }
    }
}
