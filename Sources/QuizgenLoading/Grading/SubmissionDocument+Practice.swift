import Foundation
import QuizgenCore

/// A practice page's `wrong_tries` and `question_variants` (issue 31), read by the build's
/// rules for every reader, and kept by the collector as one canonical JSON text.
extension SubmissionDocument {
    /// The practice fields of `fields` by the build's rules.
    ///
    /// - Parameters:
    ///   - fields: The document's fields.
    ///   - diagnostics: Receives each wrong entry, located.
    /// - Returns: The wrong tries and the further draws by question id, or `nil` when an entry
    ///   is wrong.
    public static func practice(_ fields: SubmissionFields, into diagnostics: inout Diagnostics)
        -> (wrongTries: [String: Int], questionVariants: [String: String])?
    {
        var ok = true
        let read = SubmissionJSONReader.practice(fields, ok: &ok, into: &diagnostics)
        return ok ? read : nil
    }

    /// The practice fields as canonical JSON (sorted keys), or `nil` when both are empty.
    public static func practiceJSON(wrongTries: [String: Int], questionVariants: [String: String])
        -> String?
    {
        guard !wrongTries.isEmpty || !questionVariants.isEmpty else { return nil }
        var object: [String: Any] = [:]
        if !wrongTries.isEmpty { object["wrong_tries"] = wrongTries }
        if !questionVariants.isEmpty { object["question_variants"] = questionVariants }
        guard
            let data = try? JSONSerialization.data(
                withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
        else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// The practice fields of a text ``practiceJSON(wrongTries:questionVariants:)`` wrote;
    /// empty for `nil` or a text that is not one.
    public static func practice(json: String?) -> (
        wrongTries: [String: Int], questionVariants: [String: String]
    ) {
        guard let json,
            let fields = try? read(Array(json.utf8), path: "practice")
        else { return ([:], [:]) }
        var ignored = Diagnostics()
        return practice(fields, into: &ignored) ?? ([:], [:])
    }
}
