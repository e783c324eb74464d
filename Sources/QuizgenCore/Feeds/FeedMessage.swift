import Foundation

/// A private (direct) message between two users.
public struct FeedMessage: Sendable, Hashable, Codable {
    /// The stable id.
    public var id: String
    /// The conversation it belongs to.
    public var conversationID: String
    /// The sender's `FeedUser.id`.
    public var senderID: String
    /// The recipient's `FeedUser.id`.
    public var recipientID: String
    /// When it was sent.
    public var sent: Date
    /// The message as plain text (entities decoded, short links expanded).
    public var text: String
    /// Attached files.
    public var media: [FeedMedia]
    /// Where it was read from, for diagnostics.
    public var sourceLocation: SourceLocation?

    /// Creates a message.
    ///
    /// - Parameters:
    ///   - id: The stable id.
    ///   - conversationID: The conversation.
    ///   - senderID: Who sent it.
    ///   - recipientID: Who received it.
    ///   - sent: When.
    ///   - text: The plain text.
    ///   - media: Attached files.
    ///   - sourceLocation: Where it was read from.
    public init(
        id: String, conversationID: String, senderID: String, recipientID: String, sent: Date,
        text: String, media: [FeedMedia] = [], sourceLocation: SourceLocation? = nil
    ) {
        self.id = id
        self.conversationID = conversationID
        self.senderID = senderID
        self.recipientID = recipientID
        self.sent = sent
        self.text = text
        self.media = media
        self.sourceLocation = sourceLocation
    }
}
