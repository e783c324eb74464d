import Crypto
import Foundation

/// The unguessable part of a private result URL.
public enum ResultToken {
    /// Lower-case hex HMAC-SHA256 of `examCode + "\u{1F}" + examinee` under `secret`.
    ///
    /// - Parameters:
    ///   - secret: The site's results secret (`QUIZGEN_RESULTS_SECRET`).
    ///   - examCode: The exam's code as written (`GEO-MID`).
    ///   - examinee: The examinee's name as written in the submission.
    /// - Returns: 64 hex digits.
    public static func make(secret: String, examCode: String, examinee: String) -> String {
        let key = SymmetricKey(data: Data(secret.utf8))
        let mac = HMAC<SHA256>.authenticationCode(
            for: Data((examCode + "\u{1F}" + examinee).utf8), using: key)
        return ContentHash.hex(mac)
    }
}
