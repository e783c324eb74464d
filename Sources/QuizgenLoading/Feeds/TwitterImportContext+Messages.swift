import Foundation
import QuizgenCore

extension TwitterImportContext {
    /// Reads the conversations of one `direct-messages.js` (or part) file one conversation at a
    /// time (the file is never held as one parsed tree). A syntax error gives that one error and
    /// no messages from the file, as a whole-file parse would.
    func readMessages(_ file: TwitterImportSources.File, diagnostics: inout Diagnostics)
        -> [FeedMessage]
    {
        var messages: [FeedMessage] = []
        var found = Diagnostics()
        let read = FeedJSONReader.forEachElement(
            file.data, displayPath: file.displayPath, scriptPrefix: true, diagnostics: &diagnostics
        ) { item in
            readConversation(item, path: file.displayPath, into: &messages, diagnostics: &found)
        }
        guard read else { return [] }
        diagnostics.merge(found)
        return messages
    }

    private func readConversation(
        _ item: JSONNode, path: String, into messages: inout [FeedMessage],
        diagnostics: inout Diagnostics
    ) {
        let conversation = item["dmConversation"] ?? item
        guard let conversationID = conversation["conversationId"]?.string else {
            diagnostics.error(
                "feed.missing-field", "conversation has no 'conversationId'; skipped",
                at: item.location(in: path))
            return
        }
        for entry in conversation["messages"]?.array ?? [] {
            // Other events (reactions, joins, renames) are not messages.
            guard let create = entry["messageCreate"] else { continue }
            if let message = message(
                create, conversationID: conversationID, path: path, diagnostics: &diagnostics)
            {
                messages.append(message)
            }
        }
    }

    private func message(
        _ node: JSONNode, conversationID: String, path: String, diagnostics: inout Diagnostics
    ) -> FeedMessage? {
        let location = node.location(in: path)
        guard let id = node["id"]?.string else {
            diagnostics.error("feed.missing-field", "message has no 'id'; skipped", at: location)
            return nil
        }
        guard let dateNode = node["createdAt"], let dateText = dateNode.string else {
            diagnostics.error(
                "feed.missing-field", "message '\(id)' has no 'createdAt'; skipped", at: location)
            return nil
        }
        guard let sent = dates.iso8601(dateText) else {
            diagnostics.error(
                "feed.bad-date",
                "'\(dateText)' is not an ISO 8601 date; message '\(id)' skipped",
                at: dateNode.location(in: path))
            return nil
        }
        var text = HTMLEscaping.decodeEntities(node["text"]?.string ?? "")
        for link in node["urls"]?.array ?? [] {
            if let short = link["url"]?.string, let expanded = link["expanded"]?.string,
                !short.isEmpty
            {
                text = text.replacingOccurrences(of: short, with: expanded)
            }
        }
        let media = (node["mediaUrls"]?.array ?? []).compactMap(\.string).map { url in
            self.media(
                url: url, ownerID: id, folder: sources.directMessageMedia, location: location,
                diagnostics: &diagnostics)
        }
        return FeedMessage(
            id: id, conversationID: conversationID, senderID: node["senderId"]?.string ?? "",
            recipientID: node["recipientId"]?.string ?? "", sent: sent, text: text, media: media,
            sourceLocation: location)
    }

    /// Drops duplicate message ids (with a warning) and sorts by time, then id.
    static func finish(_ messages: [FeedMessage], diagnostics: inout Diagnostics) -> [FeedMessage] {
        var seen: Set<String> = []
        var unique: [FeedMessage] = []
        for message in messages {
            guard seen.insert(message.id).inserted else {
                diagnostics.warning(
                    "feed.duplicate-id",
                    "duplicate message id '\(message.id)'; this copy is skipped",
                    at: message.sourceLocation)
                continue
            }
            unique.append(message)
        }
        return unique.sorted { ($0.sent, $0.id) < ($1.sent, $1.id) }
    }
}
