import Foundation
import QuizgenCollect
import QuizgenCore
import QuizgenServiceTestSupport
import QuizgenTestSupport
import Testing

/// The collector's rules without HTTP: attempts, receipts, server times, windows, tokens.
@Suite("collect service")
struct CollectServiceTests {
    @Test func startGivesDeadlineAndToken() async throws {
        let site = try CollectFixtures.site()
        defer { site.remove() }
        let clock = CollectFixtures.Clock()
        let service = try CollectFixtures.service(site, clock: clock)
        let started = try await service.start(code: "col-1", examinee: "  Ana  ")
        #expect(started.attempt.examinee == "Ana")
        #expect(started.attempt.exam == "col-1")
        #expect(started.attempt.startedAt == CollectFixtures.t0)
        #expect(started.attempt.deadline == CollectFixtures.t0.addingTimeInterval(600))
        #expect(started.attempt.id.count == 32)
        #expect(try await service.store.attempt(id: started.attempt.id) == started.attempt)
    }

    @Test func repeatIsIdempotentAndReplacementKeepsBoth() async throws {
        let site = try CollectFixtures.site()
        defer { site.remove() }
        let clock = CollectFixtures.Clock()
        let service = try CollectFixtures.service(site, clock: clock)
        let started = try await service.start(code: "COL-1", examinee: "Ana")
        clock.advance(60)
        let first = try await service.submit(
            attempt: started.attempt.id, token: started.token, body: CollectFixtures.body())
        #expect(first.isNew)
        clock.advance(5)
        let again = try await service.submit(
            attempt: started.attempt.id, token: started.token, body: CollectFixtures.body())
        #expect(!again.isNew)
        #expect(again.submission == first.submission)
        clock.advance(5)
        let changed = try await service.submit(
            attempt: started.attempt.id, token: started.token,
            body: CollectFixtures.body(
                answers: #"{"rhine-source": "false", "capital-at": "Vienna", "longest": "b"}"#))
        #expect(changed.isNew)
        #expect(changed.submission.sequence == 2)
        #expect(changed.submission.receipt != first.submission.receipt)
        let stored = try await service.store.submissions(ofAttempt: started.attempt.id)
        #expect(stored.map(\.receipt) == [first.submission.receipt, changed.submission.receipt])
        let result = try await service.result(attempt: started.attempt.id, token: started.token)
        #expect(result.submission.receipt == changed.submission.receipt)
        #expect(result.graded?.points == 2)
        #expect(result.graded?.outcomes.map(\.correct) == ["True", "Vienna", "Danube"])
    }

    /// The body claims an on-time attempt; the server saw it finish 20 minutes after the start
    /// of a 10-minute exam: the grade is penalised. And the other way round.
    @Test func lateness_followsServerTimesNotTheBody() async throws {
        let site = try CollectFixtures.site()
        defer { site.remove() }
        let clock = CollectFixtures.Clock()
        let service = try CollectFixtures.service(site, clock: clock)
        let late = try await service.start(code: "COL-1", examinee: "Ana")
        let onTime = try await service.start(code: "COL-1", examinee: "Ben")
        clock.advance(5 * 60)
        _ = try await service.submit(
            attempt: onTime.attempt.id, token: onTime.token,
            body: CollectFixtures.body(
                started: "2026-11-24T08:00:00Z", finished: "2026-11-24T09:59:00Z"))
        clock.advance(15 * 60)
        let forged = try await service.submit(
            attempt: late.attempt.id, token: late.token,
            body: CollectFixtures.body(
                started: "2026-11-24T09:00:00Z", finished: "2026-11-24T09:05:00Z"))
        #expect(forged.submission.clientFinishedAt == "2026-11-24T09:05:00Z")
        #expect(forged.submission.receivedAt == CollectFixtures.t0.addingTimeInterval(20 * 60))
        let lateResult = try await service.result(attempt: late.attempt.id, token: late.token)
        #expect(lateResult.graded?.timing.label == "late (×0.5)")
        #expect(lateResult.graded?.rawPoints == 3)
        #expect(lateResult.graded?.points == 1.5)
        let onTimeResult = try await service.result(attempt: onTime.attempt.id, token: onTime.token)
        #expect(onTimeResult.graded?.timing.label == "on time")
        #expect(onTimeResult.graded?.points == 3)
    }

    @Test func lateWorkRejectedByPolicyIsNotStored() async throws {
        let site = try CollectFixtures.site()
        defer { site.remove() }
        let clock = CollectFixtures.Clock()
        let service = try CollectFixtures.service(site, clock: clock)
        let started = try await service.start(code: "COL-REJ", examinee: "Ana")
        clock.advance(10 * 60 + 30)  // within the one-minute grace
        let inGrace = try await service.submit(
            attempt: started.attempt.id, token: started.token,
            body: CollectFixtures.body(exam: "COL-REJ"))
        #expect(inGrace.isNew)
        let other = try await service.start(code: "COL-REJ", examinee: "Ben")
        clock.advance(12 * 60)
        let error = await #expect(throws: CollectError.self) {
            try await service.submit(
                attempt: other.attempt.id, token: other.token,
                body: CollectFixtures.body(exam: "COL-REJ"))
        }
        #expect(error?.status == 401)
        #expect(
            error?.message.hasPrefix("the attempt token expired at 2026-11-24T09:21:35Z") == true)
        #expect(try await service.store.submissions(ofAttempt: other.attempt.id).isEmpty)
    }

    /// The page hands in by itself when time is up; the request reaches the collector a moment
    /// after the deadline. With late work rejected and no grace, it is still taken, on time.
    @Test func theTimeUpHandInJustAfterTheDeadlineIsOnTime() async throws {
        let site = try CollectFixtures.site(extra: [
            "Content/exams/strict.yaml": CollectFixtures.exam(
                "COL-STRICT", "late: { policy: reject }")
        ])
        defer { site.remove() }
        let clock = CollectFixtures.Clock()
        let service = try CollectFixtures.service(site, clock: clock)
        let started = try await service.start(code: "COL-STRICT", examinee: "Ana")
        clock.advance(10 * 60 + 2)
        let handedIn = try await service.submit(
            attempt: started.attempt.id, token: started.token,
            body: CollectFixtures.body(exam: "COL-STRICT"))
        #expect(handedIn.isNew)
        let result = try await service.result(attempt: started.attempt.id, token: started.token)
        #expect(result.graded?.timing.label == "on time")
        let other = try await service.start(code: "COL-STRICT", examinee: "Ben")
        clock.advance(10 * 60 + 6)
        let error = await #expect(throws: CollectError.self) {
            try await service.submit(
                attempt: other.attempt.id, token: other.token,
                body: CollectFixtures.body(exam: "COL-STRICT"))
        }
        #expect(error?.status == 401)
    }

    @Test func changeAfterDeadlineIsRefusedButRepeatIsNot() async throws {
        let site = try CollectFixtures.site()
        defer { site.remove() }
        let clock = CollectFixtures.Clock()
        let service = try CollectFixtures.service(site, clock: clock)
        let started = try await service.start(code: "COL-1", examinee: "Ana")
        clock.advance(5 * 60)
        let first = try await service.submit(
            attempt: started.attempt.id, token: started.token, body: CollectFixtures.body())
        clock.advance(10 * 60)
        let error = await #expect(throws: CollectError.self) {
            try await service.submit(
                attempt: started.attempt.id, token: started.token,
                body: CollectFixtures.body(answers: #"{"rhine-source": "false"}"#))
        }
        #expect(error?.status == 409)
        #expect(
            error?.message
                == "the deadline of this attempt passed at 2026-11-24T09:10:00Z; the submission received at 2026-11-24T09:05:00Z counts and can no longer be replaced"
        )
        let repeated = try await service.submit(
            attempt: started.attempt.id, token: started.token, body: CollectFixtures.body())
        #expect(repeated.submission == first.submission)
        #expect(try await service.store.submissions(ofAttempt: started.attempt.id).count == 1)
    }

    @Test func windowIsEnforcedWithZonelessTimesInTheSiteZone() async throws {
        let site = try CollectFixtures.site()
        defer { site.remove() }
        let clock = CollectFixtures.Clock()  // 09:00Z; opens 10:00 (UTC here), closes 11:00Z
        let service = try CollectFixtures.service(site, clock: clock)
        let early = await #expect(throws: CollectError.self) {
            try await service.start(code: "COL-WIN", examinee: "Ana")
        }
        #expect(
            early
                == CollectError(
                    403,
                    "the exam 'COL-WIN' opens at 2026-11-24T10:00:00Z; it cannot be started yet"))
        clock.advance(3600 + 55 * 60)  // 10:55Z: the deadline is bounded by the close
        let started = try await service.start(code: "COL-WIN", examinee: "Ana")
        #expect(started.attempt.deadline == CollectFixtures.t0.addingTimeInterval(2 * 3600))
        clock.advance(5 * 60)
        let late = await #expect(throws: CollectError.self) {
            try await service.start(code: "COL-WIN", examinee: "Ben")
        }
        #expect(
            late
                == CollectError(
                    403,
                    "the exam 'COL-WIN' closed at 2026-11-24T11:00:00Z; no new attempts are accepted"
                ))
    }

    @Test func tokensAreChecked() async throws {
        let site = try CollectFixtures.site()
        defer { site.remove() }
        let clock = CollectFixtures.Clock()
        let service = try CollectFixtures.service(site, clock: clock)
        let a = try await service.start(code: "COL-1", examinee: "Ana")
        let b = try await service.start(code: "COL-1", examinee: "Ben")
        let body = CollectFixtures.body()
        let other = await #expect(throws: CollectError.self) {
            try await service.submit(attempt: a.attempt.id, token: b.token, body: body)
        }
        #expect(other == CollectError(403, "the attempt token belongs to another attempt"))
        var altered = Array(a.token)
        altered[5] = altered[5] == "A" ? "B" : "A"
        let forged = await #expect(throws: CollectError.self) {
            try await service.submit(attempt: a.attempt.id, token: String(altered), body: body)
        }
        #expect(forged?.status == 401)
        let missing = await #expect(throws: CollectError.self) {
            try await service.submit(attempt: a.attempt.id, token: nil, body: body)
        }
        #expect(missing?.status == 401)
        let foreign = try CollectFixtures.service(
            site, clock: clock, secret: String(repeating: "x", count: 40))
        let wrongSecret = await #expect(throws: CollectError.self) {
            try await foreign.submit(attempt: a.attempt.id, token: a.token, body: body)
        }
        #expect(
            wrongSecret
                == CollectError(
                    401, "the attempt token is not valid (not issued by this collector, or altered)"
                ))
        #expect(try await service.store.submissions(ofExam: nil).isEmpty)
    }

    @Test func badBodiesAreRefusedAndNothingIsStored() async throws {
        let site = try CollectFixtures.site()
        defer { site.remove() }
        let clock = CollectFixtures.Clock()
        let service = try CollectFixtures.service(site, clock: clock)
        let a = try await service.start(code: "COL-1", examinee: "Ana")
        func refusal(_ body: String) async -> CollectError? {
            await #expect(throws: CollectError.self) {
                try await service.submit(
                    attempt: a.attempt.id, token: a.token, body: Array(body.utf8))
            }
        }
        let malformed = await refusal(#"{"answers": {"#)
        #expect(
            malformed
                == CollectError(
                    400, "malformed JSON: invalid JSON: expected a quoted key (line 1, column 14)"),
            "\(String(describing: malformed))")
        #expect(
            await refusal(#"{"exam": "COL-REJ", "answers": {}}"#)
                == CollectError(
                    409, "this attempt is of exam 'COL-1', but the submission is for 'COL-REJ'"))
        #expect(
            await refusal(#"{"exam": "COL-1"}"#)
                == CollectError(400, "'answers' must be an object mapping question ids to answers"))
        #expect(
            await refusal(#"{"answers": {"longest": 3.5, "capital-at": {"a": 1}}}"#)
                == CollectError(
                    400,
                    "the answer to 'capital-at' must be a string, an array of strings or an object of strings"
                ))
        #expect(await refusal(#"{"snapshot": "0000", "answers": {}}"#)?.status == 409)
        let unknown = await #expect(throws: CollectError.self) {
            try await service.start(code: "NOPE", examinee: "Ana")
        }
        #expect(unknown == CollectError(404, "there is no exam with the code 'NOPE' here"))
        let empty = await #expect(throws: CollectError.self) {
            try await service.start(code: "COL-1", examinee: "  ")
        }
        #expect(empty?.status == 400)
        #expect(try await service.store.submissions(ofExam: nil).isEmpty)
    }

    @Test func resultsAreReleasedAsTheExamSays() async throws {
        let site = try CollectFixtures.site()
        defer { site.remove() }
        let clock = CollectFixtures.Clock()
        let service = try CollectFixtures.service(site, clock: clock)
        let grade = try await service.start(code: "COL-GRADE", examinee: "Ana")
        let close = try await service.start(code: "COL-CLOSE", examinee: "Ana")
        _ = try await service.submit(
            attempt: grade.attempt.id, token: grade.token,
            body: CollectFixtures.body(exam: "COL-GRADE"))
        _ = try await service.submit(
            attempt: close.attempt.id, token: close.token,
            body: CollectFixtures.body(exam: "COL-CLOSE"))
        let shown = try await service.result(attempt: grade.attempt.id, token: grade.token)
        #expect(shown.show == .grade)
        #expect(shown.graded?.points == 3)
        let held = try await service.result(attempt: close.attempt.id, token: close.token)
        #expect(held.graded == nil)
        #expect(held.availableAt == Date(timeIntervalSince1970: 1_795_543_200))
        clock.advance(10 * 3600)
        #expect(
            try await service.result(attempt: close.attempt.id, token: close.token).graded?.points
                == 3)
    }
}
