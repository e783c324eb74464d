/// Small quiz sites for the quiz tests: every question type in a Markdown and a JSON bank.
public enum QuizFixtures {
    public static let config = "title: Quiz test\nbase_url: https://quiz.example.org/\n"

    /// A Markdown bank with every question type.
    public static let markdownBank = """
        ---
        category: Rivers
        ---
        ## Which capitals does the Danube flow through? {#danube-capitals type=multiple points=2 tags=capitals}

        ![Map](map.png)

        - [x] Vienna
        - [x] Bratislava
        - [x] Belgrade
        - [ ] Bucharest
          > Not on the Danube.

        > Also Budapest.

        ## The Rhine rises in the Alps. {#rhine-source}
        - [x] True
        - [ ] False

        ## Capital of Austria? {#capital-at type=short}
        - Vienna

        ## Length of the Danube in km? {#danube-length type=numeric}
        - 2850 ± 50

        ## Order from west to east. {#order}
        1. Ulm
        2. Vienna
        3. Budapest

        ## Match rivers to seas. {#seas}
        - Danube -> Black Sea
        - Rhine -> North Sea

        ## Why do rivers meander? {#meander type=essay}

        ## Longest river? {#longest tags=capitals}
        - [ ] Rhine
        - [x] Danube
        """

    /// A JSON bank with every question type.
    public static let jsonBank = """
        {
          "category": "Capitals",
          "questions": [
            {"id": "cap-hu", "type": "single", "text": "Capital of Hungary?", "tags": ["capitals"],
             "choices": [{"text": "Budapest", "correct": true}, {"text": "Debrecen", "correct": false, "feedback": "No."}]},
            {"id": "cap-many", "type": "multiple", "text": "Capitals on rivers?", "points": 2,
             "choices": [{"text": "Prague", "correct": true}, {"text": "Paris", "correct": true}, {"text": "Valletta"}]},
            {"id": "cap-tf", "type": "truefalse", "text": "Bratislava borders Austria.", "answer": true},
            {"id": "cap-short", "type": "short", "text": "Capital of Serbia?", "answers": ["Belgrade", "Beograd"], "case_sensitive": true},
            {"id": "cap-num", "type": "numeric", "text": "Vienna's population in millions?", "min": 1.8, "max": 2.1},
            {"id": "cap-order", "type": "ordering", "text": "Order by size.", "items": ["Vienna", "Graz", "Linz"]},
            {"id": "cap-match", "type": "matching", "text": "Match.", "pairs": [{"left": "Austria", "right": "Vienna"}, {"left": "Czechia", "right": "Prague"}]},
            {"id": "cap-essay", "type": "essay", "text": "Describe a capital.", "tags": ["capitals"]}
          ]
        }
        """

    public static let examYAML = """
        title: Midterm
        code: GEO-MID
        base_points: 10
        time_limit: 1h30m
        questions:
          - { id: danube-capitals, weight: 3 }
          - rhine-source
          - capital-at
          - danube-length
          - order
          - seas
          - meander
          - cap-many
          - cap-match
          - longest
        """

    public static func site(
        bank: String = markdownBank, exam: String = examYAML, extra: [String: String] = [:]
    ) -> [String: String] {
        var files = [
            "quizgen.yaml": config,
            "Content/banks/rivers.md": bank,
            "Content/banks/capitals.json": jsonBank,
            "Content/exams/midterm.yaml": exam,
        ]
        files.merge(extra) { _, new in new }
        return files
    }

    public static let png: [UInt8] = [
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44,
        0x52, 0x00, 0x00, 0x00, 0x01,
        0x00, 0x00, 0x00, 0x01, 0x08, 0x02, 0x00, 0x00, 0x00, 0x90, 0x77, 0x53, 0xDE, 0x00, 0x00,
        0x00, 0x0C, 0x49, 0x44, 0x41,
        0x54, 0x08, 0xD7, 0x63, 0xF8, 0xCF, 0xC0, 0x00, 0x00, 0x03, 0x01, 0x01, 0x00, 0x18, 0xDD,
        0x8D, 0xB0, 0x00, 0x00, 0x00,
        0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
    ]
}
