import Foundation
import QuizgenCore

extension CollectService {
    /// The roster entry a start under `id` (and `accessCode`) is for, `nil` when the exam has
    /// no roster.
    ///
    /// - Throws: 403 when the id is not on the roster or its access code is not the one given.
    ///   Both are one refusal, so that trying ids tells nobody which are on the roster.
    func rosterEntry(exam: Exam, id: String, accessCode: String?) throws(CollectError)
        -> RosterEntry?
    {
        guard let roster = site.rosters[exam.slug] else { return nil }
        if let entry = roster.entry(id: id) {
            guard let code = entry.code else { return entry }
            let given = (accessCode ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            if Self.same(code, given) { return entry }
        }
        if roster.hasCodes {
            throw CollectError(
                403,
                "this student id and access code do not match the list of students of '\(exam.code)'; check both, or ask your teacher",
                key: "roster_code", ["code": exam.code])
        }
        throw CollectError(
            403,
            "this student id is not on the list of students of '\(exam.code)'; check it, or ask your teacher",
            key: "roster_id", ["code": exam.code])
    }

    /// Whether two codes are equal, in time that does not depend on where they differ.
    static func same(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8)
        let y = Array(b.utf8)
        var difference = UInt8(x.count == y.count ? 0 : 1)
        for index in 0..<max(x.count, y.count) {
            difference |= (index < x.count ? x[index] : 0) ^ (index < y.count ? y[index] : 0)
        }
        return difference == 0
    }

    /// Who an attempt belongs to, as starts compare them: the roster's student id, or the
    /// typed name (``ExamineeKey``). A name holds no control character, so the two never meet.
    func identity(of attempt: Attempt) -> String {
        if let student = attempt.student { return "roster\n" + RosterEntry.key(student) }
        return ExamineeKey.make(attempt.examinee)
    }

    /// The roster entry of the student who started `attempt`, if it was started from a roster
    /// that still lists them.
    func accommodation(of attempt: Attempt) -> RosterEntry? {
        guard let student = attempt.student else { return nil }
        return site.rosters[attempt.exam]?.entry(id: student)
    }

    /// The time limit of `attempt` in seconds: the exam's, with the student's accommodation.
    public func timeLimit(of attempt: Attempt, exam: Exam) -> Int {
        accommodation(of: attempt)?.timeLimit(exam.timeLimitSeconds) ?? exam.timeLimitSeconds
    }

    /// The deadline of `attempt`: its start plus the time limit (the student's, with their
    /// accommodation), at most the exam's closing (moved by the same extra time); `nil`
    /// without either.
    func deadline(of attempt: Attempt, exam: Exam) -> Date? {
        let entry = accommodation(of: attempt)
        let limit = entry?.timeLimit(exam.timeLimitSeconds) ?? exam.timeLimitSeconds
        var deadline = limit > 0 ? attempt.startedAt.addingTimeInterval(Double(limit)) : nil
        if let closes = window(of: exam).closes {
            let end = closes.addingTimeInterval(
                Double(entry?.extraSeconds(exam.timeLimitSeconds) ?? 0))
            deadline = min(deadline ?? end, end)
        }
        return deadline
    }

    /// Gives every attempt not handed in the deadline its student's roster entry gives now: a
    /// teacher who adds extra time for a student, or takes it back, restarts the collector and
    /// the running attempt follows (the page learns it at its next save).
    ///
    /// - Returns: How many deadlines moved.
    @discardableResult
    public func applyAccommodations() async throws(CollectError) -> Int {
        let open = try await storing { try await store.attemptsNotHandedIn() }
        var moved = 0
        var extensions: [String: [String: Int]] = [:]
        for (attempt, _) in open where attempt.student != nil {
            guard let exam = site.exams[attempt.exam] else { continue }
            if extensions[attempt.exam] == nil {
                extensions[attempt.exam] = try await storing {
                    try await store.extensions(ofExam: attempt.exam)
                }
            }
            // The time a teacher gave the attempt in the console stays.
            let extra = Double(extensions[attempt.exam]?[attempt.id] ?? 0)
            let deadline = deadline(of: attempt, exam: exam.exam)?.addingTimeInterval(extra)
            guard deadline != attempt.deadline else { continue }
            try await storing { try await store.setDeadline(attempt: attempt.id, to: deadline) }
            moved += 1
        }
        return moved
    }
}

extension CollectService {
    /// Whether `text` is a start key: 16 to 128 of `A-Z a-z 0-9 - _`.
    static func isStartKey(_ text: String) -> Bool {
        (16...128).contains(text.utf8.count)
            && text.utf8.allSatisfy {
                (0x30...0x39).contains($0) || (0x41...0x5A).contains($0)
                    || (0x61...0x7A).contains($0) || $0 == 0x2D || $0 == 0x5F
            }
    }
}
