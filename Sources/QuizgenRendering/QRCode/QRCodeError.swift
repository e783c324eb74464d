/// Why a text could not be made into a QR code.
public enum QRCodeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text needs more bits than version 40 holds at the chosen error correction level.
    case textTooLong(bits: Int, maximum: Int, ecc: QRCode.ErrorCorrection)

    public var description: String {
        switch self {
        case .textTooLong(let bits, let maximum, let ecc):
            "the text needs \(bits) bits, more than the \(maximum) that the largest QR code "
                + "(version 40) holds at error correction level \(ecc.rawValue)"
        }
    }
}
