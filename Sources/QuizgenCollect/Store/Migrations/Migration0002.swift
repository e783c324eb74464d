/// Migration 2: settings kept across restarts (the token secret generated for a loopback
/// collector without `QUIZGEN_COLLECT_SECRET`).
enum Migration0002 {
    static let sql = """
        CREATE TABLE settings (
            name TEXT PRIMARY KEY NOT NULL,
            value TEXT NOT NULL
        );
        """
}
