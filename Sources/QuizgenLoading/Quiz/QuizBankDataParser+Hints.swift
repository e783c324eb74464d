import QuizgenCore

/// Reading a question's practice `hints` in a data bank.
extension QuizBankDataParser {
    /// The question's hints: `hints` is a list of Markdown texts (one text alone is one hint),
    /// each shown in practice mode after the wrong try of its number. Empty without `hints`.
    func hints(of q: inout MappingReader, node: LocatedNode) -> [String] {
        guard let value = q.value("hints") else { return [] }
        let items = value.items ?? [value]
        for item in items { checkMath(item, into: &q.diagnostics) }
        guard let texts = q.strings("hints") else { return [] }
        var hints: [String] = []
        for (index, text) in texts.enumerated() {
            let trimmed = text.trimmingLeadingWhitespace().trimmingTrailingWhitespace()
            if trimmed.isEmpty {
                let at = index < items.count ? items[index].location : value.location
                q.diagnostics.error("bank.hint", "hint \(index + 1) is empty", at: at)
            } else {
                hints.append(trimmed)
            }
        }
        return hints
    }
}
