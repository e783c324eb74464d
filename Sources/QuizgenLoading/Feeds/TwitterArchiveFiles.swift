import Foundation

/// Explicitly named files of a Twitter/X archive, for when they do not carry the usual names.
public struct TwitterArchiveFiles: Sendable, Hashable {
    /// `tweets.js` / `tweet.js` and any `tweets-partN.js`, in order.
    public var tweets: [URL]
    /// `account.js`, naming the account.
    public var account: URL?
    /// `manifest.js`, whose `userInfo` names the account when `account.js` is absent.
    public var manifest: URL?
    /// `direct-messages.js` and any parts.
    public var directMessages: [URL]
    /// The `tweets_media` / `tweet_media` folder.
    public var tweetMedia: URL?
    /// The `direct_messages_media` folder.
    public var directMessageMedia: URL?

    /// Names the files to import.
    ///
    /// - Parameters:
    ///   - tweets: The tweet files in order.
    ///   - account: The account file.
    ///   - manifest: The manifest file.
    ///   - directMessages: The direct-message files in order.
    ///   - tweetMedia: The tweet media folder; without it media get no local path.
    ///   - directMessageMedia: The direct-message media folder.
    public init(
        tweets: [URL] = [], account: URL? = nil, manifest: URL? = nil, directMessages: [URL] = [],
        tweetMedia: URL? = nil, directMessageMedia: URL? = nil
    ) {
        self.tweets = tweets
        self.account = account
        self.manifest = manifest
        self.directMessages = directMessages
        self.tweetMedia = tweetMedia
        self.directMessageMedia = directMessageMedia
    }
}
