import Foundation

/// How `quizgen collect` runs.
public struct CollectConfiguration: Sendable {
    /// The environment variable holding the HMAC secret of attempt tokens.
    public static let secretVariable = "QUIZGEN_COLLECT_SECRET"
    /// The shortest secret accepted, in bytes of UTF-8.
    public static let minimumSecretLength = 32

    /// The site root.
    public var root: URL
    /// The listening address; loopback unless told otherwise.
    public var host = "127.0.0.1"
    /// The port; 0 picks a free one.
    public var port = 8090
    /// The store; `.quizgen/collect.sqlite` under `root` unless told otherwise.
    public var database: CollectDatabase
    /// `QUIZGEN_COLLECT_SECRET`; required beyond loopback. Without it a loopback collector
    /// generates one and keeps it in the store, so tokens survive a restart.
    public var secret: String?
    /// The largest request body accepted, in bytes.
    public var maxBodyBytes = 256 * 1024
    /// New attempts per client address: this many at once, and this many per minute after
    /// (a bucket refilled evenly). Large enough for a school of 3,000 behind one address (its
    /// NAT, or the reverse proxy in front of the collector without `trustProxy`).
    public var attemptsPerMinute = 3000
    /// New attempts per exam and examinee's name, likewise: a name cannot be flooded.
    public var attemptsPerExamineePerMinute = 10
    /// Whether the client's address is the last one a reverse proxy appended to
    /// `X-Forwarded-For` (or `Forwarded: for=`) rather than the connection's. Off by default:
    /// a client could otherwise choose its own address. Turn it on only when every request
    /// reaches the collector through the proxy.
    public var trustProxy = false
    /// How often attempts whose time ran out without a hand-in are finished with their last
    /// saved answers.
    public var finishInterval: Duration = .seconds(15)
    /// Origins allowed to call the API from a page's script (CORS); by default the origin of
    /// the site's absolute `base_url`.
    public var allowedOrigins: [String] = []
    /// The teacher's console's secret (`QUIZGEN_TEACHER_SECRET`, or one generated and kept in
    /// the store: see ``CollectServer/teacherSecret(store:given:)``); `nil`: no console.
    public var teacherSecret: String?
    /// The build's `QUIZGEN_RESULTS_SECRET`, so the console lists each student's result page.
    public var resultsSecret: String?
    /// The zone of `opens`/`closes` written without one; `nil` means the site's `timezone`
    /// (UTC unless `quizgen.yaml` says otherwise), the zone page dates are read in too.
    public var timeZone: TimeZone?

    /// Creates a configuration for the site at `root`.
    public init(root: URL) {
        self.root = root
        database = .sqlite(root.appendingPathComponent(".quizgen/collect.sqlite"))
    }

    /// Whether `host` is a loopback address.
    public var isLoopback: Bool {
        ["127.0.0.1", "::1", "localhost"].contains(host) || host.hasPrefix("127.")
    }

    /// Why the collector must not start with these settings, if it must not.
    public var problem: String? {
        if let secret, secret.utf8.count < Self.minimumSecretLength {
            return
                "\(Self.secretVariable) must be at least \(Self.minimumSecretLength) characters (e.g. the output of 'openssl rand -hex 32')"
        }
        if let teacherSecret, teacherSecret.utf8.count < TeacherAuth.minimumSecretLength {
            return
                "\(TeacherAuth.secretVariable) must be at least \(TeacherAuth.minimumSecretLength) characters"
        }
        if !isLoopback, secret == nil {
            return
                "refusing to listen on \(host) without \(Self.secretVariable): attempt tokens beyond loopback must be signed with a secret you keep (e.g. 'openssl rand -hex 32')"
        }
        return nil
    }
}
