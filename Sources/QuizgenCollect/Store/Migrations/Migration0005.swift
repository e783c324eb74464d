/// Migration 5: the roster's student id of an attempt started from a roster (`student`), so
/// its accommodations can be applied again when the roster changes and its export names the
/// student (`NULL` for an attempt started under a typed name); and the start key the page sent
/// (`start_key`), so that a start whose answer was lost (the collector killed after the
/// commit, the network dropped) continues the same attempt when the page asks again.
enum Migration0005 {
    static let sql = """
        ALTER TABLE attempts ADD COLUMN student TEXT;
        ALTER TABLE attempts ADD COLUMN start_key TEXT;
        """
}
