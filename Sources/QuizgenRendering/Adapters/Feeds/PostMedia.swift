import QuizgenCore

/// An attachment as templates see it (a post card's and a message's `media`): the copied file's
/// URL, the online URL of a medium that never was in the archive, or a placeholder (a medium the
/// archive should hold but does not is never hotlinked).
struct PostMedia: KeyedTemplateView {
    enum Key: String, CaseIterable {
        case alt, label, type, url
        case isImage = "is_image"
        case isVideo = "is_video"
        case isAudio = "is_audio"
        case isOther = "is_other"
        case width, height, missing, srcset, sizes
    }

    var alt: String
    /// The alt text, or "Attachment" without one.
    var label: String
    /// The media type (`image/png`).
    var type: String
    /// Where it is published; `nil` when the archive lacks the file (`missing`).
    var url: String?
    var width: Int?
    var height: Int?
    /// The WebP copies of a processed image (``PublishedImages/srcset(_:)``).
    var srcset: String?

    init(_ media: FeedMedia, of published: PublishedFeed, site: SiteContext) {
        alt = media.altText ?? ""
        label = alt.isEmpty ? site.catalog.text("feed.attachment") : alt
        type = media.mediaType
        url = FeedViews.mediaURL(media, of: published, site: site, resolve: site.url)
        width = media.width.flatMap { $0 > 0 ? $0 : nil }
        height = media.height.flatMap { $0 > 0 ? $0 : nil }
        // A processed image's own size (upright) wins over what the archive says: the copied
        // file's, or the site's copy of a medium known only by its URL.
        let route: String? =
            if let path = media.localPath {
                published.media[path]
            } else {
                media.url.flatMap(FeedViews.webURL).flatMap {
                    site.markdown.remoteMedia?.route(for: $0)
                }
            }
        if let route, let image = site.images[route] {
            width = image.width
            height = image.height
            srcset = site.markdown.images.srcset(image)
        }
    }

    /// The type's first part: `image`, `video`, `audio` or another.
    private var kind: Substring { type.split(separator: "/").first ?? "" }

    func value(_ key: Key) -> Any? {
        switch key {
        case .alt: return alt
        case .label: return label
        case .type: return type
        case .url: return url
        case .missing: return url == nil ? true : nil
        case .width: return url == nil ? nil : width
        case .height: return url == nil ? nil : height
        case .srcset: return url == nil ? nil : srcset
        case .sizes: return srcset == nil ? nil : PublishedImages.sizes
        case .isImage, .isVideo, .isAudio, .isOther:
            guard url != nil else { return nil }
            let kind = kind
            switch key {
            case .isImage: return kind == "image"
            case .isVideo: return kind == "video"
            case .isAudio: return kind == "audio"
            default: return kind != "image" && kind != "video" && kind != "audio"
            }
        }
    }
}
