import Foundation
import QuizgenCore

extension SubmissionGrader {
    /// The submissions that count under the exam's `graded: first` or `graded: best`, before
    /// scoring. An examinee (the roster's `student` when a file names one, else the name) may
    /// have several attempts: the files of one collector attempt (`attempt`) are one attempt,
    /// whose last hand-in stands; a file without an attempt id is an attempt of its own.
    ///
    /// - Returns: `counted`, the submissions to score (for `best`, every attempt's), and
    ///   `rivals`, for `best`, the groups of `counted` entries of one examinee among which the
    ///   most points win after scoring (``keepBest(_:ticks:rivals:submissions:stride:issues:into:)``).
    func byAttempt(
        _ submissions: [ExamSubmission], _ candidates: [Int], issues: inout [SubmissionIssue],
        into diagnostics: inout Diagnostics
    ) -> (counted: [Int], rivals: [[Int]]) {
        var examinees: [String: Int] = [:]
        var groups: [[Int]] = []
        for index in candidates {
            let who =
                submissions[index].student.map { "student\n" + RosterEntry.key($0) }
                ?? submissions[index].examinee
            if let group = examinees[who] {
                groups[group].append(index)
            } else {
                examinees[who] = groups.count
                groups.append([index])
            }
        }
        var counted: [Int] = []
        var rivals: [[Int]] = []
        for group in groups {
            // One representative per attempt: its last hand-in (today's rule within it).
            var attempts: [String: Int] = [:]
            var representatives: [Int] = []
            for index in group {
                let key = submissions[index].attempt ?? "file \(index)"
                guard let position = attempts[key] else {
                    attempts[key] = representatives.count
                    representatives.append(index)
                    continue
                }
                let kept = representatives[position]
                let (later, earlier) =
                    (submissions[index].finishedAt ?? .distantPast)
                        >= (submissions[kept].finishedAt ?? .distantPast)
                    ? (index, kept) : (kept, index)
                representatives[position] = later
                issues.append(
                    SubmissionIssue(
                        examinee: submissions[earlier].examinee, kind: .replaced,
                        reason:
                            "superseded by the later submission at \(submissions[later].location)",
                        location: submissions[earlier].location))
            }
            guard representatives.count > 1 else {
                counted += representatives
                continue
            }
            switch exam.exam.graded {
            case .first, .latest:
                func moment(_ index: Int) -> Date {
                    submissions[index].startedAt ?? submissions[index].finishedAt ?? .distantFuture
                }
                let kept = representatives.min { moment($0) < moment($1) } ?? representatives[0]
                Self.reportAttempts(
                    of: submissions[kept].examinee, kept: submissions[kept].location,
                    others: representatives.filter { $0 != kept }.map { submissions[$0].location },
                    which: "the first", rule: "first", issues: &issues, into: &diagnostics)
                counted.append(kept)
            case .best:
                counted += representatives
                rivals.append(representatives)
            }
        }
        return (counted, rivals)
    }

    /// Keeps, of each group of `rivals`, the graded attempt with the most points (the later
    /// hand-in on a tie), and drops the others with their ticks (`stride` words each).
    func keepBest(
        _ attempts: inout [GradedAttempt], ticks: inout [UInt64], rivals: [[Int]],
        submissions: [ExamSubmission], stride: Int, issues: inout [SubmissionIssue],
        into diagnostics: inout Diagnostics
    ) {
        guard !rivals.isEmpty else { return }
        var position: [SourceLocation: Int] = [:]
        for (index, attempt) in attempts.enumerated() { position[attempt.location] = index }
        var dropped: Set<Int> = []
        for group in rivals {
            // An attempt the late policy rejected has no grade and is not a rival.
            let graded = group.compactMap { position[submissions[$0].location] }
            guard graded.count > 1 else { continue }
            func better(_ a: Int, _ b: Int) -> Bool {
                if attempts[a].points != attempts[b].points {
                    return attempts[a].points > attempts[b].points
                }
                return (attempts[a].finishedAt ?? .distantPast)
                    > (attempts[b].finishedAt ?? .distantPast)
            }
            let kept = graded.reduce(graded[0]) { better($1, $0) ? $1 : $0 }
            let others = graded.filter { $0 != kept }
            dropped.formUnion(others)
            Self.reportAttempts(
                of: attempts[kept].examinee, kept: attempts[kept].location,
                others: others.map { attempts[$0].location },
                which: "the best (\(NumberText.format(attempts[kept].points)) points)",
                rule: "best",
                issues: &issues, into: &diagnostics)
        }
        guard !dropped.isEmpty else { return }
        var keptAttempts: [GradedAttempt] = []
        var keptTicks: [UInt64] = []
        keptAttempts.reserveCapacity(attempts.count - dropped.count)
        keptTicks.reserveCapacity(ticks.count - dropped.count * stride)
        for index in attempts.indices where !dropped.contains(index) {
            keptAttempts.append(attempts[index])
            keptTicks += ticks[(index * stride)..<((index + 1) * stride)]
        }
        attempts = keptAttempts
        ticks = keptTicks
    }

    /// The warning `submission.attempts` at the attempt that counts, naming the `others`, and
    /// each of those as a replaced submission.
    ///
    /// - Parameters:
    ///   - which: How the message names the one that counts ("the first", "the best (3 points)").
    ///   - rule: The exam's `graded` value.
    static func reportAttempts(
        of name: String, kept: SourceLocation, others: [SourceLocation], which: String,
        rule: String, issues: inout [SubmissionIssue], into diagnostics: inout Diagnostics
    ) {
        diagnostics.warning(
            "submission.attempts",
            "\(name) took \(others.count + 1) attempts; \(which) counts (graded: \(rule)), ignoring \(others.map { "\($0)" }.joined(separator: ", "))",
            at: kept)
        for other in others {
            issues.append(
                SubmissionIssue(
                    examinee: name, kind: .replaced,
                    reason: "not the \(rule) attempt (graded: \(rule))",
                    location: other))
        }
    }
}
