/// A graded exam whose dashboard has something to say about every rule of the review list:
/// four single-choice questions, ten examinees in `all.csv`.
///
/// E01-E03 choose Graz for the capital but score 3 of 4; the seven who choose Vienna average
/// 16 / 7 = 2.29 marks. So the capital question discriminates negatively, Graz draws the
/// stronger students, Linz and Salzburg draw nobody, and everyone gets "Is water wet?" right.
public enum DashboardFixtures {
    /// The bank, `Content/banks/geo.md`.
    public static let bank = """
        ---
        category: Geography
        ---
        ## Which city is the *capital* of Austria? {#capital}
        - [x] Vienna
        - [ ] Graz
        - [ ] Linz
        - [ ] Salzburg

        ## Is water wet? {#easy}
        - [x] Yes
        - [ ] No

        ## Which river flows through Vienna? {#river}
        - [x] Danube
        - [ ] Rhine

        ## Which sea does the Danube reach? {#sea}
        - [x] Black Sea
        - [ ] North Sea
        """

    /// The exam, code `GEO`, pass mark 60 %.
    public static let exam = """
        title: Geography
        code: GEO
        pass_mark: 60
        time_limit: 30m
        questions:
          - { id: capital }
          - { id: easy }
          - { id: river }
          - { id: sea }
        """

    /// Ten examinees' answers, `Content/submissions/geo/all.csv`.
    public static let answers = """
        examinee,capital,easy,river,sea
        E01,b,a,a,a
        E02,b,a,a,a
        E03,b,a,a,a
        E04,a,a,a,b
        E05,a,a,a,b
        E06,a,a,b,b
        E07,a,a,b,b
        E08,a,a,b,b
        E09,a,a,b,b
        E10,a,a,b,b

        """

    /// The site's files; `dashboards` is `grading.dashboards` (`site`, `separate`, `off`).
    public static func files(dashboards: String = "site", extraConfig: String = "") -> [String:
        String]
    {
        [
            "quizgen.yaml": QuizFixtures.config + "grading:\n  dashboards: \(dashboards)\n"
                + extraConfig,
            "Content/banks/geo.md": bank,
            "Content/exams/geo.yaml": exam,
            "Content/submissions/geo/all.csv": answers,
        ]
    }

    /// One more submission, as the exam page sends it: every answer right.
    public static func submission(_ examinee: String) -> String {
        """
        {"format": "quizgen-submission/1", "exam": "GEO", "examinee": "\(examinee)",
         "started_at": "2026-11-21T10:00:00Z", "finished_at": "2026-11-21T10:10:00Z",
         "answers": {"capital": "a", "easy": "a", "river": "a", "sea": "a"}}
        """
    }
}
