/// Migration 7: the variant of a parametric exam each attempt was given (the taking page the
/// student started from, or the one their name gives), so the hand-in, the result, the
/// console and the export grade it with that variant's key.
enum Migration0007 {
    static let sql = """
        CREATE TABLE attempt_variants (
            attempt TEXT PRIMARY KEY NOT NULL REFERENCES attempts(id),
            variant TEXT NOT NULL
        );
        """
}
