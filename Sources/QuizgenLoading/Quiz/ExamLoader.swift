import Foundation
import QuizgenCore

/// Reads exam definitions from `Content/exams/` (YAML, JSON, or Markdown with front matter
/// whose body is the introduction). Snapshot files (`*.frozen.json`), regrade records
/// (`*.regrade.json`) and rosters
/// (`*.roster.yaml`, ``RosterLoader``) are not exams.
public struct ExamLoader: Sendable {
    /// Keys an exam accepts.
    public static let keys = [
        "$schema", "title", "code", "intro", "mode", "status", "base_points", "time_limit",
        "shuffle", "pass_mark",
        "grade_scale", "submit_url", "questions", "scoring", "late", "opens", "closes", "results",
        "attempts", "graded", "variants", "tries", "penalty",
    ]
    static let itemKeys = ["id", "weight", "pick", "from", "tag", "seed"]

    let reader: SourceReader

    /// Creates a loader.
    public init(reader: SourceReader) { self.reader = reader }

    /// The suffix of snapshot files written by `quizgen freeze`.
    public static let snapshotSuffix = ".frozen.json"
    /// The suffix of regrade records written by `quizgen regrade --apply`.
    public static let regradeSuffix = ".regrade.json"

    /// Loads every exam, sorted by file path; duplicate codes are errors.
    public func load(into diagnostics: inout Diagnostics) -> [Exam] {
        let folder = reader.root.appendingPathComponent("Content/exams")
        var exams: [Exam] = []
        var codes: [String: Exam] = [:]
        for url in reader.files(
            in: folder, extensions: ["md", "json", "yaml", "yml"], into: &diagnostics)
        where !url.lastPathComponent.hasSuffix(Self.snapshotSuffix)
            && !url.lastPathComponent.hasSuffix(Self.regradeSuffix)
            && !RosterLoader.isRoster(url.lastPathComponent)
        {
            guard let exam = load(url, into: &diagnostics) else { continue }
            if let other = codes[exam.slug] {
                diagnostics.error(
                    "exam.duplicate-code",
                    "exam code '\(exam.code)' is already used by \(other.sourcePath); codes must be unique",
                    at: exam.location)
                continue
            }
            codes[exam.slug] = exam
            exams.append(exam)
        }
        return exams
    }

    /// Loads one exam file.
    public func load(_ url: URL, into diagnostics: inout Diagnostics) -> Exam? {
        var intro = ""
        let node: LocatedNode
        let text: SourceText
        if url.pathExtension.lowercased() == "md" {
            guard let source = reader.read(url, into: &diagnostics) else { return nil }
            guard let parts = FrontMatter.split(source.text), let yaml = parts.yaml else {
                diagnostics.error(
                    "exam.front-matter",
                    "an exam in Markdown needs front matter between '---' lines (title, code, questions)",
                    at: SourceLocation(path: source.path, line: 1, column: 1))
                return nil
            }
            guard
                let parsed = StructuredTextParser.parse(
                    yaml, path: source.path, lineOffset: 1, into: &diagnostics)
            else { return nil }
            node = parsed
            intro = parts.body
            text = source
            MathChecker.check(
                parts.body, path: source.path, line: parts.bodyLine, into: &diagnostics)
        } else {
            guard let source = reader.read(url, into: &diagnostics),
                let parsed = StructuredTextParser.parse(
                    source.text, path: source.path, into: &diagnostics)
            else { return nil }
            node = parsed
            text = source
        }
        guard
            var map = MappingReader(
                node, what: "exam", knownKeys: Self.keys, diagnostics: &diagnostics)
        else { return nil }
        defer { map.finish(into: &diagnostics) }
        let title = map.string("title", required: true)
        let code = map.string("code", required: true)
        if let code, Slug.make(code).isEmpty, let at = map.value("code")?.location {
            map.diagnostics.error(
                "exam.code", "the exam code must contain letters or digits", at: at)
            return nil
        }
        if let value = map.string("intro") {
            intro = value
            MathChecker.check(map.value("intro"), source: text, into: &map.diagnostics)
        }
        let mode =
            map.choice("mode", of: ExamMode.allCases.map(\.rawValue)).flatMap(
                ExamMode.init(rawValue:)) ?? .exam
        let status = map.choice("status", of: ["published", "draft"]) ?? "published"
        let basePoints = map.int("base_points", in: 0...99) ?? 0
        let timeLimit = timeLimitSeconds(&map) ?? 0
        var shuffleQuestions = false
        var shuffleChoices = false
        if let shuffle = map.value("shuffle") {
            if let flag = shuffle.bool {
                shuffleQuestions = flag
                shuffleChoices = flag
            } else if var s = MappingReader(
                shuffle, what: "'shuffle'", knownKeys: ["questions", "choices"],
                diagnostics: &map.diagnostics)
            {
                shuffleQuestions = s.bool("questions") ?? false
                shuffleChoices = s.bool("choices") ?? false
                s.finish(into: &map.diagnostics)
            }
        }
        let passMark = map.double("pass_mark", in: 0...100)
        let scale = gradeScale(&map)
        let submitURL = map.string("submit_url")
        if let submitURL, let at = map.value("submit_url")?.location,
            !(submitURL.hasPrefix("https://") || submitURL.hasPrefix("http://")
                || submitURL.hasPrefix("/"))
        {
            map.diagnostics.error(
                "exam.submit-url",
                "submit_url must be an http(s) URL or a path starting with '/', found '\(submitURL)'",
                at: at)
        }
        let items = examItems(&map, code: code ?? "")
        let grading = gradingRules(&map)
        guard let title, let code else { return nil }
        var exam = Exam(
            title: title, code: code, intro: intro, mode: mode, draft: status == "draft",
            basePoints: basePoints,
            timeLimitSeconds: timeLimit, shuffleQuestions: shuffleQuestions,
            shuffleChoices: shuffleChoices, passMark: passMark,
            gradeScale: scale, submitURL: submitURL, items: items, sourcePath: node.path,
            location: node.location)
        exam.grading = grading
        exam.passMarkLocation = map.value("pass_mark")?.location
        exam.codeLocation = map.value("code")?.location
        windowAndRelease(&map, into: &exam)
        practiceTries(&map, into: &exam)
        return exam
    }

    /// `time_limit`: whole minutes, or a duration such as `90m`, `1h30m`, `2h`; 0 = unlimited; at
    /// most 12 h.
    func timeLimitSeconds(_ map: inout MappingReader) -> Int? {
        guard let node = map.value("time_limit"), !node.isNull else { return nil }
        let seconds: Int?
        if let minutes = node.int {
            // Past the bound, out of range (the check below says so) rather than an overflow trap.
            seconds = Self.seconds(ofMinutes: minutes) ?? Int.max
        } else {
            seconds = Self.parseDuration(node.string ?? "")
        }
        guard let seconds else {
            map.diagnostics.error(
                "exam.time-limit",
                "time_limit must be minutes (45) or a duration such as '90m' or '1h30m', found '\(node.string ?? "")'",
                at: node.location)
            return nil
        }
        guard (0...12 * 3600).contains(seconds) else {
            map.diagnostics.error(
                "exam.time-limit",
                "time_limit must be between 0 (unlimited) and 12 hours, found \(node.string ?? "")",
                at: node.location)
            return nil
        }
        return seconds
    }

    /// `minutes` in seconds, or `nil` past a million minutes (so that no product overflows).
    static func seconds(ofMinutes minutes: Int) -> Int? {
        abs(minutes) <= 1_000_000 ? minutes * 60 : nil
    }

    /// Parses `1h30m`, `90m`, `2h`, `45s`.
    public static func parseDuration(_ text: String) -> Int? {
        var total = 0
        var number = ""
        var sawUnit = false
        for c in text.replacingOccurrences(of: " ", with: "") {
            if c.isNumber {
                number.append(c)
            } else {
                // Bounded, so that n * 3600 cannot overflow (a trap) on "99999999999999999h".
                guard let n = Int(number), n <= 1_000_000 else { return nil }
                switch c {
                case "h": total += n * 3600
                case "m": total += n * 60
                case "s": total += n
                default: return nil
                }
                number = ""
                sawUnit = true
            }
        }
        return number.isEmpty && sawUnit ? total : nil
    }

    func gradeScale(_ map: inout MappingReader) -> [GradeBand] {
        guard let node = map.value("grade_scale") else { return [] }
        guard let items = node.items else {
            map.diagnostics.error(
                "schema.type", "'grade_scale' must be a list of {min, grade}", at: node.location)
            return []
        }
        var bands: [GradeBand] = []
        for item in items {
            guard
                var band = MappingReader(
                    item, what: "grade band", knownKeys: ["min", "grade"],
                    diagnostics: &map.diagnostics)
            else { continue }
            if let minimum = band.double("min", in: 0...100, required: true),
                let grade = band.string("grade", required: true)
            {
                if let previous = bands.last, previous.minimum <= minimum {
                    band.diagnostics.error(
                        "exam.grade-scale",
                        "grade bands must go from the highest 'min' down; \(minimum) follows \(previous.minimum)",
                        at: item.location)
                }
                bands.append(GradeBand(minimum: minimum, label: grade))
            }
            band.finish(into: &map.diagnostics)
        }
        return bands
    }

    func examItems(_ map: inout MappingReader, code: String) -> [ExamItem] {
        guard let node = map.value("questions") else {
            map.diagnostics.error(
                "schema.missing-key", "exam is missing the required key 'questions'",
                at: map.node.location)
            return []
        }
        guard let list = node.items else {
            map.diagnostics.error(
                "schema.type", "'questions' must be a list of question ids or picks",
                at: node.location)
            return []
        }
        if list.isEmpty {
            map.diagnostics.error("exam.empty", "this exam has no questions", at: node.location)
        }
        var items: [ExamItem] = []
        for entry in list {
            if case .scalar = entry.node, let id = entry.string, !entry.isNull {
                items.append(.question(id: id, weight: nil, location: entry.location))
                continue
            }
            guard
                var item = MappingReader(
                    entry, what: "exam question", knownKeys: Self.itemKeys,
                    diagnostics: &map.diagnostics)
            else { continue }
            defer { item.finish(into: &map.diagnostics) }
            let weight = item.double("weight")
            if let weight, weight <= 0, let at = item.value("weight")?.location {
                item.diagnostics.error(
                    "exam.weight",
                    "a weight must be positive, found \(item.value("weight")?.string ?? "")", at: at
                )
            }
            if item.has("pick") {
                guard let count = item.int("pick", in: 1...10_000) else { continue }
                let category = item.string("from")
                let tag = item.string("tag")
                if category == nil, tag == nil {
                    item.diagnostics.error(
                        "exam.pick", "a pick needs 'from' (a category) or 'tag'", at: entry.location
                    )
                    continue
                }
                let seed =
                    item.int("seed").map { UInt64(bitPattern: Int64($0)) } ?? StableHash.of(code)
                items.append(
                    .pick(
                        count: count, category: category, tag: tag, seed: seed, weight: weight,
                        location: entry.location))
            } else if let id = item.string("id", required: true) {
                items.append(
                    .question(
                        id: id, weight: weight,
                        location: item.value("id")?.location ?? entry.location))
            }
        }
        return items
    }
}
