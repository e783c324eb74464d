import QuizgenCore

extension ExamLoader {
    /// Reads `tries` (1 to ``PracticeTries/maximumTries`` per question) and `penalty` (the
    /// share of a question's points each wrong try costs, 0 to 1) into `exam`; wrong values
    /// are errors and left unset, and either key on an exam that is not in practice mode is a
    /// warning (only practice pages count tries).
    func practiceTries(_ map: inout MappingReader, into exam: inout Exam) {
        if let node = map.value("tries"), !node.isNull {
            if let count = node.int, (1...PracticeTries.maximumTries).contains(count) {
                exam.practice.tries = count
            } else {
                map.diagnostics.error(
                    "exam.tries",
                    "'tries' must be a whole number of tries per question from 1 to \(PracticeTries.maximumTries), found '\(node.string ?? node.kindDescription)'",
                    at: node.location)
            }
        }
        if let node = map.value("penalty"), !node.isNull {
            if let value = node.double, value.isFinite, (0...1).contains(value) {
                exam.practice.penalty = value
            } else {
                map.diagnostics.error(
                    "exam.penalty",
                    "'penalty' must be the share of a question's points each wrong try costs, from 0 to 1 (0.33 for a third), found '\(node.string ?? node.kindDescription)'",
                    at: node.location)
            }
        }
        guard exam.mode != .practice else { return }
        for key in ["tries", "penalty"] {
            guard let node = map.value(key), !node.isNull else { continue }
            map.diagnostics.warning(
                "exam.practice-only",
                "'\(key)' only counts in practice mode (mode: practice); this exam ignores it",
                at: node.location)
        }
    }
}
