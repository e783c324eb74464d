import Foundation
import QuizgenCore
import QuizgenLoading
import QuizgenRendering

/// Images in questions exist inside the site and have alt text.
struct QuestionImageValidator: ContentValidator {
    func validate(_ context: BuildContext, into diagnostics: inout Diagnostics) {
        for question in context.quiz.questions {
            for image in QuestionMedia.images(in: question) {
                if image.alt.trimmingCharacters(in: .whitespaces).isEmpty {
                    diagnostics.warning(
                        "bank.image-alt", "image '\(image.url)' in question '\(question.id)' has no alt text; describe it for screen readers: ![description](\(image.url))",
                        at: question.location)
                }
                guard let resolved = QuestionMedia.resolve(image.url, baseFolder: question.baseFolder) else { continue }
                switch resolved {
                case .outside:
                    diagnostics.error(
                        "bank.image-outside", "image '\(image.url)' in question '\(question.id)' points outside Content/; keep images beside the bank", at: question.location)
                case .local(let path):
                    let url = context.options.root.appendingPathComponent(path)
                    let content = SitePathGuard(root: context.contentFolder, name: "Content/")
                    if !content.allows(
                        url, what: "image '\(image.url)' in question '\(question.id)'", at: question.location,
                        into: &diagnostics)
                    {
                        continue
                    } else if !FileManager.default.fileExists(atPath: url.path) {
                        diagnostics.error(
                            "bank.image-missing", "image '\(image.url)' in question '\(question.id)' does not exist (looked for \(path))",
                            at: question.location)
                    }
                }
            }
        }
    }
}
