import Foundation
import QuizgenCore
import QuizgenLoading
import QuizgenRendering
import QuizgenSystem

/// Images in questions exist inside the site, are of a kind the site publishes (`MediaPolicy`)
/// and have alt text.
///
/// Each problem is located at the image itself (its `![` in the bank), not at the question's
/// heading, and a missing file suggests the nearest file name in the folder it was looked for in.
struct QuestionImageValidator: ContentValidator {
    func validate(_ context: BuildContext, into diagnostics: inout Diagnostics) {
        var locator = BankImageLocator(root: context.options.root, reader: context.reader)
        for question in context[QuizContent.self].questions {
            for image in QuestionMedia.images(in: question) {
                let at = locator.location(of: image.url, in: question)
                if image.alt.trimmingCharacters(in: .whitespaces).isEmpty {
                    diagnostics.warning(
                        "bank.image-alt",
                        "image '\(image.url)' in question '\(question.id)' has no alt text; describe it for screen readers: ![description](\(image.url))",
                        at: at)
                }
                guard
                    let resolved = QuestionMedia.resolve(image.url, baseFolder: question.baseFolder)
                else { continue }
                switch resolved {
                case .outside:
                    diagnostics.error(
                        "bank.image-outside",
                        "image '\(image.url)' in question '\(question.id)' points outside Content/; keep images beside the bank",
                        at: at)
                case .local(let path) where Roster.isPrivateContent(path):
                    diagnostics.error(
                        "bank.image-private",
                        "image '\(image.url)' in question '\(question.id)' is a private file (a roster or a submission), which is never published",
                        at: at)
                case .local(let path):
                    let url = context.options.root.appendingPathComponent(path)
                    let content = SitePathGuard(root: context.contentFolder, name: "Content/")
                    if !content.allowsReading(
                        url, what: "image '\(image.url)' in question '\(question.id)'", at: at,
                        into: &diagnostics)
                    {
                        continue
                    } else if !FileManager.default.fileExists(atPath: url.path) {
                        diagnostics.error(
                            "bank.image-missing",
                            "image '\(image.url)' in question '\(question.id)' does not exist (looked for \(path))\(ContentFiles.didYouMean(url))",
                            at: at)
                    } else {
                        _ = MediaPolicy.admits(
                            "image '\(image.url)' in question '\(question.id)'", name: path,
                            bytes: { FileBytes.read(url.path) }, at: at, into: &diagnostics)
                    }
                }
            }
        }
    }
}
