import QuizgenCore

extension ExamLoader {
    static let resultsKeys = ["show", "when"]

    /// Reads `attempts`, `graded`, `opens`, `closes` (RFC 3339 date-times; without a zone, in
    /// the site's time zone) and `results: { show, when }` into `exam`; wrong values are
    /// reported and left unset.
    func windowAndRelease(_ map: inout MappingReader, into exam: inout Exam) {
        if let node = map.value("attempts"), !node.isNull {
            if node.string == "unlimited" {
                exam.attempts = .some(nil)
            } else if let count = node.int, (1...100).contains(count) {
                exam.attempts = .some(count)
            } else {
                map.diagnostics.error(
                    "exam.attempts",
                    "'attempts' must be a number of attempts from 1 to 100, or 'unlimited', found '\(node.string ?? "")'",
                    at: node.location)
            }
        }
        if let node = map.value("variants"), !node.isNull {
            if let count = node.int, (1...Exam.maximumVariants).contains(count) {
                exam.variants = count
                exam.variantsLocation = node.location
            } else {
                map.diagnostics.error(
                    "exam.variants",
                    "'variants' must be a number of variants from 1 to \(Exam.maximumVariants), found '\(node.string ?? node.kindDescription)'",
                    at: node.location)
            }
        }
        if let graded = map.choice("graded", of: AttemptChoice.allCases.map(\.rawValue)) {
            exam.graded = AttemptChoice(rawValue: graded) ?? .latest
        }
        exam.opens = examTime("opens", &map)
        exam.closes = examTime("closes", &map)
        if let opens = exam.opens, let closes = exam.closes, let at = map.value("closes")?.location,
            closes.date(in: .gmt) <= opens.date(in: .gmt)
        {
            map.diagnostics.error(
                "exam.window", "'closes' (\(closes.text)) must be after 'opens' (\(opens.text))",
                at: at)
        }
        guard var results = map.mapping("results", knownKeys: Self.resultsKeys) else { return }
        if let show = results.choice("show", of: ResultRelease.Show.allCases.map(\.rawValue))
            .flatMap(ResultRelease.Show.init(rawValue:))
        {
            exam.results.show = show
        }
        if let when = results.choice("when", of: ResultRelease.When.allCases.map(\.rawValue))
            .flatMap(ResultRelease.When.init(rawValue:))
        {
            exam.results.when = when
        }
        results.finish(into: &map.diagnostics)
    }

    func examTime(_ key: String, _ map: inout MappingReader) -> ExamTime? {
        guard let text = map.string(key) else { return nil }
        guard let time = ExamTime(text) else {
            if let at = map.value(key)?.location {
                map.diagnostics.error(
                    "exam.window",
                    "'\(key)' must be an RFC 3339 date-time such as 2026-11-24T09:00:00+01:00 (or 2026-11-24T09:00 in the site's time zone), found '\(text)'",
                    at: at)
            }
            return nil
        }
        return time
    }
}
