import Foundation

/// Turns sanitized HTML into Markdown blocks: paragraphs, lists, quotes, code, emphasis, links
/// and images.
///
/// The input has been through `HTMLSanitizer` (so only its allowlist is left); `images` maps each
/// kept `img` `src` to the path written beside the bank, and images missing from it are left out
/// (the caller has reported them).
struct HTMLMarkdownConverter {
    /// New path for each image source that was imported.
    var images: [String: String] = [:]

    /// The Markdown of `trees`, blocks separated by a blank line.
    func convert(_ trees: [HTMLTree]) -> String {
        blocks(trees).joined(separator: "\n\n")
    }

    private static let blockNames: Set<String> = ["p", "ul", "ol", "pre", "blockquote", "li"]

    private func blocks(_ trees: [HTMLTree]) -> [String] {
        var result: [String] = []
        var inline: [HTMLTree] = []
        func flush() {
            let text = Self.tidy(inlineText(inline))
            if !text.isEmpty { result.append(text) }
            inline = []
        }
        for node in trees {
            guard case .element(let name, _, let children) = node, Self.blockNames.contains(name)
            else {
                inline.append(node)
                continue
            }
            flush()
            switch name {
            case "ul", "ol":
                var number = 0
                var items: [String] = []
                for child in children {
                    guard case .element("li", _, let itemChildren) = child else { continue }
                    number += 1
                    let marker = name == "ol" ? "\(number). " : "- "
                    let body = blocks(itemChildren).joined(separator: "\n\n")
                    let indent = String(repeating: " ", count: marker.count)
                    let lines = body.split(separator: "\n", omittingEmptySubsequences: false)
                    let text = lines.enumerated().map { index, line in
                        index == 0 ? marker + line : (line.isEmpty ? "" : indent + line)
                    }.joined(separator: "\n")
                    items.append(lines.isEmpty ? marker : text)
                }
                if !items.isEmpty { result.append(items.joined(separator: "\n")) }
            case "pre":
                let code = HTMLTree.plainText(children)
                let trimmed = code.hasSuffix("\n") ? String(code.dropLast()) : code
                let fence = trimmed.contains("```") ? "~~~~" : "```"
                result.append("\(fence)\n\(trimmed)\n\(fence)")
            case "blockquote":
                let inner = blocks(children).joined(separator: "\n\n")
                if !inner.isEmpty {
                    result.append(
                        inner.split(separator: "\n", omittingEmptySubsequences: false).map {
                            $0.isEmpty ? ">" : "> " + $0
                        }.joined(separator: "\n"))
                }
            default:
                result.append(contentsOf: blocks(children))
            }
        }
        flush()
        return result
    }

    /// Collapses whitespace runs, trims each line and drops trailing hard breaks.
    private static func tidy(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            line -> String in
            var collapsed = ""
            var lastSpace = false
            for character in line {
                if character == " " || character == "\t" {
                    if !lastSpace { collapsed.append(" ") }
                    lastSpace = true
                } else {
                    collapsed.append(character)
                    lastSpace = false
                }
            }
            return collapsed.trimming(" ")
        }
        // A hard break is a trailing backslash; drop breaks with nothing after them.
        while let last = lines.last, last.isEmpty || last == "\\" { lines.removeLast() }
        if var last = lines.popLast() {
            while last.hasSuffix("\\"), !last.hasSuffix("\\\\") {
                last = String(last.dropLast()).trimming(" ")
            }
            lines.append(last)
        }
        while let first = lines.first, first.isEmpty || first == "\\" { lines.removeFirst() }
        return MarkdownEscaper.escapeLineStarts(
            lines.filter { !$0.isEmpty && $0 != "\\" }.joined(separator: "\n"))
    }

    private func inlineText(_ trees: [HTMLTree]) -> String {
        var output = ""
        for node in trees {
            switch node {
            case .text(let text):
                var flat = ""
                for character in text {
                    flat.append(
                        character == "\n" || character == "\r" || character == "\t"
                            ? " " : character)
                }
                output += MarkdownEscaper.escape(flat, lineStarts: false)
            case .element(let name, let attributes, let children):
                switch name {
                case "br":
                    output += "\\\n"
                case "img":
                    if let src = attributes["src"], let path = images[src] {
                        let alt =
                            attributes["alt"].flatMap { $0.isEmpty ? nil : $0 }
                            ?? Self.altFromPath(path)
                        output += "![\(MarkdownEscaper.escape(alt))](\(path))"
                    }
                case "strong", "b":
                    output += wrap(inlineText(children), "**")
                case "em", "i":
                    output += wrap(inlineText(children), "*")
                case "s", "del":
                    output += wrap(inlineText(children), "~~")
                case "code":
                    let code = HTMLTree.plainText(children).replacingOccurrences(
                        of: "\n", with: " ")
                    let ticks = code.contains("`") ? "`` " : "`"
                    output += code.isEmpty ? "" : ticks + code + (ticks == "`` " ? " ``" : "`")
                case "a":
                    let text = inlineText(children)
                    if let href = attributes["href"], !text.trimming(" ").isEmpty {
                        output += "[\(text)](<\(href.replacingOccurrences(of: ">", with: "%3E"))>)"
                    } else {
                        output += text
                    }
                default:
                    output += inlineText(children)
                }
            }
        }
        return output
    }

    /// `**text**` with the surrounding spaces moved outside the markers; nothing for blank text.
    private func wrap(_ text: String, _ marker: String) -> String {
        let core = text.trimming(" ")
        if core.isEmpty || core == "\\" { return text.isEmpty ? "" : " " }
        let leading = text.hasPrefix(" ") ? " " : ""
        let trailing = text.hasSuffix(" ") ? " " : ""
        return leading + marker + core + marker + trailing
    }

    /// A readable alt text from a file name (`media/moodle-which.jpg` → `moodle which`).
    static func altFromPath(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let stem = name.split(separator: ".").dropLast().joined(separator: ".")
        let words = (stem.isEmpty ? name : stem).map { $0 == "-" || $0 == "_" ? " " : $0 }
        return String(words)
    }
}
