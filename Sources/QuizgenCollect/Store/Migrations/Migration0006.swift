/// Migration 6: the teacher's console. `extensions` holds the time a teacher gave one attempt
/// (seconds, on top of the exam's limit and the roster's accommodation), so a roster applied
/// again keeps it, and when a teacher reopened it after its hand-in (`reopened_at`: a
/// submission received before then no longer closes it); `marks` the points and comment a teacher gave one examinee's answer to a
/// question (written out as `marks.yaml` by `collect export`); `console_actions` every action
/// a teacher took, with who and when.
enum Migration0006 {
    static let sql = """
        CREATE TABLE extensions (
            attempt TEXT PRIMARY KEY NOT NULL REFERENCES attempts(id),
            seconds INTEGER NOT NULL,
            reopened_at DOUBLE PRECISION
        );
        CREATE TABLE marks (
            exam TEXT NOT NULL,
            examinee TEXT NOT NULL,
            question TEXT NOT NULL,
            points DOUBLE PRECISION NOT NULL,
            comment TEXT NOT NULL,
            teacher TEXT NOT NULL,
            marked_at DOUBLE PRECISION NOT NULL,
            PRIMARY KEY (exam, examinee, question)
        );
        CREATE TABLE console_actions (
            id TEXT PRIMARY KEY NOT NULL,
            exam TEXT NOT NULL,
            at DOUBLE PRECISION NOT NULL,
            teacher TEXT NOT NULL,
            action TEXT NOT NULL,
            subject TEXT NOT NULL,
            detail TEXT NOT NULL
        );
        CREATE INDEX console_actions_by_exam ON console_actions (exam, at);
        """
}
