import CCmarkGFM
import Foundation
import QuizgenCore
import QuizgenLoading

/// Which images of a text load lazily.
public enum ImageLoading: Sendable {
    /// Every image but the text's first (a page's body: the first is likely above the fold).
    case lazyAfterFirst
    /// None (an exam: every image must be there if the connection drops while it is taken).
    case eager
}

/// The site's processed images as the Markdown renderer finds them: by route path, and the
/// base path their links start with.
public struct PublishedImages: Sendable {
    /// Each image by its route path (`/river/photo.jpg`).
    public var byRoute: [String: PublishedImage] = [:]
    /// The base path every link starts with (`/` or `/course/`).
    public var basePath = "/"

    /// The layout width the `sizes` attribute gives: the theme's text column (`--measure`,
    /// 46rem less its padding) on a wide screen, the whole viewport on a phone.
    public static let sizes = "(min-width: 48rem) 44rem, 100vw"

    /// Creates an empty set.
    public init() {}

    /// The image a link leads to (as the renderer rewrote it: under the base path,
    /// percent-encoded or not, with a query or fragment or not).
    public func image(at url: String) -> PublishedImage? {
        guard !byRoute.isEmpty else { return nil }
        let end = url.firstIndex { $0 == "#" || $0 == "?" } ?? url.endIndex
        let path = url[..<end]
        guard path.hasPrefix(basePath) else { return nil }
        let route = "/" + path.dropFirst(basePath.count)
        return byRoute[route] ?? route.removingPercentEncoding.flatMap { byRoute[$0] }
    }

    /// `html` (markup quizgen serialised itself: a feed post's body, made from its Markdown or
    /// sanitised from an archive before the images were processed) with `width` and `height` on
    /// each `<img>` whose `src` leads to a processed image and that has no `width` yet.
    /// Attribute values are read in their quotes, so a `>` in an `alt` does not end the tag.
    public func sized(html: String) -> String {
        guard !byRoute.isEmpty, html.contains("<img") else { return html }
        var result = ""
        var rest = html[...]
        while let start = rest.range(of: "<img") {
            result += rest[..<start.lowerBound]
            var quote: Character?
            var end = start.upperBound
            while end < rest.endIndex {
                let character = rest[end]
                if let open = quote {
                    if character == open { quote = nil }
                } else if character == "\"" || character == "'" {
                    quote = character
                } else if character == ">" {
                    break
                }
                end = rest.index(after: end)
            }
            guard end < rest.endIndex else {
                result += rest
                return result
            }
            var tag = String(rest[start.lowerBound..<end])
            rest = rest[rest.index(after: end)...]
            if !tag.contains(" width="), let src = Self.attribute("src", in: tag),
                let image = image(at: src.replacingOccurrences(of: "&amp;", with: "&"))
            {
                let closing = tag.hasSuffix("/") ? " /" : ""
                if !closing.isEmpty {
                    tag = String(tag.dropLast()).trimmingCharacters(in: .whitespaces)
                }
                tag += " width=\"\(image.width)\" height=\"\(image.height)\"" + closing
            }
            result += tag + ">"
        }
        return result + rest
    }

    /// The value of the double-quoted attribute `name` in a start tag, `nil` without one.
    static func attribute(_ name: String, in tag: String) -> String? {
        guard let start = tag.range(of: " \(name)=\"") else { return nil }
        guard let end = tag[start.upperBound...].firstIndex(of: "\"") else { return nil }
        return String(tag[start.upperBound..<end])
    }

    /// The link to a copy's route path.
    func link(_ routePath: String) -> String {
        let path = basePath + routePath.drop { $0 == "/" }
        return path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
    }

    /// The HTML for an image: `<img>` with its size (and `loading`/`decoding` when lazy), in a
    /// `<picture>` offering its WebP copies when it has some.
    ///
    /// - Parameters:
    ///   - image: The image.
    ///   - src: Its link, as written in the page.
    ///   - alt: Its text alternative.
    ///   - title: Its title, if any.
    ///   - lazy: Whether it loads lazily.
    public func html(
        _ image: PublishedImage, src: String, alt: String, title: String?, lazy: Bool
    ) -> String {
        var img =
            "<img src=\"\(MarkupEscaping.htmlAttribute(src))\" alt=\"\(MarkupEscaping.htmlAttribute(alt))\""
        if let title, !title.isEmpty { img += " title=\"\(MarkupEscaping.htmlAttribute(title))\"" }
        img += " width=\"\(image.width)\" height=\"\(image.height)\""
        img += lazy ? " loading=\"lazy\" decoding=\"async\" />" : " decoding=\"async\" />"
        guard let srcset = srcset(image) else { return img }
        return
            "<picture><source type=\"image/webp\" srcset=\"\(MarkupEscaping.htmlAttribute(srcset))\" sizes=\"\(Self.sizes)\" />"
            + img + "</picture>"
    }

    /// The `srcset` of an image's WebP copies, `nil` without any.
    public func srcset(_ image: PublishedImage) -> String? {
        guard !image.variants.isEmpty else { return nil }
        return image.variants.map { "\(link($0.path)) \($0.width)w" }.joined(separator: ", ")
    }
}

extension MarkdownRenderer {
    /// Replaces each image whose (rewritten) link leads to a processed image with its
    /// ``PublishedImages/html(_:src:alt:title:lazy:)``, a custom inline node cmark writes as it
    /// is (so safe mode keeps it).
    func markImages(in document: MarkdownDocument, loading: ImageLoading) {
        guard !images.byRoute.isEmpty else { return }
        var found: [(node: OpaquePointer, image: PublishedImage)] = []
        var seen = 0
        var first: OpaquePointer?
        let iterator = cmark_iter_new(document.root)
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator),
                cmark_node_get_type(node) == CMARK_NODE_IMAGE
            else { continue }
            seen += 1
            if seen == 1 { first = node }
            guard let url = cmark_node_get_url(node).map({ String(cString: $0) }),
                let image = images.image(at: url)
            else { continue }
            found.append((node, image))
        }
        cmark_iter_free(iterator)
        for (node, image) in found {
            let src = cmark_node_get_url(node).map { String(cString: $0) } ?? ""
            let title = cmark_node_get_title(node).map { String(cString: $0) }
            let alt = withExtendedLifetime(document) { MarkdownDocument.plainText(of: node) }
            let lazy = loading == .lazyAfterFirst && node != first
            guard let inline = cmark_node_new(CMARK_NODE_CUSTOM_INLINE) else { continue }
            _ = cmark_node_set_on_enter(
                inline, images.html(image, src: src, alt: alt, title: title, lazy: lazy))
            _ = cmark_node_set_on_exit(inline, "")
            _ = cmark_node_insert_before(node, inline)
            cmark_node_unlink(node)
            cmark_node_free(node)
        }
    }
}
