import QuizgenSite

/// The plugins every command installs after the core one.
enum Plugins {
    static var all: [Plugin] {
        [QuizPlugin.plugin, GradingPlugin.plugin, FeedPlugin.plugin, SearchPlugin.plugin]
    }
}
