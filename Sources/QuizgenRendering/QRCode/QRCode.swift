/// A QR Code (ISO/IEC 18004, model 2) made from a text: its modules and an SVG of them.
///
/// The text is encoded as one segment: numeric when it is all digits, alphanumeric when every
/// character is one of `0-9 A-Z space $ % * + - . / :`, else bytes (UTF-8). The smallest version
/// (1 to 40) that holds it at the chosen error correction level is used, and of the eight masks
/// the one with the lowest penalty by the standard's four rules (the first on a tie).
///
/// Written here rather than linked: no Swift package for QR codes is among those the project's
/// machines resolve, and Debian's libqrencode is not on them. The tests compare the matrices
/// with a reference encoder's (`Tests/QuizgenRenderingTests/Fixtures/QRCode/`).
public struct QRCode: Sendable, Hashable {
    /// The error correction level: how much of the symbol may be damaged and still read.
    public enum ErrorCorrection: String, Sendable, Hashable, CaseIterable {
        /// About 7 % of the codewords can be restored.
        case low = "L"
        /// About 15 %: the default.
        case medium = "M"
        /// About 25 %.
        case quartile = "Q"
        /// About 30 %.
        case high = "H"
    }

    /// The version, 1 to 40: the symbol is `17 + 4 × version` modules a side.
    public let version: Int
    /// The error correction level the symbol was made with.
    public let errorCorrection: ErrorCorrection
    /// The mask pattern applied, 0 to 7.
    public let mask: Int
    /// The modules by row, then column: `true` for dark. The quiet zone is not included.
    public let modules: [[Bool]]

    /// The number of modules on a side, without the quiet zone.
    public var size: Int { modules.count }

    /// Encodes a text.
    ///
    /// - Parameters:
    ///   - text: the text to encode, usually a URL.
    ///   - ecc: the error correction level (`.medium` by default).
    /// - Throws: ``QRCodeError/textTooLong(bits:maximum:)`` when even version 40 cannot hold the
    ///   text at that level.
    public init(text: String, ecc: ErrorCorrection = .medium) throws(QRCodeError) {
        try self.init(text: text, ecc: ecc, forcedMask: nil)
    }

    /// Encodes a text with a given mask instead of the best one (for tests).
    init(text: String, ecc: ErrorCorrection, forcedMask: Int?) throws(QRCodeError) {
        let segment = QRSegment(text: text)
        let version = try QRSegment.smallestVersion(for: segment, ecc: ecc)
        let data = segment.codewords(version: version, ecc: ecc)
        let codewords = QRReedSolomon.interleavedWithErrorCorrection(
            data, version: version, ecc: ecc)
        var matrix = QRMatrix(version: version)
        matrix.drawFunctionPatterns()
        matrix.drawCodewords(codewords)
        let chosen = forcedMask ?? matrix.bestMask(ecc: ecc)
        matrix.applyMask(chosen)
        matrix.drawFormatBits(ecc: ecc, mask: chosen)
        self.version = version
        self.errorCorrection = ecc
        self.mask = chosen
        self.modules = matrix.modules
    }

    /// An SVG of the QR code of a URL, for a page or the teacher's console to show; `nil` when
    /// the URL is too long for a QR code.
    ///
    /// - Parameters:
    ///   - url: the absolute URL to encode.
    ///   - label: the image's accessible name, e.g. "QR code of https://…".
    /// - Returns: the SVG element as text (see ``svg(label:)``), or `nil`.
    public static func svg(for url: String, label: String) -> String? {
        guard let code = try? QRCode(text: url) else { return nil }
        return code.svg(label: label)
    }
}
