import QuizgenCore

/// Gives every imported question an id that is unique across the banks written in one import and
/// the banks the site already has.
struct QuestionIDAllocator {
    private var used: Set<String>

    /// An allocator that also avoids `taken` (the ids of the site's existing banks).
    init(taken: Set<String> = []) { used = taken }

    /// An id from the question's title (or, without one, from its text), made unique with `-2`,
    /// `-3`, ….
    mutating func id(for question: ImportedQuestion, fallback: String) -> String {
        let source = question.title.flatMap { $0.isEmpty ? nil : $0 } ?? fallback
        var base = String(Slug.make(source).prefix(60))
        while base.hasSuffix("-") { base.removeLast() }
        if base.isEmpty { base = "question" }
        var candidate = base
        var counter = 2
        while used.contains(candidate) {
            candidate = "\(base)-\(counter)"
            counter += 1
        }
        used.insert(candidate)
        return candidate
    }
}
