import QuizgenCore
import QuizgenRendering

/// What a build remembers for the next one, kept beside the output folder (never inside it: it
/// names every input file, including private ones): every input file's stamp and hash, and what
/// a page edit needs to re-render only that page.
///
/// Written after the site it describes was published; a damaged or foreign file reads as no
/// cache, which only costs the next build its shortcuts.
public struct BuildCache: Sendable, Hashable {
    static let header = "quizgen-cache 1"

    /// The scan identity (binary, plugins, options) of the build that wrote it.
    var identity: String
    /// The input fingerprint of the published site it describes, or `nil` when that build may
    /// not be skipped or patched (it had diagnostics).
    var fingerprint: String?
    /// When that build's input scan started, nanoseconds since the epoch.
    var recordedAt: Int64
    /// Every input file's stamp and hash, by absolute path.
    var files: [String: FileStamp]
    /// Every page (published or draft) by the absolute path of its source.
    var pages: [String: PageRecord]
    /// The site's navigation as rendered into every page.
    var nav: [NavItem]

    /// The file's text: a header, then sections of tab-separated, escaped lines.
    func text() -> String {
        var text = "\(Self.header)\nidentity \(identity)\nfingerprint \(fingerprint ?? "-")\nrecorded \(recordedAt)\n"
        text += "nav \(nav.count)\n"
        for item in nav { text += Self.line([String(item.weight), item.path, item.title]) }
        text += "pages \(pages.count)\n"
        for (path, page) in pages.sorted(by: { $0.key < $1.key }) {
            text += Self.line([page.summary, page.outputPath ?? "-", path])
        }
        text += "files \(files.count)\n"
        for (path, file) in files.sorted(by: { $0.key < $1.key }) {
            text += Self.line([
                file.hash, String(file.size), String(file.modified), String(file.changed), String(file.inode), path,
            ])
        }
        return text
    }

    /// Parses `text()`; `nil` when the text is not a complete cache of this version.
    init?(text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
        func value(_ key: String) -> Substring? {
            guard let line = lines.popFirst(), line.hasPrefix(key + " ") else { return nil }
            return line.dropFirst(key.count + 1)
        }
        func count(_ key: String) -> Int? { value(key).flatMap { Int($0) } }
        guard lines.popFirst().map({ $0 == Self.header }) == true, let identity = value("identity"),
            let fingerprint = value("fingerprint"), let recorded = value("recorded").flatMap({ Int64($0) }),
            let navCount = count("nav"), lines.count > navCount
        else { return nil }
        self.identity = String(identity)
        self.fingerprint = fingerprint == "-" ? nil : String(fingerprint)
        self.recordedAt = recorded
        nav = []
        for _ in 0..<navCount {
            guard let fields = lines.popFirst().map(Self.fields), fields.count == 3, let weight = Int(fields[0]) else { return nil }
            nav.append(NavItem(title: fields[2], path: fields[1], weight: weight))
        }
        guard let pageCount = count("pages"), lines.count > pageCount else { return nil }
        pages = [:]
        pages.reserveCapacity(pageCount)
        for _ in 0..<pageCount {
            guard let fields = lines.popFirst().map(Self.fields), fields.count == 3 else { return nil }
            pages[fields[2]] = PageRecord(summary: fields[0], outputPath: fields[1] == "-" ? nil : fields[1])
        }
        guard let fileCount = count("files"), lines.count == fileCount + 1, lines.last == "" else { return nil }
        files = [:]
        files.reserveCapacity(fileCount)
        for _ in 0..<fileCount {
            guard let fields = lines.popFirst().map(Self.fields), fields.count == 6, let size = Int64(fields[1]),
                let modified = Int64(fields[2]), let changed = Int64(fields[3]), let inode = UInt64(fields[4])
            else { return nil }
            files[fields[5]] = FileStamp(size: size, modified: modified, changed: changed, inode: inode, hash: fields[0])
        }
    }

    init(
        identity: String, fingerprint: String?, recordedAt: Int64, files: [String: FileStamp],
        pages: [String: PageRecord], nav: [NavItem]
    ) {
        self.identity = identity
        self.fingerprint = fingerprint
        self.recordedAt = recordedAt
        self.files = files
        self.pages = pages
        self.nav = nav
    }

    /// One line of tab-separated fields; `\`, tab and newline inside a field are escaped.
    static func line(_ fields: [String]) -> String {
        fields.map { field in
            guard field.utf8.contains(where: { $0 == 0x5C || $0 == 0x09 || $0 == 0x0A }) else { return field }
            return field.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\t", with: "\\t")
                .replacingOccurrences(of: "\n", with: "\\n")
        }.joined(separator: "\t") + "\n"
    }

    /// The fields of a `line(_:)`, unescaped.
    static func fields(_ line: Substring) -> [String] {
        line.split(separator: "\t", omittingEmptySubsequences: false).map { field in
            guard field.contains("\\") else { return String(field) }
            var result = ""
            var escaped = false
            for character in field {
                if escaped {
                    result.append(character == "t" ? "\t" : character == "n" ? "\n" : character)
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else {
                    result.append(character)
                }
            }
            return result
        }
    }
}

/// What the next build needs to know of a page to decide that an edit touches only its own file.
struct PageRecord: Sendable, Hashable {
    /// A hash of everything but the body: other pages (home, navigation, sitemap) use these.
    var summary: String
    /// Where the page was published, or `nil` for a draft.
    var outputPath: String?

    /// The summary hash of `page`.
    static func summary(of page: Page) -> String {
        let fields: [String?] = [
            page.sourcePath, page.slug, page.title, page.description, page.date, String(page.weight),
            String(page.draft), page.template,
        ]
        // Length-prefixed, so that no field's text can pass for another's.
        let text = fields.map { $0.map { "\($0.utf8.count):\($0)" } ?? "-" }.joined()
        return OutputManifest.hash(Array(text.utf8))
    }
}
