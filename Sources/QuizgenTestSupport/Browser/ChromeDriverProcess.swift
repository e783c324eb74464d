import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A running `chromedriver` on a loopback port, with its own temporary folder and log.
///
/// `chromedriver --port=0` picks a free port itself and prints it, which avoids the race of
/// probing for a free port and handing it over. Its standard output and error go to
/// ``logFile``. Foundation starts the driver as the leader of a new process group, and the
/// browser and its helpers inherit that group, so ``stop()`` ends all of them; stopping only the
/// driver would orphan the browser. Call ``stop()`` on every path, failures included.
public actor ChromeDriverProcess {
    /// Where the driver listens, such as `http://127.0.0.1:40485`.
    public nonisolated let baseURL: URL
    /// A fresh temporary folder for this driver: the log and browser profiles.
    public nonisolated let folder: URL
    /// The driver's standard output and error; kept after ``stop()`` for diagnosis.
    public nonisolated let logFile: URL
    /// The browser executable that sessions launch.
    public nonisolated let browser: URL
    /// The HTTP client that sessions on this driver share.
    nonisolated let client: WebDriverClient
    private nonisolated let processGroup: pid_t
    private let process: Process
    private var stopped = false

    private init(
        baseURL: URL, folder: URL, logFile: URL, browser: URL, process: Process,
        client: WebDriverClient
    ) {
        self.baseURL = baseURL
        self.folder = folder
        self.logFile = logFile
        self.browser = browser
        self.process = process
        self.processGroup = process.processIdentifier
        self.client = client
    }

    deinit {
        // A safety net for a forgotten `stop()`: never leave a browser running.
        if !stopped { kill(-processGroup, SIGKILL) }
    }

    /// Starts chromedriver and waits until its `/status` endpoint reports ready.
    ///
    /// - Parameter timeout: How long to wait for the driver to start and become ready.
    /// - Returns: The running driver.
    /// - Throws: ``WebDriverError`` (with the log path) when chromedriver or a browser is
    ///   missing, exits early, or is not ready in time. The process is ended before throwing.
    public static func start(timeout: Duration = .seconds(20)) async throws -> ChromeDriverProcess {
        guard let driver = driverExecutable, let browser = browserExecutable else {
            throw WebDriverError(
                error: "driver not started",
                message:
                    "chromedriver or chromium not found on PATH or in /usr/bin, /usr/lib/chromium",
                command: "chromedriver")
        }
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("quizgen-webdriver-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let logFile = folder.appendingPathComponent("chromedriver.log")
        _ = FileManager.default.createFile(atPath: logFile.path, contents: nil)
        let log = try FileHandle(forWritingTo: logFile)
        defer { try? log.close() }

        let process = Process()
        process.executableURL = driver
        process.arguments = ["--port=0", "--allowed-ips=127.0.0.1"]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = log
        process.standardError = log
        let command = "\(driver.path) --port=0 --allowed-ips=127.0.0.1"
        func failure(_ message: String) -> WebDriverError {
            WebDriverError(
                error: "driver not started", message: message, command: command, logFile: logFile)
        }
        try process.run()
        let group = process.processIdentifier

        let port: Int
        do {
            port = try await waitForValue(
                "chromedriver to print its port", timeout: timeout, poll: .milliseconds(50)
            ) {
                if let port = announcedPort(in: logFile) { return port }
                guard process.isRunning else {
                    throw failure("chromedriver exited with status \(process.terminationStatus)")
                }
                return nil
            }
        } catch {
            await terminate(group: group)
            throw (error as? WebDriverError) ?? failure("\(error)")
        }

        let client = WebDriverClient(port: UInt16(port), logFile: logFile)
        let baseURL = client.baseURL
        let running = ChromeDriverProcess(
            baseURL: baseURL, folder: folder, logFile: logFile, browser: browser, process: process,
            client: client)
        var lastAnswer = "no answer yet"
        do {
            try await waitUntil(
                "chromedriver /status to report ready at \(baseURL)", timeout: timeout,
                poll: .milliseconds(100)
            ) {
                do {
                    let status = try await client.send("GET", "/status", timeout: 2)
                    lastAnswer = "\(status)"
                    return status["ready"]?.boolValue == true
                } catch let error as WebDriverError {
                    lastAnswer = "\(error.error): \(error.message)"
                    return false
                }
            }
        } catch {
            await running.stop()
            throw failure("\(error); last answer: \(lastAnswer)")
        }
        return running
    }

    /// Ends the driver, every browser it launched and their helpers, then removes the profiles.
    ///
    /// Asks chromedriver to quit (`GET /shutdown`, which also closes its browsers) and sends
    /// SIGTERM to the process group, waits until no member is left, and sends SIGKILL if some
    /// are still alive after 5 seconds. The shutdown request matters: chromedriver inherits the
    /// signal mask of the thread that spawned it, and on a Dispatch worker thread SIGTERM is
    /// blocked. Safe to call more than once. The log stays.
    public func stop() async {
        guard !stopped else { return }
        stopped = true
        _ = try? await client.send("GET", "/shutdown", timeout: 5)
        await Self.terminate(group: processGroup)
        try? FileManager.default.removeItem(at: profilesFolder)
    }

    /// Whether any process of the driver's group (driver, browser, renderers) is still alive.
    public nonisolated var hasLiveProcesses: Bool {
        Self.isAlive(group: processGroup)
    }

    /// Where sessions put their fresh browser profiles.
    nonisolated var profilesFolder: URL { folder.appendingPathComponent("profiles") }

    /// The port from chromedriver's "was started successfully on port N." line, if printed yet.
    private static func announcedPort(in logFile: URL) -> Int? {
        guard let data = FileManager.default.contents(atPath: logFile.path) else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        let marker = "started successfully on port "
        guard let range = text.range(of: marker) else { return nil }
        let port = Int(String(text[range.upperBound...].prefix { $0.isNumber }))
        return port.flatMap { $0 > 0 ? $0 : nil }
    }

    private static func terminate(group: pid_t) async {
        for signal in [SIGTERM, SIGKILL] {
            kill(-group, signal)
            let gone: ()? = try? await waitUntil(
                "process group \(group) to exit", timeout: .seconds(5)
            ) {
                !isAlive(group: group)
            }
            if gone != nil { return }
        }
    }

    /// Whether a process of `group` lives; zombies waiting to be reaped do not count.
    private static func isAlive(group: pid_t) -> Bool {
        #if os(Linux)
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
            return entries.contains { entry in
                guard Int32(entry) != nil,
                    let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                    let close = stat.lastIndex(of: ")")
                else { return false }
                // After "pid (comm)": state, ppid, pgrp, ...
                let fields = stat[stat.index(after: close)...].split(separator: " ")
                return fields.count > 2 && fields[0] != "Z" && fields[0] != "X"
                    && Int32(fields[2]) == group
            }
        #else
            return kill(-group, 0) == 0 || errno == EPERM
        #endif
    }
}
