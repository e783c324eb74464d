import Foundation
import QuizgenSite

/// Prints a build's diagnostics and its one-line summary.
struct Reporter {
    var format: DiagnosticFormat

    func report(_ result: BuildResult, verb: String, output: String?) {
        let printer = DiagnosticPrinter(format: format)
        let rendered = printer.render(result.diagnostics, notes: result.notes)
        switch format {
        case .text: Console.err(rendered)
        case .json, .github: Console.out(rendered)
        }
        guard format != .json else { return }
        let d = result.diagnostics
        let problems = [Self.count(d.errorCount, "error"), Self.count(d.warningCount, "warning")]
            .compactMap { $0 }
        let tail = problems.isEmpty ? "" : " (\(problems.joined(separator: ", ")))"
        let time = String(format: "%.2f s", result.seconds)
        var summary: String
        if result.failed {
            let why = d.hasErrors ? "" : " (--strict turns warnings into errors)"
            summary = "quizgen: \(verb == "built" ? "build" : "check") failed\(tail)\(why)"
            if let output { summary += "; \(output) was left unchanged" }
        } else if let output, result.published {
            summary = "quizgen: \(verb) \(result.fileCount) files into \(output) in \(time)\(tail)"
        } else {
            summary =
                "quizgen: \(verb) \(result.fileCount) pages in \(time), nothing written\(tail)"
        }
        Console.err(summary + "\n")
    }

    static func count(_ n: Int, _ noun: String) -> String? {
        n == 0 ? nil : "\(n) \(noun)\(n == 1 ? "" : "s")"
    }

    static func display(_ url: URL, root: URL) -> String {
        let cwd = FileManager.default.currentDirectoryPath + "/"
        let path = url.path
        if path.hasPrefix(cwd) { return String(path.dropFirst(cwd.count)) + "/" }
        return path + "/"
    }
}
