/// A feed's user as templates see it: a post's or comment's `author`, a profile's `user`, a
/// conversation's `with` and a message's `from`.
struct FeedUserView: KeyedTemplateView {
    enum Key: String, CaseIterable {
        case name, username, bio, url, community
        case profileURL = "profile_url"
        case avatar, location
    }

    var name: String
    var username: String
    /// The bio, HTML.
    var bio: String
    /// The user's page, when the feed publishes one.
    var url: String?
    var community: String?
    /// The user's profile elsewhere (http or https).
    var profileURL: String?
    /// The avatar's published copy, or its online URL.
    var avatar: String?
    /// The place's name.
    var location: String?

    init(_ id: String, of published: PublishedFeed, site: SiteContext) {
        let user = published.user(id)
        name = user.displayName
        username = user.username
        bio = user.bioHTML
        url = published.userPath(id).map(site.url)
        community = user.community
        profileURL = user.profileURL.flatMap(FeedViews.webURL)
        avatar = user.avatar.flatMap {
            published.media[$0].map(site.url)
                ?? FeedViews.remoteURL($0, site: site, resolve: site.url)
        }
        location = user.location?.name
    }

    func value(_ key: Key) -> Any? {
        switch key {
        case .name: name
        case .username: username
        case .bio: bio
        case .url: url
        case .community: community
        case .profileURL: profileURL
        case .avatar: avatar
        case .location: location
        }
    }
}
