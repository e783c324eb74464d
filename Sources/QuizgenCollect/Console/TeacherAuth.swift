import Crypto
import Foundation

/// Who may use the teacher's console, and how a signed-in teacher is recognised.
///
/// A teacher signs in with their name and the console's secret (`QUIZGEN_TEACHER_SECRET`, or
/// the one a loopback collector generates and prints). The session is a cookie
/// `quizgen_teacher=<payload>.<signature>`: the payload `teacher-v1|<session id>|<expiry>|<name>`,
/// the signature its HMAC-SHA256 with a key made from the teacher's secret (never the attempt
/// tokens' key, so no student's token is ever a session). Every action also carries the
/// session's CSRF token, an HMAC of the session id, in its form.
public struct TeacherAuth: Sendable {
    /// The environment variable holding the teacher's secret.
    public static let secretVariable = "QUIZGEN_TEACHER_SECRET"
    /// The shortest secret accepted, in bytes of UTF-8.
    public static let minimumSecretLength = 12
    /// The session cookie's name.
    static let cookieName = "quizgen_teacher"
    /// How long a session lasts: a school day.
    static let lifetime: TimeInterval = 12 * 3600
    /// The longest teacher's name, in characters.
    static let maxNameLength = 100

    let sessionKey: SymmetricKey
    let passwordKey: SymmetricKey
    let secretMAC: Data

    /// Creates the console's checks for `secret`.
    public init(secret: String) {
        let root = Data(SHA256.hash(data: Data(("quizgen-teacher\n" + secret).utf8)))
        sessionKey = SymmetricKey(
            data: Data(
                HMAC<SHA256>.authenticationCode(for: Data("session".utf8), using: .init(data: root))
            ))
        passwordKey = SymmetricKey(
            data: Data(
                HMAC<SHA256>.authenticationCode(
                    for: Data("password".utf8), using: .init(data: root))))
        secretMAC = Data(
            HMAC<SHA256>.authenticationCode(for: Data(secret.utf8), using: passwordKey))
    }

    /// Whether `given` is the secret, in time that does not depend on where it differs.
    func accepts(_ given: String) -> Bool {
        let mac = Data(HMAC<SHA256>.authenticationCode(for: Data(given.utf8), using: passwordKey))
        return CollectService.same(
            mac.map { String(format: "%02x", $0) }.joined(),
            secretMAC.map { String(format: "%02x", $0) }.joined())
    }

    /// A signed-in teacher.
    public struct Session: Sendable, Hashable {
        /// The random session id.
        public var id: String
        /// The name the teacher signed in with (the log's "who").
        public var teacher: String
        /// When the session ends.
        public var expires: Date
    }

    /// A new session for `teacher`, and its cookie's value.
    func session(for teacher: String, now: Date) -> (Session, String) {
        let session = Session(
            id: CollectService.randomID(), teacher: teacher,
            expires: now.addingTimeInterval(Self.lifetime))
        let payload = Data(
            "teacher-v1|\(session.id)|\(Int(session.expires.timeIntervalSince1970))|\(teacher)".utf8
        )
        let mac = HMAC<SHA256>.authenticationCode(for: payload, using: sessionKey)
        return (
            session, AttemptToken.base64url(payload) + "." + AttemptToken.base64url(Data(mac))
        )
    }

    /// The session of a cookie value, if it is one of this console's and has not expired.
    func session(cookie text: String, now: Date) -> Session? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let payload = AttemptToken.decode(parts[0]),
            let mac = AttemptToken.decode(parts[1]),
            HMAC<SHA256>.isValidAuthenticationCode(mac, authenticating: payload, using: sessionKey)
        else { return nil }
        let fields = String(decoding: payload, as: UTF8.self).split(
            separator: "|", maxSplits: 3, omittingEmptySubsequences: false)
        guard fields.count == 4, fields[0] == "teacher-v1", let seconds = Int(fields[2]) else {
            return nil
        }
        let expires = Date(timeIntervalSince1970: Double(seconds))
        guard now < expires else { return nil }
        return Session(id: String(fields[1]), teacher: String(fields[3]), expires: expires)
    }

    /// The CSRF token of `session`: every action's form carries it.
    func csrf(for session: Session) -> String {
        let mac = HMAC<SHA256>.authenticationCode(
            for: Data("csrf|\(session.id)".utf8), using: sessionKey)
        return AttemptToken.base64url(Data(mac))
    }

    /// Whether `given` is the CSRF token of `session`.
    func checks(csrf given: String?, for session: Session) -> Bool {
        guard let given, !given.isEmpty else { return false }
        return CollectService.same(given, csrf(for: session))
    }
}
