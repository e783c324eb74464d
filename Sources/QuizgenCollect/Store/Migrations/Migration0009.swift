/// Migration 9: a practice page's wrong tries and further draws kept with the draft too
/// (canonical JSON as `submissions.practice`), so an attempt the collector finishes at time-up
/// keeps the tries saved so far, as a hand-in does.
enum Migration0009 {
    static let sql = """
        ALTER TABLE drafts ADD COLUMN practice TEXT;
        """
}
