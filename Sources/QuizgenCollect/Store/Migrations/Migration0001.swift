/// Migration 1: attempts and their submissions. Times are Unix seconds (DOUBLE PRECISION: REAL
/// in SQLite, float8 in PostgreSQL), server times. The SQL is written for both engines.
enum Migration0001 {
    static let sql = """
        CREATE TABLE attempts (
            id TEXT PRIMARY KEY NOT NULL,
            exam TEXT NOT NULL,
            examinee TEXT NOT NULL,
            started_at DOUBLE PRECISION NOT NULL,
            deadline DOUBLE PRECISION
        );
        CREATE TABLE submissions (
            receipt TEXT PRIMARY KEY NOT NULL,
            attempt TEXT NOT NULL REFERENCES attempts(id),
            exam TEXT NOT NULL,
            sequence INTEGER NOT NULL,
            received_at DOUBLE PRECISION NOT NULL,
            answers_hash TEXT NOT NULL,
            answers TEXT NOT NULL,
            snapshot TEXT,
            client_started_at TEXT,
            client_finished_at TEXT,
            UNIQUE (attempt, sequence)
        );
        CREATE INDEX submissions_by_exam ON submissions (exam, received_at);
        """
}
