import QuizgenI18n

/// A refused request: the HTTP status and a sentence naming the problem, sent as
/// `{"error": "…"}` (or shown on an HTML page for the form path). Nothing is stored.
public struct CollectError: Error, Sendable, Hashable {
    /// The HTTP status code (4xx; 500 only when the store fails).
    public var status: Int
    /// What is wrong, for the person who sent the request.
    public var message: String

    /// The catalog key of the sentence for people (`collect.error.<key>`), when there is one:
    /// HTML pages and the JSON's `error_text` show it in the site's language.
    public var key: String?
    /// The placeholders of that sentence.
    public var arguments: [String: String] = [:]
    /// With a 429: the seconds after which the same request may succeed (`Retry-After`).
    public var retryAfter: Int?

    /// Creates an error.
    public init(_ status: Int, _ message: String) {
        self.status = status
        self.message = message
    }

    /// Creates an error whose sentence for people is the catalog's `collect.error.<key>`.
    ///
    /// - Parameters:
    ///   - status: The HTTP status code.
    ///   - message: The English sentence of the JSON's `error` (for programs and logs).
    ///   - key: The catalog key below `collect.error`.
    ///   - arguments: Its placeholders.
    public init(_ status: Int, _ message: String, key: String, _ arguments: [String: String] = [:])
    {
        self.init(status, message)
        self.key = key
        self.arguments = arguments
    }
}

extension CollectError {
    /// Two refusals are the same when their status and message are: the key only chooses how
    /// the message reads to people.
    public static func == (a: CollectError, b: CollectError) -> Bool {
        a.status == b.status && a.message == b.message
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(status)
        hasher.combine(message)
    }

    /// The sentence for people in `catalog`'s language (the English message without a key).
    func text(in catalog: Catalog) -> String {
        guard let key else { return message }
        return catalog.text("collect.error." + key, arguments)
    }
}
