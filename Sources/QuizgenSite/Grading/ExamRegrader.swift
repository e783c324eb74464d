import Foundation
import QuizgenCompute
import QuizgenCore
import QuizgenGrading
import QuizgenLoading

/// `quizgen regrade EXAM`: works out what correcting an exam after it was given changes,
/// before anything is written. The corrections are the keys the banks now give a frozen
/// exam's questions (the same texts and choices with another key), and questions dropped or
/// given full credit; the changes are each examinee whose grade moves, graded before and
/// after by the build's grader on the exam's submissions.
public enum ExamRegrader {
    /// One examinee whose grade changes.
    public struct Change: Sendable, Hashable {
        public var examinee: String
        public var before: GradedAttempt
        public var after: GradedAttempt
    }

    /// What a regrade would do.
    public struct Plan: Sendable {
        /// The exam as graded now (with any earlier regrade).
        public var before: AssembledExam
        /// The exam as it would be graded.
        public var after: AssembledExam
        /// The record that would be written.
        public var record: RegradeRecord
        /// The corrections this run adds.
        public var added: [RegradeEntry]
        /// The examinees whose grade changes, by name.
        public var changes: [Change]
        /// How many examinees were graded.
        public var graded: Int
    }

    /// Works out the regrade of the exam `code` under `root`.
    ///
    /// - Parameters:
    ///   - drop: Question ids to leave out of the grade.
    ///   - fullCredit: Question ids every examinee gets in full.
    ///   - now: The time written into the record.
    ///   - diagnostics: Receives the site's problems and each correction that cannot be made.
    /// - Returns: The plan, or `nil` when the exam is unknown or cannot be graded.
    public static func plan(
        root: URL, exam code: String, drop: [String] = [], fullCredit: [String] = [],
        now: Date = Date(), into diagnostics: inout Diagnostics
    ) -> Plan? {
        let reader = SourceReader(root: root)
        let (banks, exams) = ExamCatalog.sources(reader: reader, into: &diagnostics)
        guard let exam = exams.first(where: { $0.slug == Slug.make(code) }) else {
            diagnostics.error(
                "regrade.unknown-exam",
                "no exam with the code '\(code)'\(Suggestion.didYouMean(code, in: exams.map(\.code)))"
            )
            return nil
        }
        var quiet = Diagnostics()
        guard
            let base = ExamCatalog.assemble(
                exams: [exam], banks: banks, reader: reader, regrades: false, into: &quiet)[
                    exam.slug]
        else {
            diagnostics.merge(quiet)
            return nil
        }
        let store = RegradeStore(reader: reader)
        let earlier = store.load(for: exam, into: &diagnostics)
        var before = base
        do throws(RegradeError) {
            if let earlier { before = try ExamRegrade.apply(earlier, to: base) }
        } catch {
            diagnostics.error(
                "exam.regrade", error.message,
                at: SourceLocation(path: reader.displayPath(store.url(forExamAt: exam.sourcePath))))
            return nil
        }
        let stamp = ISO8601DateFormatter().string(from: now)
        var added: [RegradeEntry] = []
        // A frozen exam's questions against the banks: a key changed since the freeze is a
        // correction; a changed text is not (the examinees answered the text they saw).
        if base.frozen {
            let bankQuestions = Dictionary(
                banks.flatMap(\.questions).map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
            for entry in before.questions {
                let given = entry.question
                guard let bank = bankQuestions[given.id],
                    ExamRegrade.version(of: bank) != ExamRegrade.version(of: given)
                else { continue }
                guard ExamRegrade.sameForExaminees(given, bank, weight: entry.weight) else {
                    diagnostics.warning(
                        "regrade.text-changed",
                        "'\(given.id)' shows other texts or choices in its bank than in the exam as given, so it is not regraded: a regrade corrects keys only (run 'quizgen freeze \(exam.code)' to give the new text to the next class)",
                        at: bank.location)
                    continue
                }
                added.append(
                    RegradeEntry(
                        question: given.id, action: .key, from: ExamRegrade.version(of: given),
                        to: ExamRegrade.version(of: bank), appliedAt: stamp, corrected: bank))
            }
        }
        let ids = before.questions.map(\.question.id)
        for (ids:asked, action) in [(drop, RegradeAction.drop), (fullCredit, .fullCredit)] {
            for id in asked {
                guard let given = before.questions.first(where: { $0.question.id == id })?.question
                else {
                    diagnostics.error(
                        "regrade.unknown-question",
                        "'\(id)' is not a question of '\(exam.code)'\(Suggestion.didYouMean(id, in: ids))"
                    )
                    continue
                }
                let version = ExamRegrade.version(of: given)
                added.append(
                    RegradeEntry(
                        question: id, action: action, from: version, to: version, appliedAt: stamp))
            }
        }
        var record = earlier ?? RegradeRecord(exam: exam.code, entries: [])
        for entry in added { record = record.adding(entry) }
        let after: AssembledExam
        do throws(RegradeError) {
            after = try ExamRegrade.apply(record, to: base)
        } catch {
            diagnostics.error("exam.regrade", error.message, at: exam.location)
            return nil
        }
        var quiz = QuizContent(ExamCatalog(reader: reader, into: &quiet))
        func grade(_ assembled: AssembledExam) -> [String: GradedAttempt] {
            quiz.assembled[exam.slug] = assembled
            var ignored = Diagnostics()
            let results = GradingPlugin.results(
                quiz: quiz, reader: reader, only: exam.slug, into: &ignored)
            return Dictionary(
                (results.first?.attempts ?? []).map { ($0.examinee, $0) },
                uniquingKeysWith: { a, _ in a })
        }
        let old = grade(before)
        let new = grade(after)
        let changes = old.keys.sorted().compactMap { name -> Change? in
            guard let was = old[name], let now = new[name],
                was.points != now.points || was.maximum != now.maximum || was.band != now.band
                    || was.passed != now.passed
            else { return nil }
            return Change(examinee: name, before: was, after: now)
        }
        return Plan(
            before: before, after: after, record: record, added: added, changes: changes,
            graded: old.count)
    }

    /// Writes the plan's record beside the exam; the next build and the collector grade with it.
    ///
    /// - Returns: The record's path relative to the site root.
    public static func apply(_ plan: Plan, root: URL) throws -> String {
        let reader = SourceReader(root: root)
        let url = try RegradeStore(reader: reader).write(plan.record, for: plan.before.exam)
        return reader.displayPath(url)
    }
}
