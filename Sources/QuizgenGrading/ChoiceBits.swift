/// The choices an examinee ticked on one question, one bit per choice in display order; no
/// allocation up to 64 choices.
struct ChoiceBits: Sendable, Hashable {
    /// Choices 0..<64.
    var low: UInt64 = 0
    /// Choices from 64 on, 64 per word (empty for most questions).
    var high: [UInt64] = []

    /// Whether choice `index` is ticked.
    subscript(index: Int) -> Bool {
        get {
            if index < 64 { return low & (1 << UInt64(index)) != 0 }
            let word = (index - 64) / 64
            return word < high.count && high[word] & (1 << UInt64(index % 64)) != 0
        }
        set {
            if index < 64 {
                low = newValue ? low | (1 << UInt64(index)) : low & ~(1 << UInt64(index))
                return
            }
            let word = (index - 64) / 64
            while high.count <= word { high.append(0) }
            high[word] =
                newValue
                ? high[word] | (1 << UInt64(index % 64)) : high[word] & ~(1 << UInt64(index % 64))
        }
    }

    /// The number of ticked choices.
    var count: Int { low.nonzeroBitCount + high.reduce(0) { $0 + $1.nonzeroBitCount } }

    /// The ticked choices' indices, ascending.
    var indices: [Int] {
        var result: [Int] = []
        for (offset, word) in ([low] + high).enumerated() {
            var rest = word
            while rest != 0 {
                result.append(64 * offset + rest.trailingZeroBitCount)
                rest &= rest - 1
            }
        }
        return result
    }

    /// Appends the words for `ChoiceSelections` (`words` of them).
    func append(to bits: inout [UInt64], words: Int) {
        bits.append(low)
        for word in 0..<max(words - 1, 0) { bits.append(word < high.count ? high[word] : 0) }
    }
}
