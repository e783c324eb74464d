import Foundation
import QuizgenCollect
import QuizgenCore
import QuizgenTestSupport
import Synchronization

/// Sites, a movable clock and a service over a fresh SQLite store, for the collector tests.
public enum CollectFixtures {
    /// 2026-11-24T09:00:00Z.
    public static let t0 = Date(timeIntervalSince1970: 1_795_510_800)

    /// Three one-point questions: `rhine-source` (true), `capital-at` (Vienna), `longest` (b).
    public static let rightAnswers =
        #"{"rhine-source": "true", "capital-at": "Vienna", "longest": "b"}"#

    /// An exam of the fixture bank's `questions` (the three above by default; `meander` is an
    /// essay).
    public static func exam(
        _ code: String, _ extra: String = "",
        questions: [String] = ["rhine-source", "capital-at", "longest"]
    ) -> String {
        """
        title: Exam \(code)
        code: \(code)
        time_limit: 10m
        \(extra)
        questions: [\(questions.joined(separator: ", "))]
        """
    }

    /// The three questions and the essay `meander`.
    public static let withEssay = ["rhine-source", "capital-at", "longest", "meander"]

    /// A site with `COL-1` (late work penalised ×0.5), `COL-REJ` (late work rejected),
    /// `COL-WIN` (a window), `COL-GRADE` (grade only) and `COL-CLOSE` (results at close).
    public static func site(extra: [String: String] = [:]) throws -> TestSite {
        var files = QuizFixtures.site(
            exam: exam("COL-1", "late: { policy: penalise, factor: 0.5 }"))
        files["Content/exams/reject.yaml"] = exam("COL-REJ", "late: { policy: reject, grace: 1 }")
        files["Content/exams/window.yaml"] = exam(
            "COL-WIN", "opens: 2026-11-24T10:00\ncloses: 2026-11-24T12:00:00+01:00")
        files["Content/exams/grade.yaml"] = exam("COL-GRADE", "results: { show: grade }")
        files["Content/exams/close.yaml"] = exam(
            "COL-CLOSE", "closes: 2026-11-24T18:00:00Z\nresults: { when: close }")
        files.merge(extra) { _, new in new }
        return try TestSite(files, bytes: ["Content/banks/map.png": QuizFixtures.png])
    }

    /// A clock the test moves.
    public final class Clock: Sendable {
        public let time: Mutex<Date>
        /// Whether it is the machine's clock, for tests that wait for the collector's own timers.
        public let real: Bool
        public init(_ start: Date = t0) {
            time = Mutex(start)
            real = false
        }
        private init(real: Bool) {
            time = Mutex(Date())
            self.real = real
        }
        /// The machine's clock.
        public static func machine() -> Clock { Clock(real: true) }
        public var now: Date { real ? Date() : time.withLock { $0 } }
        public func advance(_ seconds: TimeInterval) {
            time.withLock { $0 = $0.addingTimeInterval(seconds) }
        }
    }

    /// The service for `site`, its store in the site's `.quizgen/`, in the UTC zone.
    public static func service(
        _ site: TestSite, clock: Clock, secret: String = String(repeating: "s", count: 40)
    ) throws -> CollectService {
        var diagnostics = Diagnostics()
        let loaded = CollectSite(root: site.root, into: &diagnostics)
        guard !diagnostics.hasErrors else {
            throw CollectError(0, "fixture site has errors: \(diagnostics.items.map(\.message))")
        }
        let store = try SQLiteCollectStore(
            url: site.root.appendingPathComponent(".quizgen/collect.sqlite"))
        return CollectService(
            site: loaded, store: store, secret: secret,
            timeZone: TimeZone(identifier: "UTC") ?? .current, now: { clock.now })
    }

    /// A submission body.
    public static func body(
        exam: String = "COL-1", answers: String = rightAnswers, started: String? = nil,
        finished: String? = nil
    ) -> [UInt8] {
        var text = #"{"format": "quizgen-submission/1", "exam": "\#(exam)", "examinee": "whoever""#
        if let started { text += #", "started_at": "\#(started)""# }
        if let finished { text += #", "finished_at": "\#(finished)""# }
        text += #", "answers": \#(answers)}"#
        return Array(text.utf8)
    }
}
