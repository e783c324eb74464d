import QuizgenCore
import QuizgenRendering

/// Publishes the social feeds declared under `feeds:` in `quizgen.yaml`.
///
/// Installs one adapter per kind of feed page (timeline, post, user, tag, community, groups,
/// conversations, syndication, embed script, month) and the `load-feeds` step after `load-content`.
/// See `docs/feeds.md` for the URLs and the privacy rules.
public enum FeedPlugin {
    /// The plugin.
    public static let plugin = Plugin(name: "feeds", readsPages: false) { installer in
        try installer.use(FeedTimelineAdapter(), for: FeedTimeline.self)
        try installer.use(FeedPostAdapter(), for: FeedPostPage.self)
        try installer.use(FeedUserAdapter(), for: FeedUserPage.self)
        try installer.use(FeedTagAdapter(), for: FeedTagPage.self)
        try installer.use(FeedCommunityAdapter(), for: FeedCommunityPage.self)
        try installer.use(FeedGroupsAdapter(), for: FeedGroupsPage.self)
        try installer.use(FeedConversationsAdapter(), for: FeedConversationsPage.self)
        try installer.use(FeedSyndicationAdapter(), for: FeedSyndication.self)
        try installer.use(FeedEmbedScriptAdapter(), for: FeedEmbedScript.self)
        try installer.use(FeedMonthAdapter(), for: FeedMonthPage.self)
        try installer.addStep(BuildStep("load-feeds", FeedLoadStep.run), after: "load-content")
    }
}
