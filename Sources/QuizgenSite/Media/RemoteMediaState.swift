import QuizgenCore
import QuizgenRemoteMedia

/// What the build has fetched so far, shared by the steps that ask (`load-feeds` for feed
/// media, `remote-media` for the pages, questions and exam texts): each URL fetched once, each
/// copy published once.
struct RemoteMediaState: BuildState {
    /// The outcome of each URL asked for.
    var outcomes: [String: RemoteMediaOutcome] = [:]
    /// The routes of the fetched copies, by URL.
    var routes = RemoteMediaRoutes()
    /// The paths below the output already published.
    var published: Set<String> = []
}
