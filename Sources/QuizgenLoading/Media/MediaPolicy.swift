import Foundation
import QuizgenCore

/// Which media quizgen copies onto the site's origin: the kinds a page embeds (images, audio,
/// video, PDF), SVG sanitised, nothing else.
///
/// A medium is a file that content names but the author did not place as a page: a question's
/// image, a feed's attachment or avatar (own feeds, Mastodon and Twitter archives), and an image
/// that `quizgen export` embeds. A `.html` file, or a file the source declares as `text/html`,
/// would run on the site's origin once linked, so it is refused with a located error where
/// content names it, and never copied. The extension decides the type a web server sends (the
/// published name keeps it), so it must be one of `types`; a type the source declares must be
/// an image, audio, video or PDF type too. See docs/security.md.
public enum MediaPolicy {
    /// The published extensions, lower-case, and the type each is served as.
    public static let types: [String: String] = [
        "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif",
        "webp": "image/webp", "avif": "image/avif", "svg": "image/svg+xml",
        "mp3": "audio/mpeg", "m4a": "audio/mp4", "ogg": "audio/ogg", "oga": "audio/ogg",
        "opus": "audio/ogg", "wav": "audio/wav", "flac": "audio/flac",
        "mp4": "video/mp4", "m4v": "video/mp4", "webm": "video/webm", "mov": "video/quicktime",
        "ogv": "video/ogg",
        "pdf": "application/pdf",
    ]

    /// Why the file `name`, declared by its source as `declaredType`, is not published, or
    /// `nil` when it is.
    ///
    /// - Parameters:
    ///   - name: The file's name or path (its extension counts).
    ///   - declaredType: The MIME type the source gives (a Mastodon attachment's
    ///     `mediaType`), if any.
    /// - Returns: The reason, as the end of a sentence ("is an .html file; …").
    public static func refusal(name: String, declaredType: String? = nil) -> String? {
        let ext = pathExtension(name)
        guard types[ext] != nil else {
            let what = ext.isEmpty ? "has no file extension" : "is a .\(ext) file"
            return "\(what); only images, audio, video and PDF are published as media"
        }
        if let declared = declaredType, !isEmbeddable(declared) {
            return
                "is declared as \(declared); only images, audio, video and PDF are published as media"
        }
        return nil
    }

    /// Whether a declared MIME type names a kind a page embeds (parameters ignored).
    static func isEmbeddable(_ type: String) -> Bool {
        let bare =
            type.split(separator: ";").first.map {
                $0.trimmingCharacters(in: .whitespaces).lowercased()
            } ?? ""
        if bare == "application/pdf" { return true }
        guard let slash = bare.firstIndex(of: "/"), bare.index(after: slash) < bare.endIndex
        else { return false }
        return ["image", "audio", "video"].contains(String(bare[..<slash]))
    }

    /// Whether the medium `name` may be published; when not, a located `media.refused` error
    /// saying why. The one check of every place content names a medium (question images in
    /// build and export, feed attachments and avatars), so that all refuse alike.
    ///
    /// - Parameters:
    ///   - what: The medium, for the message (`"image 'a.html' in question 'q'"`).
    ///   - name: Its file name or path.
    ///   - declaredType: The MIME type its source declares, if any.
    ///   - bytes: Reads its bytes; called only for an SVG (which must sanitise), `nil` when
    ///     they cannot be read (reported elsewhere).
    ///   - location: Where content names it.
    ///   - diagnostics: Receives the error.
    /// - Returns: `true` when it may be published.
    public static func admits(
        _ what: String, name: String, declaredType: String? = nil, bytes: () -> [UInt8]?,
        at location: SourceLocation?, into diagnostics: inout Diagnostics
    ) -> Bool {
        var reason = refusal(name: name, declaredType: declaredType)
        if reason == nil, pathExtension(name) == "svg", let bytes = bytes(),
            case .failure(let refused) = SVGSanitizer.sanitize(bytes)
        {
            reason = "is an SVG that \(refused.reason)"
        }
        guard let reason else { return true }
        diagnostics.error(
            "media.refused", "\(what) \(reason); refusing to publish it", at: location)
        return false
    }

    /// The bytes to publish for the medium `name`: `nil` when the policy refuses it, an SVG
    /// sanitised (`SVGSanitizer`), anything else as it is. Every place that copies a medium
    /// onto the site (or into an export) goes through it; `admits` reports.
    ///
    /// - Parameters:
    ///   - bytes: The file's bytes.
    ///   - name: Its name or path.
    ///   - declaredType: The MIME type its source declares, if any.
    /// - Returns: The bytes to publish, or `nil`.
    public static func publishable(_ bytes: [UInt8], name: String, declaredType: String? = nil)
        -> [UInt8]?
    {
        guard refusal(name: name, declaredType: declaredType) == nil else { return nil }
        guard pathExtension(name) == "svg" else { return bytes }
        guard case .success(let clean) = SVGSanitizer.sanitize(bytes) else { return nil }
        return clean
    }

    /// The MIME type a file is served as, by its extension; `application/octet-stream` for
    /// a type quizgen does not publish.
    public static func type(forFileName name: String) -> String {
        types[pathExtension(name)] ?? "application/octet-stream"
    }

    /// The lower-case extension of the last component of `name` (empty when it has none).
    public static func pathExtension(_ name: String) -> String {
        let last = name.split(separator: "/").last.map(String.init) ?? name
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return "" }
        return last[last.index(after: dot)...].lowercased()
    }
}
