/// Fill-in-the-blank fixtures: a Markdown and a JSON bank and an exam over both.
extension QuizFixtures {
    /// A Markdown bank with a typed and a weighted choice blank, and a code span that is no blank.
    public static let blanksBank = """
        ---
        category: Blanks
        ---
        ## Prague lies on the [[Vltava|Moldau]]. {#prague-river}

        It flows into the [[*Elbe|Danube|Oder]]{weight=2} at Mělník; `[[not a blank]]` is code.

        > The Vltava is the longest Czech river.
        """

    /// A JSON bank whose question is a blanks question by inference (no `type`).
    public static let blanksJSONBank = """
        {"category": "Fill", "questions": [
          {"id": "rhine-fill", "text": "The [[Rhine]] rises in [[*Switzerland|Austria]].", "case_sensitive": true}
        ]}
        """

    /// An exam over both blanks questions.
    public static let blanksExam =
        "title: Fill\ncode: FILL\nquestions:\n  - { id: prague-river, weight: 3 }\n  - rhine-fill\n"

    /// The blanks banks and exam as extra files for `site(extra:)`.
    public static let blanksFiles = [
        "Content/banks/blanks.md": blanksBank, "Content/banks/fill.json": blanksJSONBank,
        "Content/exams/fill.yaml": blanksExam,
    ]
}
