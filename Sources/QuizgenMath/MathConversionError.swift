/// Why a formula could not be turned into MathML, and where.
public struct MathConversionError: Error, Sendable, Hashable, Codable {
    /// What went wrong (`unknown command '\foo'`).
    public var message: String
    /// Where, in Unicode scalars from the start of the formula's TeX (0-based).
    public var offset: Int

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - message: What went wrong.
    ///   - offset: 0-based Unicode scalar offset into the formula.
    public init(_ message: String, at offset: Int) {
        self.message = message
        self.offset = offset
    }
}
