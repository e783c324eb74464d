import QuizgenTestSupport

/// Small graded sites: a four-question exam (weights 1, 1, 2, 1) and its submissions.
enum GradingFixtures {
    static let bank = """
        ---
        category: Self-check
        ---
        ## One? {#q1}
        - [x] Right
        - [ ] Wrong

        ## Two? {#q2}
        - [x] Right
        - [ ] Wrong

        ## Three? {#q3 type=multiple}
        - [x] First
        - [x] Second
        - [ ] Third

        ## Four? {#q4}
        - [x] Right
        - [ ] Wrong
          > Not this one.
        """

    static func exam(_ extra: String = "") -> String {
        """
        title: Self-check
        code: SELF
        time_limit: 30m
        pass_mark: 50
        grade_scale:
          - { min: 50, grade: pass }
          - { min: 0, grade: fail }
        questions:
          - { id: q1, weight: 1 }
          - { id: q2, weight: 1 }
          - { id: q3, weight: 2 }
          - { id: q4, weight: 1 }
        \(extra)
        """
    }

    /// Moodle's self-check marks as answers: q1, q2, q4 right (`a`) or wrong (`b`); q3 both
    /// (`a;b`, 2 marks), one (`a`, 1 mark) or the wrong choice (`c`, 0).
    static let moodleCSV = """
        examinee,q1,q2,q3,q4
        E1,a,a,a;b,a
        E2,a,b,a;b,a
        E3,a,a,a,b
        E4,b,a,a,a
        E5,a,b,c,b
        E6,b,b,a,b
        E7,a,a,a;b,b
        E8,b,b,c,a

        """

    static func site(exam: String = exam(), submissions: [String: String]) -> [String: String] {
        var files = [
            "quizgen.yaml": QuizFixtures.config,
            "Content/banks/self.md": bank,
            "Content/exams/self.yaml": exam,
        ]
        for (name, text) in submissions { files["Content/submissions/self/\(name)"] = text }
        return files
    }

    static func json(
        _ examinee: String, started: String = "2026-11-21T10:00:00Z",
        finished: String = "2026-11-21T10:20:00Z", answers: String, snapshot: String? = nil
    ) -> String {
        """
        {"format": "quizgen-submission/1", "exam": "SELF",\(snapshot.map { " \"snapshot\": \"\($0)\"," } ?? "")
         "examinee": "\(examinee)", "started_at": "\(started)", "finished_at": "\(finished)",
         "answers": \(answers)}
        """
    }
}
