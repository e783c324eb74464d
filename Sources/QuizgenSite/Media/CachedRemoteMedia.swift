import Foundation
import QuizgenCore
import QuizgenRemoteMedia
import QuizgenRendering

/// The remote images of exams (their intros and questions: text, choices, feedback,
/// explanations) as the last build published them, for pages rendered outside a build (the
/// collector's exam form, result and console pages): each URL's copy found in the site's cache,
/// the placeholder for one the cache lacks, a linked host kept linked. No request is made, so a
/// student's browser never asks the remote host, as on the built pages.
public enum CachedRemoteMedia {
    /// The sources for `exams` of the site at `root`, under `basePath`.
    public static func sources(
        exams: [AssembledExam], config: SiteConfig, root: URL, basePath: String
    ) -> RemoteMediaSources {
        var urls: Set<String> = []
        for exam in exams {
            for image in RemoteImageScanner.images(in: exam.exam.intro, path: "") {
                urls.insert(image.url)
            }
            for question in exam.questions.map(\.question) {
                for image in QuestionMedia.images(in: question)
                where RemoteMediaRoutes.host(of: image.url) != nil {
                    urls.insert(image.url)
                }
            }
        }
        var routes = RemoteMediaRoutes()
        for url in urls {
            if let path = RemoteMediaFetcher.cachedPath(of: url, root: root) {
                routes.routes[url] = "/" + path
            }
        }
        return RemoteMediaSources(routes: routes, config: config.remoteMedia, basePath: basePath)
    }
}
