import QuizgenCompute
import QuizgenCore

extension SubmissionGrader {
    /// One submission per examinee: the latest `finished_at` (then the last in file order).
    ///
    /// - Parameters:
    ///   - submissions: All submissions.
    ///   - candidates: The indices of those to consider, in order.
    /// - Returns: The indices of the counted submissions, in order of each examinee's first one.
    func latest(
        _ submissions: [ExamSubmission], _ candidates: [Int], issues: inout [SubmissionIssue],
        into diagnostics: inout Diagnostics
    ) -> [Int] {
        var groupOf: [String: Int] = [:]
        groupOf.reserveCapacity(candidates.count)
        var firsts: [Int] = []
        // Only examinees who submitted more than once have a list.
        var more: [Int: [Int]] = [:]
        for index in candidates {
            let name = submissions[index].examinee
            if let group = groupOf[name] {
                more[group, default: [firsts[group]]].append(index)
            } else {
                groupOf[name] = firsts.count
                firsts.append(index)
            }
        }
        return firsts.indices.map { group -> Int in
            guard let members = more[group] else { return firsts[group] }
            var kept = members[0]
            for candidate in members.dropFirst()
            where (submissions[candidate].finishedAt ?? .distantPast)
                >= (submissions[kept].finishedAt ?? .distantPast)
            {
                kept = candidate
            }
            let keptAt = submissions[kept].location
            let name = submissions[kept].examinee
            let others = members.filter { submissions[$0].location != keptAt }
            guard !others.isEmpty else { return kept }
            diagnostics.warning(
                "submission.duplicate",
                "\(name) submitted \(members.count) times; this one (the latest) counts, ignoring \(others.map { "\(submissions[$0].location)" }.joined(separator: ", "))",
                at: keptAt)
            for other in others {
                issues.append(
                    SubmissionIssue(
                        examinee: name, kind: .replaced,
                        reason: "superseded by the later submission at \(keptAt)",
                        location: submissions[other].location))
            }
            return kept
        }
    }

    /// Manual marks by examinee and question, each checked against the question's weight.
    func manualMarks(
        _ marks: [ManualMark], examinees: Set<String>, into diagnostics: inout Diagnostics
    ) -> [String: [String: Double]] {
        var result: [String: [String: Double]] = [:]
        for mark in marks {
            guard let entry = exam.questions.first(where: { $0.question.id == mark.questionID })
            else {
                diagnostics.error(
                    "grading.mark-question",
                    "'\(mark.questionID)' is not a question of '\(exam.exam.code)'\(Suggestion.didYouMean(mark.questionID, in: exam.questions.map(\.question.id)))",
                    at: mark.location)
                continue
            }
            guard (0...entry.weight).contains(mark.points) else {
                diagnostics.error(
                    "grading.mark-range",
                    "the mark for '\(mark.questionID)' must be between 0 and its weight \(NumberText.format(entry.weight)), found \(NumberText.format(mark.points))",
                    at: mark.location)
                continue
            }
            if !examinees.contains(mark.examinee) {
                diagnostics.warning(
                    "grading.mark-examinee",
                    "no graded submission from '\(mark.examinee)'; this mark is not used\(Suggestion.didYouMean(mark.examinee, in: examinees.sorted()))",
                    at: mark.location)
            }
            result[mark.examinee, default: [:]][mark.questionID] = mark.points
        }
        return result
    }
}
