import QuizgenCompute

extension SeededGenerator {
    /// A uniform double in 0..<1 (53 random bits).
    mutating func unit() -> Double { Double(next() >> 11) * 0x1.0p-53 }
}
