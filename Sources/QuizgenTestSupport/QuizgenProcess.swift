import Foundation

/// Runs the real `quizgen` executable, as a user would, and captures what it printed.
public struct QuizgenProcess {
    /// What a run produced.
    public struct Output: Sendable {
        /// Standard output.
        public var stdout: String
        /// Standard error.
        public var stderr: String
        /// The exit status.
        public var status: Int32
    }

    /// The built executable: beside the test bundle in the build folder.
    public static var executable: URL {
        let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var folder = exe.deletingLastPathComponent()
        // The test runner may live inside `<name>.xctest/`; step out of bundles.
        while folder.pathExtension == "xctest" || folder.lastPathComponent == "Contents"
            || folder.lastPathComponent == "MacOS"
        {
            folder = folder.deletingLastPathComponent()
        }
        return folder.appendingPathComponent("quizgen")
    }

    /// Runs `quizgen` with `arguments` in `directory`.
    ///
    /// - Parameters:
    ///   - arguments: Command-line arguments.
    ///   - directory: The working directory.
    ///   - environment: Extra environment variables (on top of a minimal PATH/HOME, with CI=true).
    /// - Returns: Standard output, standard error and exit status.
    public static func run(
        _ arguments: [String], in directory: URL, environment: [String: String] = [:]
    ) throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var env = [
            "PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory(), "CI": "true",
            "SOURCE_DATE_EPOCH": "1700000000",
        ]
        env.merge(environment) { _, new in new }
        process.environment = env
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read both pipes to the end before waiting, so a large output cannot block the child.
        // The second reader is a thread of its own, not DispatchQueue.global(): on Linux those
        // threads run Swift concurrency, and blocking one starves in-process servers of tests
        // running beside this one.
        let group = DispatchGroup()
        nonisolated(unsafe) var outData = Data()
        nonisolated(unsafe) var errData = Data()
        group.enter()
        Thread {
            outData = out.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }.start()
        errData = err.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Output(
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self),
            status: process.terminationStatus)
    }
}
