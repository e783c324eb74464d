import QuizgenCore

/// What the submissions of one chunk of JSON files have in common.
///
/// Equal answer lists share one storage: a JSON submission writes each multiple-choice answer
/// as an array (`["a", "c"]`), and across thousands of submissions the same few arrays come
/// back again and again; holding one copy of each saves an allocation per answer. The slug of
/// the last `exam` value is kept too (every file names the same exam).
struct AnswerListPool {
    /// The last `exam` value read and its slug.
    private var lastExam: (text: String, slug: String)?

    /// `Slug.make(text)`, remembered for the last text.
    mutating func slug(of text: String) -> String {
        if let lastExam, lastExam.text == text { return lastExam.slug }
        let slug = Slug.make(text)
        lastExam = (text, slug)
        return slug
    }

    /// Lists kept, at most `limit` of them (ordering answers are rarely equal).
    private var lists: [[String]: [String]] = [:]
    static let limit = 4096

    /// `list`, or an equal list seen before (which shares its storage).
    mutating func shared(_ list: [String]) -> [String] {
        if list.isEmpty { return list }
        if let known = lists[list] { return known }
        if lists.count < Self.limit { lists[list] = list }
        return list
    }
}
