import QuizgenCore

extension SubmissionJSONReader {
    /// A practice page's `wrong_tries` (question id → a whole number from 0 to
    /// ``SubmissionDocument/maxWrongTries``) and `question_variants` (question id → the
    /// variant of a further draw, a positive whole number as text); a wrong value is an error
    /// at its place and the submission is not graded.
    static func practice(
        _ document: SubmissionFields, ok: inout Bool, into diagnostics: inout Diagnostics
    ) -> (wrongTries: [String: Int], questionVariants: [String: String]) {
        var wrongTries: [String: Int] = [:]
        var questionVariants: [String: String] = [:]
        for key in SubmissionDocument.practiceKeys {
            guard let node = document[key], node.kind != .null else { continue }
            guard let entries = document.practice[key] else {
                diagnostics.error(
                    "submission.practice",
                    "'\(key)' must be an object mapping question ids to \(key == "wrong_tries" ? "numbers of wrong tries" : "variants"), found \(node.kindName)",
                    at: document.location(of: node))
                ok = false
                continue
            }
            for (id, value) in entries {
                let text = value.stringOrNumber.map(trimmed) ?? ""
                if key == "wrong_tries" {
                    if value.kind == .number, let count = Int(text),
                        (0...SubmissionDocument.maxWrongTries).contains(count)
                    {
                        wrongTries[id] = count
                        continue
                    }
                    diagnostics.error(
                        "submission.practice",
                        "the wrong tries of '\(id.prefix(80))' must be a whole number from 0 to \(SubmissionDocument.maxWrongTries), found \(value.stringOrNumber.map { "'\($0.prefix(40))'" } ?? value.kindName)",
                        at: document.location(of: value))
                } else {
                    if value.kind == .string || value.kind == .number, let number = Int(text),
                        number > 0, String(number) == text
                    {
                        questionVariants[id] = text
                        continue
                    }
                    diagnostics.error(
                        "submission.practice",
                        "the variant of '\(id.prefix(80))' must be a variant's number such as 7, found \(value.stringOrNumber.map { "'\($0.prefix(40))'" } ?? value.kindName)",
                        at: document.location(of: value))
                }
                ok = false
            }
        }
        return (wrongTries, questionVariants)
    }
}
