/// Migration 4: answers saved as the student works, and attempts the server finished. A draft
/// is not a submission: one row per attempt, replaced by each save. A submission the collector
/// made from the last draft at time-up, because the attempt was never handed in, is marked
/// `finished_by_server` (1).
enum Migration0004 {
    static let sql = """
        CREATE TABLE drafts (
            attempt TEXT PRIMARY KEY NOT NULL REFERENCES attempts(id),
            saved_at DOUBLE PRECISION NOT NULL,
            answers TEXT NOT NULL
        );
        ALTER TABLE submissions ADD COLUMN finished_by_server INTEGER NOT NULL DEFAULT 0;
        """
}
