import Foundation
import QuizgenCore
import QuizgenInterop

/// The full account of an import, written to a file while the terminal shows the bounded
/// diagnostics (as `build` prints them): for every question of the sources, where it went (its
/// id and bank) or why it was not imported, and everything lost, in source order, each problem
/// with its source line and caret.
struct ImportReport {
    /// Where `quizgen import` writes it unless `--report` says otherwise.
    static let defaultPath = ".quizgen/reports/import.txt"

    /// The report's text.
    ///
    /// - Parameters:
    ///   - result: What the sources gave.
    ///   - placements: Where each imported question went.
    ///   - files: The source files as given on the command line.
    ///   - summary: The summary line the terminal shows.
    /// - Returns: The text, one entry per question or problem.
    static func text(
        _ result: ImportResult, placements: [BankFileWriter.Placement], files: [String],
        summary: String
    ) -> String {
        enum Entry {
            case placed(BankFileWriter.Placement)
            case problem(Diagnostic)
        }
        var entries: [(location: SourceLocation?, entry: Entry)] =
            placements.map { ($0.location, .placed($0)) }
        entries += result.diagnostics.sorted.map { ($0.location, .problem($0)) }
        // Unlocated problems first, then by file, line and column; a question's placement
        // before its losses at the same place.
        let ordered = entries.enumerated().sorted { a, b in
            switch (a.element.location, b.element.location) {
            case (nil, nil): return a.offset < b.offset
            case (nil, _): return true
            case (_, nil): return false
            case (let x?, let y?): return x == y ? a.offset < b.offset : x < y
            }
        }
        var excerpter = SourceExcerpter(sources: result.diagnostics.sources)
        var out = "quizgen import \(files.joined(separator: " "))\n\(summary)\n\n"
        for (_, item) in ordered {
            switch item.entry {
            case .placed(let placement):
                out +=
                    "\(placement.location): imported as '\(placement.id)' into \(placement.path)\n"
            case .problem(let diagnostic):
                out += diagnostic.text(excerpter: &excerpter)
            }
        }
        return out
    }
}
