import Foundation

/// Who may take an exam at a collector, and each student's accommodations: a roster file
/// beside the exam (`<exam>.roster.csv` or `.roster.yaml`) or one for the whole site
/// (`Content/roster.csv` or `.yaml`).
///
/// A roster is private: it names students and holds their access codes. Nothing of it is
/// published; the collector reads it to decide who starts, and the build to give each
/// student's exported submission their time.
public struct Roster: Sendable, Hashable {
    /// The students, in file order.
    public let entries: [RosterEntry]
    /// Display path of the file.
    public var sourcePath: String
    /// Each entry's position by its id's key (``RosterEntry/key(_:)``): every start, hand-in and
    /// graded submission looks a student up, so a class of 2,000 is not scanned each time.
    private let positions: [String: Int]

    /// Creates a roster; of two entries with the same id, the first is found.
    public init(entries: [RosterEntry], sourcePath: String) {
        self.entries = entries
        self.sourcePath = sourcePath
        var positions: [String: Int] = [:]
        for (index, entry) in entries.enumerated() {
            positions[RosterEntry.key(entry.id)] = positions[RosterEntry.key(entry.id)] ?? index
        }
        self.positions = positions
    }

    /// The extensions a roster file may have.
    public static let extensions = ["csv", "yaml", "yml"]

    /// Whether `name` (a file name) is a roster: `roster.csv` (the site's, in `Content/`) or
    /// `<exam>.roster.csv`, and the same in YAML.
    public static func isRosterFile(_ name: String) -> Bool {
        let lower = name.lowercased()
        return extensions.contains { lower == "roster.\($0)" || lower.hasSuffix(".roster.\($0)") }
    }

    /// Whether the file at `path` (below the site root, `Content/...`) is private: a roster,
    /// or anything under `Content/submissions/` (answers, marks). Such a file is never
    /// published, not even as a question's image.
    public static func isPrivateContent(_ path: String) -> Bool {
        path.hasPrefix("Content/submissions/") || path == "Content/submissions"
            || isRosterFile(String(path.split(separator: "/").last ?? ""))
    }

    /// Whether any student has a personal access code (then the start form asks for one).
    public var hasCodes: Bool { entries.contains { $0.code != nil } }

    /// The student whose id is `id`, compared as ``RosterEntry/key(_:)`` compares them.
    public func entry(id: String) -> RosterEntry? {
        positions[RosterEntry.key(id)].map { entries[$0] }
    }
}

/// One student of a ``Roster``.
public struct RosterEntry: Sendable, Hashable {
    /// The student id (`id`), what the student types to start.
    public var id: String
    /// The name results and the gradebook show (`name`).
    public var name: String
    /// The personal access code (`code`), if any: with one, a start needs it, and it lets the
    /// student continue their attempt on another device.
    public var code: String?
    /// Extra minutes on the time limit (`extra_minutes`), 0 by default.
    public var extraMinutes: Int
    /// The factor on the time limit (`time_factor`, e.g. 1.5), 1 by default.
    public var timeFactor: Double
    /// Attempts beyond the exam's `attempts` (`extra_attempts`), 0 by default.
    public var extraAttempts: Int
    /// Where the student's row or item starts.
    public var location: SourceLocation

    /// Creates an entry.
    public init(
        id: String, name: String, code: String? = nil, extraMinutes: Int = 0,
        timeFactor: Double = 1, extraAttempts: Int = 0, location: SourceLocation
    ) {
        self.id = id
        self.name = name
        self.code = code
        self.extraMinutes = extraMinutes
        self.timeFactor = timeFactor
        self.extraAttempts = extraAttempts
        self.location = location
    }

    /// Ids are compared with case and surrounding spaces aside (`S-104` and ` s-104 ` are one).
    public static func key(_ id: String) -> String {
        id.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }

    /// The time limit this student has, in seconds, for an exam limited to `limit` seconds:
    /// `limit × time_factor + extra_minutes`; 0 (no limit) stays 0.
    public func timeLimit(_ limit: Int) -> Int {
        guard limit > 0 else { return 0 }
        return Int((Double(limit) * timeFactor).rounded()) + extraMinutes * 60
    }

    /// How many seconds this student has beyond everyone's time on an exam limited to `limit`
    /// seconds: what their deadline and the exam's closing move by. Without a time limit, the
    /// extra minutes alone.
    public func extraSeconds(_ limit: Int) -> Int {
        limit > 0 ? timeLimit(limit) - limit : extraMinutes * 60
    }

    /// The attempts this student may start when the exam allows `limit` (`nil`: any number).
    public func attemptLimit(_ limit: Int?) -> Int? { limit.map { $0 + extraAttempts } }

    /// Whether any accommodation is set.
    public var hasAccommodation: Bool { extraMinutes != 0 || timeFactor != 1 || extraAttempts != 0 }
}
