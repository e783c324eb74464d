import Foundation
import QuizgenTestSupport

/// The real `quizgen serve --port 0` as a process of its own, for tests that wait on its
/// watcher and event stream: the suite's other tests share this process's threads and, on two
/// cores, can hold them long enough to starve an in-process server's watcher (no reload, not
/// even a heartbeat, for a minute).
final class ServeProcess: @unchecked Sendable {
    let site: TestSite
    let port: Int
    private let process: Process

    private init(site: TestSite, port: Int, process: Process) {
        self.site = site
        self.port = port
        self.process = process
    }

    /// Starts `quizgen serve --port 0` in `site` and returns once it prints its address.
    ///
    /// - Parameter errors: Receives the process's standard error (else it is dropped).
    static func start(_ site: TestSite, errors: Pipe? = nil) async throws -> ServeProcess {
        let process = Process()
        process.executableURL = QuizgenProcess.executable
        process.arguments = ["serve", "--port", "0"]
        process.currentDirectoryURL = site.root
        process.environment = [
            "PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory(), "CI": "true",
            "SOURCE_DATE_EPOCH": "1700000000",
        ]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = errors ?? FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // "Serving <root> at http://127.0.0.1:<port>/ (Ctrl-C to stop)", read off the pool.
        let port = try await offPool { () -> Int? in
            var text = ""
            let handle = out.fileHandleForReading
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { return nil }
                text += String(decoding: chunk, as: UTF8.self)
                if let range = text.range(of: "http://127.0.0.1:"),
                    let end = text[range.upperBound...].firstIndex(of: "/"),
                    let port = Int(text[range.upperBound..<end])
                {
                    return port
                }
            }
        }
        guard let port else {
            process.terminate()
            throw RawHTTP.Failure(description: "quizgen serve stopped before listening")
        }
        return ServeProcess(site: site, port: port, process: process)
    }

    func get(_ target: String, headers: [String: String] = [:]) async throws -> RawHTTP.Response {
        try await RawHTTP.request(port: port, "GET", target, headers: headers)
    }

    /// Stops the server and removes the site.
    func stop() {
        process.terminate()
        process.waitUntilExit()
        site.remove()
    }
}
