import ArgumentParser
import Foundation
import QuizgenSite

/// Writes `--report` and `--junit` files, relative to the working directory.
enum ReportFiles {
    /// Writes the JSON report and/or the JUnit XML; a file that cannot be written is an error.
    ///
    /// - Throws: `ExitCode(1)` after printing why, when a file cannot be written.
    static func write(_ result: BuildResult, command: String, report: String?, junit: String?)
        throws
    {
        var failed = false
        if let report {
            failed = !save(BuildReport(result, command: command).json(), to: report) || failed
        }
        if let junit {
            failed = !save(JUnitReport.xml(result), to: junit) || failed
        }
        if failed { throw ExitCode(1) }
    }

    static func url(_ path: String) -> URL {
        URL(
            fileURLWithPath: path,
            relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        ).standardizedFileURL
    }

    private static func save(_ text: String, to path: String) -> Bool {
        do {
            try Data(text.utf8).write(to: url(path), options: .atomic)
            return true
        } catch {
            Console.err(
                "quizgen: cannot write \(path): \((error as NSError).localizedDescription)\n")
            return false
        }
    }
}
