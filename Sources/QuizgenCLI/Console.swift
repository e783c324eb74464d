import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Standard output and error, and whether progress may be shown.
enum Console {
    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func err(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Progress lines are for people at a terminal, never for CI logs.
    static var showsProgress: Bool {
        isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["CI"] == nil
    }

    static func progressHandler() -> (@Sendable (String) -> Void)? {
        guard showsProgress else { return nil }
        return { message in err("\r\u{1B}[K\(message)…") }
    }

    static func clearProgress() {
        if showsProgress { err("\r\u{1B}[K") }
    }
}
