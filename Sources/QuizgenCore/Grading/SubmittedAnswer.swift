/// One answer as a submission wrote it, before it is read against the question's type.
public enum SubmittedAnswer: Sendable, Hashable, Codable {
    /// A JSON string: a choice id, `true`/`false`, or typed text.
    case text(String)
    /// A JSON array: ticked choice ids, or item ids in the examinee's order.
    case list([String])
    /// A JSON object: matching prompt id to the chosen right-side value.
    case pairs([String: String])
    /// A CSV cell: split by the question's type (`a;c`, `a=r1;b=r2`, or text as typed).
    case cell(String)
}
