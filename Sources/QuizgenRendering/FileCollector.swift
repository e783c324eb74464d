import QuizgenCore

/// Gathers the files of concurrent render tasks.
actor FileCollector {
    private(set) var files: [OutputFile] = []

    func add(_ more: [OutputFile]) { files += more }
}
