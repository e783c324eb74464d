/// Text inside a `[[…]]` blank: `|` separates options and `]` would close the blank.
enum BlankText {
    /// `text` with `|` and `]` escaped (`\|`, `\]`), unless already escaped.
    static func escape(_ text: String) -> String {
        var output = ""
        var previous: Character?
        for character in text {
            if (character == "|" || character == "]"), previous != "\\" { output += "\\" }
            output.append(character)
            previous = character
        }
        return output
    }
}
