/// Migration 8: what a practice page sends beside the answers (issue 31): each question's wrong
/// tries and the further draws answered, as canonical JSON (`{"question_variants": {…},
/// "wrong_tries": {…}}`), so the result and the export grade the penalty as the build does.
enum Migration0008 {
    static let sql = """
        ALTER TABLE submissions ADD COLUMN practice TEXT;
        """
}
