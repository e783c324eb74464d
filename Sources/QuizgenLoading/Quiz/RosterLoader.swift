import Foundation
import QuizgenCore

/// Reads the rosters: `<exam>.roster.csv` (or `.roster.yaml`, `.roster.yml`) beside an exam
/// file, and `Content/roster.csv` (or `.yaml`, `.yml`) for every exam without its own.
///
/// CSV: a header row naming the columns, then one student a row. YAML: a list of mappings
/// with the same keys. `id` and `name` are required; `code`, `extra_minutes`, `time_factor`
/// and `extra_attempts` are optional.
///
/// ```csv
/// id,name,code,extra_minutes
/// s-101,Ana Müller,K7PQ-2MXD,
/// s-102,Ben Ito,R4TW-9LCE,30
/// ```
public struct RosterLoader: Sendable {
    /// The columns (CSV) or keys (YAML) of a student.
    public static let keys = [
        "id", "name", "code", "extra_minutes", "time_factor", "extra_attempts",
    ]
    /// What an exam's roster file is named after the exam file's stem.
    public static let suffix = ".roster"
    /// The extensions a roster file may have.
    public static let extensions = Roster.extensions
    /// The shortest personal access code accepted, in characters.
    public static let minimumCodeLength = 6

    let reader: SourceReader

    /// Creates a loader.
    public init(reader: SourceReader) { self.reader = reader }

    /// Whether `name` (a file name) is a roster rather than an exam.
    public static func isRoster(_ name: String) -> Bool { Roster.isRosterFile(name) }

    /// The roster of each exam that has one, by exam slug: its own file, else the site's.
    ///
    /// - Parameters:
    ///   - exams: The exams.
    ///   - diagnostics: Receives every problem of the files, located.
    /// - Returns: The rosters by exam slug.
    public func load(for exams: [Exam], into diagnostics: inout Diagnostics) -> [String: Roster] {
        let content = reader.root.appendingPathComponent("Content")
        let site = file(
            candidates: Self.extensions.map { content.appendingPathComponent("roster.\($0)") },
            into: &diagnostics)
        var result: [String: Roster] = [:]
        for exam in exams {
            let stem = reader.root.appendingPathComponent(exam.sourcePath).deletingPathExtension()
            let own = file(
                candidates: Self.extensions.map {
                    stem.appendingPathExtension(String(Self.suffix.dropFirst()) + "." + $0)
                }, into: &diagnostics)
            if let roster = own ?? site { result[exam.slug] = roster }
        }
        return result
    }

    /// The one roster among `candidates` that exists, read; an error when two exist.
    func file(candidates: [URL], into diagnostics: inout Diagnostics) -> Roster? {
        let present = candidates.filter { FileManager.default.fileExists(atPath: $0.path) }
        guard let url = present.first else { return nil }
        if present.count > 1 {
            diagnostics.error(
                "roster.ambiguous",
                "\(present.map { reader.displayPath($0) }.joined(separator: " and ")) are both rosters of the same exams; keep one",
                at: SourceLocation(path: reader.displayPath(present[1]), line: 1, column: 1))
            return nil
        }
        guard let source = reader.read(url, into: &diagnostics) else { return nil }
        let rows: [RosterRow]?
        if url.pathExtension.lowercased() == "csv" {
            rows = RosterRow.csv(source, into: &diagnostics)
        } else {
            rows = RosterRow.yaml(source, into: &diagnostics)
        }
        guard let rows else { return nil }
        return Roster(entries: Self.entries(rows, into: &diagnostics), sourcePath: source.path)
    }

    /// The students of `rows`, each checked; rows with an error are left out.
    static func entries(_ rows: [RosterRow], into diagnostics: inout Diagnostics) -> [RosterEntry] {
        var entries: [RosterEntry] = []
        var ids: [String: RosterEntry] = [:]
        var codes: [String: RosterEntry] = [:]
        for row in rows {
            guard let entry = row.entry(into: &diagnostics) else { continue }
            let key = RosterEntry.key(entry.id)
            if let other = ids[key] {
                diagnostics.error(
                    "roster.duplicate-id",
                    "student id '\(entry.id.prefix(80))' is already on line \(other.location.line); ids must be unique",
                    at: row.location(of: "id") ?? entry.location)
                continue
            }
            if let code = entry.code, let other = codes[code] {
                diagnostics.error(
                    "roster.duplicate-code",
                    "this access code is already the code of '\(other.id.prefix(80))' (line \(other.location.line)); each student needs their own",
                    at: row.location(of: "code") ?? entry.location)
                continue
            }
            ids[key] = entry
            if let code = entry.code { codes[code] = entry }
            entries.append(entry)
        }
        return entries
    }
}
