import Foundation
import QuizgenCore
import QuizgenLoading

/// Writes the stored submissions as `quizgen-submission/1` files into
/// `Content/submissions/<exam>/`, with the server's times, so `quizgen build` grades them and
/// makes the dashboards and result pages as for any other submission.
///
/// Each stored submission is one file named after its receipt
/// (`<received_at>-<examinee>-<receipt prefix>.json`); a file already there is left alone, so
/// exporting again writes only what arrived since. Replaced submissions are exported too: the
/// build counts the latest of each examinee, as for files (docs/grading.md).
public struct SubmissionExporter: Sendable {
    let store: any CollectStore
    let exams: [String: AssembledExam]

    /// Creates an exporter.
    public init(store: any CollectStore, exams: [String: AssembledExam]) {
        self.store = store
        self.exams = exams
    }

    /// What an export did.
    public struct Outcome: Sendable, Hashable {
        /// Files written, as paths relative to the target folder.
        public var written: [String] = []
        /// Submissions whose file was already there.
        public var unchanged = 0
    }

    /// Exports the submissions of `exam` (a code, or `nil` for every exam) into `folder`
    /// (normally `<site>/Content/submissions`).
    ///
    /// - Throws: Store and file-system errors.
    public func export(exam: String?, to folder: URL) async throws -> Outcome {
        var outcome = Outcome()
        let submissions = try await store.submissions(ofExam: exam.map(Slug.make))
        let fm = FileManager.default
        // Nothing is written through a link out of the target folder (an exam folder linked
        // elsewhere would receive every examinee's answers there).
        try fm.createDirectory(at: folder, withIntermediateDirectories: true)
        let confined = SitePathGuard(root: folder, name: folder.path)
        var extensions: [String: [String: Int]] = [:]
        var variants: [String: [String: String]] = [:]
        for submission in submissions {
            if extensions[submission.exam] == nil {
                extensions[submission.exam] = try await store.extensions(ofExam: submission.exam)
                variants[submission.exam] = try await store.variants(ofExam: submission.exam)
            }
            let examFolder = folder.appendingPathComponent(submission.exam)
            if let outside = confined.escape(of: examFolder) {
                throw SubmissionExportError(
                    "\(examFolder.path) leads outside \(folder.path) (to \(outside)) through a symbolic link; nothing was written there"
                )
            }
            try fm.createDirectory(at: examFolder, withIntermediateDirectories: true)
            let name = Self.fileName(submission)
            let target = examFolder.appendingPathComponent(name)
            if fm.fileExists(atPath: target.path) {
                outcome.unchanged += 1
                continue
            }
            try SubmissionFile.write(
                Array(
                    document(
                        submission,
                        extraSeconds: extensions[submission.exam]?[submission.attempt] ?? 0,
                        variant: variants[submission.exam]?[submission.attempt]
                    ).utf8), to: target, tag: submission.receipt)
            outcome.written.append("\(submission.exam)/\(name)")
        }
        return outcome
    }

    /// What writing the marks did.
    public struct MarksOutcome: Sendable, Hashable {
        /// `marks.yaml` files written, as paths relative to the target folder.
        public var written: [String] = []
        /// `marks.yaml` files left alone because `collect export` did not write them (a
        /// teacher's own), relative to the target folder: their exam's console marks were not
        /// written.
        public var kept: [String] = []
    }

    /// Writes the marks given in the teacher's console as each exam's `marks.yaml` (`exam`: a
    /// code, or `nil` for every exam), replacing the one an earlier export wrote; a
    /// `marks.yaml` that an export did not write is the teacher's own and is kept.
    ///
    /// - Throws: Store and file-system errors.
    public func exportMarks(exam: String?, to folder: URL) async throws -> MarksOutcome {
        var outcome = MarksOutcome()
        let slugs = exam.map { [Slug.make($0)] } ?? exams.keys.sorted()
        let confined = SitePathGuard(root: folder, name: folder.path)
        for slug in slugs {
            let marks = try await store.marks(ofExam: slug)
            guard !marks.isEmpty else { continue }
            let examFolder = folder.appendingPathComponent(slug)
            if let outside = confined.escape(of: examFolder) {
                throw SubmissionExportError(
                    "\(examFolder.path) leads outside \(folder.path) (to \(outside)) through a symbolic link; nothing was written there"
                )
            }
            try FileManager.default.createDirectory(
                at: examFolder, withIntermediateDirectories: true)
            let target = examFolder.appendingPathComponent("marks.yaml")
            if let existing = try? String(contentsOf: target, encoding: .utf8),
                !existing.hasPrefix(CollectService.marksHeader)
            {
                outcome.kept.append("\(slug)/marks.yaml")
                continue
            }
            try SubmissionFile.write(
                Array(CollectService.marksYAML(marks).utf8), to: target,
                tag: CollectService.randomID())
            outcome.written.append("\(slug)/marks.yaml")
        }
        return outcome
    }

    /// `20261124T091500.123Z-ana-3f2a9c1b.json`: sortable by receipt time, unique by receipt.
    static func fileName(_ submission: StoredSubmission) -> String {
        let time = SubmissionFile.time(submission.receivedAt, milliseconds: true)
        let person = SubmissionFile.person(submission.examinee, limit: 40)
        return "\(time)-\(person)-\(submission.receipt.prefix(8)).json"
    }

    /// The file's JSON: the server's times as `started_at`/`finished_at`, the time a teacher
    /// gave the attempt as `extra_seconds`, and the variant of a parametric exam it was given.
    func document(_ submission: StoredSubmission, extraSeconds: Int = 0, variant: String? = nil)
        -> String
    {
        // The answers as the store keeps them: a JSON object it wrote itself.
        let answers =
            (try? JSONSerialization.jsonObject(with: Data(submission.answers.utf8)))
            as? [String: Any] ?? [:]
        let document = SubmissionDocument.write(
            exam: exams[submission.exam]?.exam.code ?? submission.exam,
            examinee: submission.examinee, snapshot: submission.snapshot,
            startedAt: CollectService.preciseText(submission.startedAt),
            finishedAt: CollectService.preciseText(submission.receivedAt),
            answers: answers, attempt: submission.attempt,
            finishedByServer: submission.finishedByServer, student: submission.student,
            extraSeconds: extraSeconds, variant: variant, practice: submission.practice,
            style: .file)
        return String(decoding: document, as: UTF8.self)
    }
}
