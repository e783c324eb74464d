import Foundation
import QuizgenCore
import QuizgenLoading
import QuizgenRendering

/// The `load-feeds` step: reads each declared feed, drops private content unless it may be
/// published, copies media, and adds the feed's page models to the store.
enum FeedLoadStep {
    @Sendable static func run(_ context: inout BuildContext) async throws {
        let configs = context.config.feeds
        guard !configs.isEmpty else { return }
        if !context.site.hasAbsoluteBase {
            context.diagnostics.warning(
                "feed.base-url",
                "feeds need an absolute base_url (like https://example.org/) for the URLs in their Atom, RSS and JSON feeds",
                at: configs.first?.location)
        }
        var links: [HomeLink] = []
        for config in configs {
            context.progress("loading feed \(config.name)")
            let imported = load(config, context: context)
            context.diagnostics.merge(imported.diagnostics)
            let filtered = FeedPrivacyFilter.filter(
                imported.feed, publishPrivate: config.publishPrivate)
            var feed = filtered.0
            let removed = filtered.1
            // Avatars, attachments and images known only by URL: the site's copies.
            let remote = await RemoteMediaPublisher.publish(
                FeedRemoteMedia.requests(of: feed), into: &context)
            FeedRemoteMedia.rewriteImages(in: &feed, sources: remote)
            if let summary = removed.summary {
                context.notes.append(
                    "\(config.name): \(summary) not published (publish_private is off)")
            }
            let source = context.options.root.appendingPathComponent(config.source)
            let media = FeedMediaPublisher.publish(feed, from: source)
            context.staticFiles += media.files
            let published = PublishedFeed(
                config: config, feed: feed, media: media.routes, dates: context.site.dates)
            add(published, to: &context.store)
            context[ReportState.self].series.append(
                activity(
                    of: feed,
                    title: context.site.catalog.text(
                        "dashboard.posts_per_month", ["feed": config.title])))
            context.nav.append(NavItem(title: config.title, path: published.base, weight: 60))
            links.append(
                HomeLink(
                    title: config.title, path: published.base,
                    summary: context.site.catalog.plural("feed.posts", count: feed.posts.count)))
        }
        context.store.add(FeedEmbedScript())
        context.home.sections.append(
            HomeSection(title: context.site.catalog.text("home.feeds"), links: links))
    }

    static func load(_ config: FeedConfig, context: BuildContext) -> FeedImport {
        let url = context.options.root.appendingPathComponent(config.source)
        // The source folder itself may be a link out of the site (Content/feeds/<name>/): the
        // archive's own guard would take the outside folder as its root.
        var refused = Diagnostics()
        guard
            context.reader.pathGuard.allows(
                url, what: "the source '\(config.source)' of feed '\(config.name)'",
                at: config.location, into: &refused)
        else {
            return FeedImport(feed: Feed(name: config.name), diagnostics: refused)
        }
        var imported = importFeed(config, from: url, context: context)
        // What concerns the source as a whole (a file it lacks, an unreadable zip) is located
        // at the feed's key in quizgen.yaml, which names it.
        imported.diagnostics = imported.diagnostics.relocating(
            wholeOf: context.reader.displayPath(url), to: config.location)
        return imported
    }

    /// Reads the feed of `config` from its source at `url`, with site-relative paths.
    static func importFeed(_ config: FeedConfig, from url: URL, context: BuildContext)
        -> FeedImport
    {
        switch config.format {
        case .quizgen:
            let markdown = context.site.markdown
            return QuizgenFeedLoader(reader: context.reader, renderMarkdown: { markdown.html($0) })
                .load(config)
        case .mastodon, .twitter:
            guard FileManager.default.fileExists(atPath: url.path) else {
                var diagnostics = Diagnostics()
                diagnostics.error(
                    "feed.source-missing",
                    "feed '\(config.name)' has no source at \(config.source)", at: config.location)
                return FeedImport(feed: Feed(name: config.name), diagnostics: diagnostics)
            }
            var result =
                config.format == .mastodon
                ? MastodonImporter().importArchive(at: url)
                : TwitterImporter().importArchive(at: url)
            result.feed.name = config.name
            // Importers name files relative to the archive's folder; make them site-relative.
            // A source at the site root has no folder to prefix (its parent's display path
            // would be the absolute root).
            let parent = url.deletingLastPathComponent().standardizedFileURL.path
            let root = context.options.root.standardizedFileURL.path
            let atRoot = parent.trimmingCharacters(in: ["/"]) == root.trimmingCharacters(in: ["/"])
            let base = atRoot ? "" : context.reader.displayPath(url.deletingLastPathComponent())
            let archive = url.lastPathComponent
            result.diagnostics = result.diagnostics.mappingPaths { path in
                path.hasPrefix(archive) && !base.isEmpty && !path.hasPrefix(base)
                    ? base + "/" + path : path
            }
            return result
        }
    }

    /// Published posts per month (UTC), for the dashboard's activity chart titled `title`.
    static func activity(of feed: Feed, title: String) -> ActivitySeries {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        var counts: [String: Int] = [:]
        for post in feed.posts {
            let parts = calendar.dateComponents([.year, .month], from: post.published)
            counts[String(format: "%04d-%02d", parts.year ?? 0, parts.month ?? 0), default: 0] += 1
        }
        return ActivitySeries(
            title: title,
            points: counts.keys.sorted().map { ActivityPoint(label: $0, value: counts[$0]!) })
    }

    static func add(_ published: PublishedFeed, to store: inout ContentStore) {
        let feed = published.feed
        store.add(FeedTimeline(feed: published))
        store.add(FeedGroupsPage(feed: published))
        store.add(FeedSyndication(feed: published))
        store.add(feed.posts.indices.map { FeedPostPage(feed: published, index: $0) })
        store.add(feed.users.map { FeedUserPage(feed: published, userID: $0.id) })
        store.add(feed.users.map { FeedSyndication(feed: published, userID: $0.id) })
        store.add(published.tags.indices.map { FeedTagPage(feed: published, tag: $0) })
        store.add(
            published.communities.indices.map { FeedCommunityPage(feed: published, community: $0) })
        store.add(published.months.indices.map { FeedMonthPage(feed: published, month: $0) })
        if published.config.publishPrivate {
            store.add(
                published.conversations.keys.sorted().map {
                    FeedConversationsPage(feed: published, userID: $0)
                })
        }
    }
}
