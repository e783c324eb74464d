/// A refused request: the HTTP status and a sentence naming the problem, sent as
/// `{"error": "…"}` (or shown on an HTML page for the form path). Nothing is stored.
public struct CollectError: Error, Sendable, Hashable {
    /// The HTTP status code (4xx; 500 only when the store fails).
    public var status: Int
    /// What is wrong, for the person who sent the request.
    public var message: String

    /// Creates an error.
    public init(_ status: Int, _ message: String) {
        self.status = status
        self.message = message
    }
}
