import QuizgenCore

/// Turns a tweet's plain text and its entities into HTML.
///
/// The text is plain text with `&amp;`, `&lt;`, `&gt;` written as entities; it is decoded, then
/// escaped again for HTML. `indices` are Unicode-scalar offsets into the text AS STORED, with its
/// entities still encoded: in the real 2021 archive (1,827 tweets, 2,865 entities) every index
/// matches the stored text and 7 do not match the decoded text; a tweet with 📺 before a hashtag
/// shows they count scalars, not UTF-16 units. When an index does not match the stored text, the
/// decoded text is tried, then the entity is skipped with a warning (its text stays, unlinked).
struct TwitterTextRenderer {
    /// One linkable range of a tweet.
    struct Entity {
        enum Kind {
            /// A t.co link: shown as `display`, pointing at `expanded`.
            case url(short: String, expanded: String?, display: String?)
            case mention(screenName: String)
            case hashtag(text: String)
            /// The t.co link to attached media: removed from the text (the media is attached).
            case media(short: String)
        }

        var start: Int
        var end: Int
        var kind: Kind
        var location: SourceLocation?
    }

    /// The HTML for `text` with `entities` linked, wrapped in `<p>`; line breaks become `<br>`.
    static func render(
        _ text: String, entities: [Entity], tweetID: String, diagnostics: inout Diagnostics
    ) -> String {
        let raw = Array(text.unicodeScalars)
        let decoded = decodeWithOffsets(raw)
        var placed: [Entity] = []
        for var entity in entities.sorted(by: { $0.start < $1.start }) {
            if !matches(entity, in: raw, from: entity.start, to: entity.end) {
                // Maybe the offsets count the decoded text: translate them to stored offsets.
                if entity.start >= 0, entity.end <= decoded.scalars.count,
                    entity.start <= entity.end
                {
                    let start = decoded.rawOffsets[entity.start]
                    let end = decoded.rawOffsets[entity.end]
                    if matches(entity, in: raw, from: start, to: end) {
                        entity.start = start
                        entity.end = end
                    }
                }
            }
            guard matches(entity, in: raw, from: entity.start, to: entity.end) else {
                diagnostics.warning(
                    "feed.bad-entity",
                    "tweet '\(tweetID)': entity at \(entity.start)..<\(entity.end) does not match its text; left unlinked",
                    at: entity.location)
                continue
            }
            if let last = placed.last, entity.start < last.end {
                diagnostics.warning(
                    "feed.bad-entity",
                    "tweet '\(tweetID)': entity at \(entity.start)..<\(entity.end) overlaps another; left unlinked",
                    at: entity.location)
                continue
            }
            placed.append(entity)
        }
        var html = ""
        var position = 0
        for entity in placed {
            html += plain(raw[position..<entity.start])
            let shown = String(String.UnicodeScalarView(raw[entity.start..<entity.end]))
            html += link(entity, shown: HTMLEscaping.decodeEntities(shown))
            position = entity.end
        }
        html += plain(raw[position..<raw.count])
        while html.last == " " || html.last == "\n" { html.removeLast() }
        return "<p>\(html)</p>"
    }

    private static func plain(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        let text = HTMLEscaping.decodeEntities(String(String.UnicodeScalarView(scalars)))
        return MarkupEscaping.htmlText(text).replacingOccurrences(of: "\n", with: "<br>")
    }

    private static func anchor(_ href: String, _ text: String, class className: String? = nil)
        -> String
    {
        let classAttribute = className.map { " class=\"\($0)\"" } ?? ""
        return
            "<a href=\"\(MarkupEscaping.htmlAttribute(href))\"\(classAttribute) rel=\"\(HTMLSanitizerPolicy.linkRel)\">\(MarkupEscaping.htmlText(text))</a>"
    }

    private static func link(_ entity: Entity, shown: String) -> String {
        switch entity.kind {
        case .media:
            return ""
        case .url(let short, let expanded, let display):
            let target =
                expanded.flatMap(HTMLSanitizerPolicy.safeHref)
                ?? HTMLSanitizerPolicy.safeHref(short)
            guard let target else { return MarkupEscaping.htmlText(shown) }
            return anchor(target, display ?? expanded ?? shown)
        case .mention(let screenName):
            guard !screenName.isEmpty,
                screenName.unicodeScalars.allSatisfy({
                    $0.isASCII
                        && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
                })
            else { return MarkupEscaping.htmlText(shown) }
            return anchor("https://twitter.com/\(screenName)", shown, class: "u-url mention")
        case .hashtag(let text):
            let encoded = text.addingPercentEncodingForPath()
            return anchor("https://twitter.com/hashtag/\(encoded)", shown, class: "mention hashtag")
        }
    }

    private static func matches(
        _ entity: Entity, in raw: [Unicode.Scalar], from start: Int, to end: Int
    ) -> Bool {
        guard start >= 0, end <= raw.count, start < end else { return false }
        let slice = String(String.UnicodeScalarView(raw[start..<end]))
        switch entity.kind {
        case .url(let short, _, _), .media(let short):
            return slice == short
        case .mention(let screenName):
            return slice.dropFirst().lowercased() == screenName.lowercased()
                && (slice.hasPrefix("@") || slice.hasPrefix("＠"))
        case .hashtag(let text):
            return HTMLEscaping.decodeEntities(String(slice.dropFirst())) == text
                && (slice.hasPrefix("#") || slice.hasPrefix("＃"))
        }
    }

    /// The decoded scalars and, for each decoded offset (and the end), the stored offset.
    private static func decodeWithOffsets(_ raw: [Unicode.Scalar]) -> (
        scalars: [Unicode.Scalar], rawOffsets: [Int]
    ) {
        var scalars: [Unicode.Scalar] = []
        var offsets: [Int] = []
        var index = 0
        while index < raw.count {
            if raw[index] == "&",
                let semicolon = raw[index..<min(raw.count, index + 12)].firstIndex(of: ";")
            {
                let reference = String(String.UnicodeScalarView(raw[index...semicolon]))
                let decoded = HTMLEscaping.decodeEntities(reference)
                if decoded != reference {
                    for scalar in decoded.unicodeScalars {
                        scalars.append(scalar)
                        offsets.append(index)
                    }
                    index = semicolon + 1
                    continue
                }
            }
            scalars.append(raw[index])
            offsets.append(index)
            index += 1
        }
        offsets.append(raw.count)
        return (scalars, offsets)
    }
}

extension String {
    /// Percent-encodes everything but unreserved URL characters (letters and digits of any
    /// script stay readable; they are valid in an IRI and escaped for HTML by the caller).
    fileprivate func addingPercentEncodingForPath() -> String {
        var result = ""
        for scalar in unicodeScalars {
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_"
                || scalar == "-"
            {
                result.unicodeScalars.append(scalar)
            } else {
                for byte in String(scalar).utf8 {
                    result += "%" + String(byte, radix: 16, uppercase: true).leftPadded()
                }
            }
        }
        return result
    }

    fileprivate func leftPadded() -> String { count == 1 ? "0" + self : self }
}
