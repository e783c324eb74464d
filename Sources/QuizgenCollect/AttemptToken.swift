import Crypto
import Foundation

/// The bearer token of an attempt: `<payload>.<signature>`, both base64url, the payload
/// `v1|<attempt id>|<exam slug>|<expiry, Unix seconds>` and the signature its HMAC-SHA256 with
/// the collector's secret. Holding it proves the attempt was started here; nothing in it is
/// secret.
public struct AttemptToken: Sendable, Hashable {
    /// The attempt id.
    public var attempt: String
    /// The exam's slug.
    public var exam: String
    /// After this, the token no longer submits (it still shows the result).
    public var expires: Date

    /// Creates a token's contents.
    public init(attempt: String, exam: String, expires: Date) {
        self.attempt = attempt
        self.exam = exam
        self.expires = expires
    }

    /// Why a token is refused.
    public enum Problem: Error, Sendable, Equatable {
        /// Not a token, or not signed with this collector's secret.
        case invalid
        /// Signed, but for another attempt.
        case otherAttempt
    }

    /// The signed text.
    public func signed(with secret: SymmetricKey) -> String {
        let payload = Data("v1|\(attempt)|\(exam)|\(Int(expires.timeIntervalSince1970))".utf8)
        let mac = HMAC<SHA256>.authenticationCode(for: payload, using: secret)
        return Self.base64url(payload) + "." + Self.base64url(Data(mac))
    }

    /// Reads and checks a token against `secret`.
    ///
    /// - Throws: `Problem.invalid` when it is malformed or its signature does not match.
    public init(verifying text: String, secret: SymmetricKey) throws(Problem) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let payload = Self.decode(parts[0]),
            let mac = Self.decode(parts[1]),
            HMAC<SHA256>.isValidAuthenticationCode(mac, authenticating: payload, using: secret)
        else { throw .invalid }
        let fields = String(decoding: payload, as: UTF8.self).split(
            separator: "|", omittingEmptySubsequences: false)
        guard fields.count == 4, fields[0] == "v1", let seconds = Int(fields[3]) else {
            throw .invalid
        }
        attempt = String(fields[1])
        exam = String(fields[2])
        expires = Date(timeIntervalSince1970: Double(seconds))
    }

    static func base64url(_ data: Data) -> String {
        data.base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(
            of: "/", with: "_"
        )
        .replacingOccurrences(of: "=", with: "")
    }

    static func decode(_ text: Substring) -> Data? {
        guard text.utf8.count <= 1024,
            text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
            )
        else {
            return nil
        }
        var base = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(
            of: "_", with: "/")
        while base.utf8.count % 4 != 0 { base += "=" }
        return Data(base64Encoded: base)
    }
}
