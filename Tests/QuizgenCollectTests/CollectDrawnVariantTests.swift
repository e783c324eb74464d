import Foundation
import QuizgenCollect
import QuizgenCore
import QuizgenServiceTestSupport
import QuizgenSite
import QuizgenTestSupport
import Testing

/// A parametric exam at the collector draws each attempt's numbers at its start, from a seed
/// only the collector keeps: the student receives the attempt's questions filled in, never the
/// seed or the key, in any answer before the hand-in (the start, a continued start, a draft's
/// save, the form path's page); two attempts get different numbers; continuing an attempt
/// gets its own numbers again; and the hand-in is graded on them, the result showing them with
/// the answer worked out.
@Suite("collector: variants drawn per attempt")
struct CollectDrawnVariantTests {
    /// Two six-digit numbers to add: about 8 × 10¹¹ draws, so two attempts that get the same
    /// numbers by chance would be a one in 10¹¹ event; `variants: 3` publishes pages the
    /// collector's draws must not depend on.
    static func site() throws -> TestSite {
        try CollectFixtures.site(extra: [
            "Content/banks/sums.md": """
            ---
            category: Sums
            ---
            ## Add the numbers {#big-sum type=numeric points=2}

            What is {a} + {b}?

            ```parameters
            a = 100000..999999
            b = 100000..999999
            ```

            - = a + b
            """,
            "Content/exams/sums.yaml": """
            title: Sums
            code: SUMS
            variants: 3
            time_limit: 30m
            questions: [big-sum]
            """,
        ])
    }

    static let json = ["Content-Type": "application/json"]

    /// The two numbers of `text`'s question.
    static func numbers(_ text: String) throws -> [Int] {
        let match = try #require(text.firstMatch(of: /What is ([0-9]+) \+ ([0-9]+)\?/))
        return [try #require(Int(match.output.1)), try #require(Int(match.output.2))]
    }

    static func submission(_ examinee: String, answer: Int) -> String {
        #"{"format": "quizgen-submission/1", "exam": "SUMS", "examinee": "\#(examinee)", "variant": "1", "answers": {"big-sum": "\#(answer)"}}"#
    }

    @Test func eachAttemptGetsItsOwnNumbersAndNeitherTheKeyNorTheSeed() async throws {
        let collector = try await RunningCollector.start(try Self.site())
        defer { Task { await collector.stop() } }
        // Every body the students receive before they hand in.
        var received: [(what: String, body: String)] = []

        // Ana starts from variant 2's page, which names its variant: the collector draws anew.
        let ana = try await collector.request(
            "POST", "/v1/exams/SUMS/attempts", headers: Self.json,
            body: #"{"examinee": "Ana", "start_key": "ana-key-0123456789", "variant": "2"}"#)
        #expect(ana.status == 201, "\(ana.body)")
        received.append(("Ana's start", ana.body))
        let anaObject = object(ana)
        let anaID = try #require(anaObject["attempt"] as? String)
        let anaToken = try #require(anaObject["token"] as? String)
        #expect(anaObject["variant"] == nil)
        let anaHTML = try #require(anaObject["questions_html"] as? String)
        #expect(anaHTML.contains(#"<li class="question screen" id="q-big-sum""#), "\(anaHTML)")
        #expect(anaHTML.contains(#"name="q.big-sum""#))
        let anaNumbers = try Self.numbers(anaHTML)

        // Ben, another attempt: other numbers.
        let ben = try await collector.request(
            "POST", "/v1/exams/SUMS/attempts", headers: Self.json,
            body: #"{"examinee": "Ben", "variant": "2"}"#)
        #expect(ben.status == 201)
        received.append(("Ben's start", ben.body))
        let benID = try #require(object(ben)["attempt"] as? String)
        let benToken = try #require(object(ben)["token"] as? String)
        let benNumbers = try Self.numbers(try #require(object(ben)["questions_html"] as? String))
        #expect(benNumbers != anaNumbers)

        // Ana's page asks again (its answer was lost), and with her token (a reload): the same
        // attempt, the same questions.
        let again = try await collector.request(
            "POST", "/v1/exams/SUMS/attempts", headers: Self.json,
            body: #"{"examinee": "Ana", "start_key": "ana-key-0123456789"}"#)
        #expect(again.status == 200)
        received.append(("Ana's start again", again.body))
        #expect(object(again)["attempt"] as? String == anaID)
        #expect(object(again)["questions_html"] as? String == anaHTML)
        var bearer = Self.json
        bearer["Authorization"] = "Bearer \(anaToken)"
        let resumed = try await collector.request(
            "POST", "/v1/exams/SUMS/attempts", headers: bearer, body: #"{"examinee": "Ana"}"#)
        #expect(resumed.status == 200)
        received.append(("Ana's continued start", resumed.body))
        #expect(object(resumed)["questions_html"] as? String == anaHTML)

        // A draft's save.
        let anaSum = anaNumbers[0] + anaNumbers[1]
        let draft = try await collector.request(
            "PUT", "/v1/attempts/\(anaID)/draft", headers: bearer,
            body: Self.submission("Ana", answer: 1))
        #expect(draft.status == 200, "\(draft.body)")
        received.append(("Ana's draft", draft.body))

        // Cleo without JavaScript: the form's start, then the page the collector renders, twice.
        let form = ["Content-Type": "application/x-www-form-urlencoded"]
        let start = try await collector.request(
            "POST", "/v1/exams/SUMS/attempts", headers: form, body: "examinee=Cleo&variant=2")
        #expect(start.status == 303)
        received.append(("Cleo's start", start.raw))
        let location = try #require(start.header("location"))
        let pair = try #require(start.cookie("quizgen_attempt"))
        let page = try await collector.request("GET", location, headers: ["Cookie": pair])
        #expect(page.status == 200)
        received.append(("Cleo's page", page.body))
        let cleoNumbers = try Self.numbers(page.body)
        #expect(!page.body.contains(#"name="variant""#))
        #expect(!page.body.contains("variant-line"))
        let reload = try await collector.request("GET", location, headers: ["Cookie": pair])
        received.append(("Cleo's page again", reload.body))
        #expect(try Self.numbers(reload.body) == cleoNumbers)
        #expect(cleoNumbers != anaNumbers && cleoNumbers != benNumbers)

        // What the collector keeps: a drawn variant per attempt, 128 random bits.
        let store = collector.service.store
        var seeds: [String] = []
        for id in [anaID, benID, String(location.split(separator: "/")[2])] {
            let kept = try #require(try await store.variant(ofAttempt: id))
            #expect(Exam.isDrawnVariant(kept), "\(kept)")
            seeds.append(kept)
        }
        #expect(Set(seeds).count == 3)
        // Neither a seed (nor its digits alone) nor the key is in anything the students got.
        let keys = [anaSum, benNumbers[0] + benNumbers[1], cleoNumbers[0] + cleoNumbers[1]]
        for (what, body) in received {
            for seed in seeds {
                #expect(!body.contains(seed.dropFirst(Exam.drawnVariantPrefix.count)), "\(what)")
            }
            #expect(!body.contains("seed-"), "\(what)")
            for key in keys { #expect(!body.contains(String(key)), "\(what) holds a key: \(key)") }
        }

        // Ana hands in her own sum: full marks, on her numbers; Ben hands in Ana's: wrong.
        let handIn = try await collector.request(
            "PUT", "/v1/attempts/\(anaID)/submission", headers: bearer,
            body: Self.submission("Ana", answer: anaSum))
        #expect(handIn.status == 201, "\(handIn.body)")
        let result = try await collector.request(
            "GET", "/v1/attempts/\(anaID)/result", headers: bearer)
        #expect((object(result)["grade"] as? [String: Any])?["points"] as? Double == 2)
        let shown = try #require((object(result)["questions"] as? [[String: Any]])?.first)
        #expect(try Self.numbers(try #require(shown["text_html"] as? String)) == anaNumbers)
        var html = bearer
        html["Accept"] = "text/html"
        let resultPage = try await collector.request(
            "GET", "/v1/attempts/\(anaID)/result", headers: html)
        #expect(
            resultPage.body.contains("a + b = \(anaNumbers[0]) + \(anaNumbers[1]) = \(anaSum)"),
            "\(resultPage.body)")
        var benBearer = Self.json
        benBearer["Authorization"] = "Bearer \(benToken)"
        let benHandIn = try await collector.request(
            "PUT", "/v1/attempts/\(benID)/submission", headers: benBearer,
            body: Self.submission("Ben", answer: anaSum))
        #expect(benHandIn.status == 201)
        let benResult = try await collector.request(
            "GET", "/v1/attempts/\(benID)/result", headers: benBearer)
        #expect((object(benResult)["grade"] as? [String: Any])?["points"] as? Double == 0)

        // Exported, each file names its attempt's drawn variant, and the build grades alike.
        let outcome = try await SubmissionExporter(
            store: store, exams: collector.service.site.exams
        ).export(
            exam: "SUMS", to: collector.site.root.appendingPathComponent("Content/submissions"))
        #expect(outcome.written.count == 2)
        var diagnostics = Diagnostics()
        let built = try #require(
            GradingPlugin.results(root: collector.site.root, only: "sums", into: &diagnostics)
                .results.first)
        #expect(
            Dictionary(uniqueKeysWithValues: built.attempts.map { ($0.examinee, $0.points) })
                == ["Ana": 2, "Ben": 0], "\(diagnostics.lines)")
        #expect(Set(built.attempts.compactMap(\.variant)) == Set(seeds.prefix(2)))
    }
}
