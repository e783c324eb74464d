/// Where each line of a text starts, as UTF-8 offsets, so a line is found by its number without
/// scanning the text again.
struct SourceLineTable {
    /// UTF-8 offset of the first byte of each line; the first line starts at 0.
    private var starts: [Int] = [0]
    /// UTF-8 length of the whole text.
    private var count = 0
    /// Offsets of the `\n` ending each line; the last line ends at `count`.
    private var ends: [Int] = []

    /// Builds the table of `text` in one pass over its bytes.
    init(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            count = bytes.count
            for index in bytes.indices where bytes[index] == 0x0A {
                ends.append(index > 0 && bytes[index - 1] == 0x0D ? index - 1 : index)
                starts.append(index + 1)
            }
        }
        ends.append(count)
    }

    /// The UTF-8 range of the 1-based line `number` without its terminator (`\n` or `\r\n`),
    /// or `nil` when the text has no such line.
    func range(ofLine number: Int) -> Range<Int>? {
        guard number >= 1, number <= starts.count else { return nil }
        return starts[number - 1]..<ends[number - 1]
    }
}
