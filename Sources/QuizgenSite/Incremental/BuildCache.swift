import QuizgenCore
import QuizgenRendering

/// What a build remembers for the next one, kept beside the output folder (never inside it: it
/// names every input file, including private ones): every input file's stamp and hash, and what
/// a page edit needs to re-render only that page.
///
/// Written after the site it describes was published; a damaged or foreign file reads as no
/// cache, which only costs the next build its shortcuts. Plugins keep records of their own beside
/// it under the same rules (`SiteWriter.record(named:in:)`: the search plugin's word record,
/// `.Site.quizgen-search`), read only by the patch of a page edit, never by an unchanged build.
public struct BuildCache: Sendable, Hashable {
    static let header = "quizgen-cache 2"

    /// The scan identity (binary, plugins, options) of the build that wrote it.
    var identity: String
    /// The input fingerprint of the published site it describes, or `nil` when that build may
    /// not be skipped or patched (it had diagnostics).
    var fingerprint: String?
    /// When that build's input scan started, nanoseconds since the epoch.
    var recordedAt: Int64
    /// Every input file's stamp and hash, by path relative to the root (sorted lines in the
    /// file, so that a scan walks them beside its listing).
    var files: FileRecords
    /// Every page (published or draft) by the path of its source relative to the root.
    var pages: PageRecords
    /// The site's navigation as rendered into every page.
    var nav: [NavItem]
    /// How many lines of updates follow the recorded files (not part of the text itself).
    var journalLength = 0

    /// The file's text: a header, then sections of tab-separated, escaped lines (pages and
    /// files in no particular order).
    func text() -> String { String(decoding: bytes(), as: UTF8.self) }

    /// The bytes of `text()`, appended without `String` concatenation (a 10,000-page cache is
    /// read on every build).
    func bytes() -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(160 * (files.count + pages.count + nav.count) + 512)
        out += Array(
            "\(Self.header)\nidentity \(identity)\nfingerprint \(fingerprint ?? "-")\nrecorded \(recordedAt)\nnav \(nav.count)\n"
                .utf8)
        for item in nav { Self.put([String(item.weight), item.path, item.title], into: &out) }
        out += Array("pages \(pages.count)\n".utf8)
        pages.write(into: &out)
        var fileLines: [UInt8] = []
        files.write(into: &fileLines)
        out += Array("files \(fileLines.lazy.filter { $0 == 0x0A }.count)\n".utf8)
        out += fileLines
        return out
    }

    /// The cache with the stamps in `changes` replacing (or adding to) those it records.
    func applying(_ changes: [String: FileStamp]) -> BuildCache {
        var cache = self
        cache.files.set(changes)
        return cache
    }

    /// The update block a patch (or a skipped build that read some files again) appends to the
    /// cache file: the new fingerprint, the stamps that changed, and when its scan started. That
    /// scan saw every recorded stamp again, so the next build may trust them from then on
    /// (without it, a page edited just before a build was read again by every build after it).
    static func update(fingerprint: String?, changes: [String: FileStamp], recordedAt: Int64)
        -> [UInt8]
    {
        var out = Array("update \(fingerprint ?? "-") \(changes.count) \(recordedAt)\n".utf8)
        put(changes, into: &out)
        return out
    }

    /// Appends a line per file stamp.
    static func put(_ files: [String: FileStamp], into out: inout [UInt8]) {
        for (path, file) in files {
            put(
                [
                    file.hash, String(file.size), String(file.modified), String(file.changed),
                    String(file.inode), path,
                ],
                into: &out)
        }
    }

    /// Appends one line of tab-separated fields; `\\`, tab and newline inside a field are escaped.
    static func put(_ fields: [String], into out: inout [UInt8]) {
        for (index, field) in fields.enumerated() {
            if index > 0 { out.append(0x09) }
            TabSeparatedField.append(field, to: &out)
        }
        out.append(0x0A)
    }

    /// Parses `text()`; `nil` when the text is not a complete cache of this version.
    init?(text: String) { self.init(bytes: Array(text.utf8)) }

    init(
        identity: String, fingerprint: String?, recordedAt: Int64, files: [String: FileStamp],
        pages: [String: PageRecord], nav: [NavItem]
    ) {
        self.identity = identity
        self.fingerprint = fingerprint
        self.recordedAt = recordedAt
        self.files = FileRecords(files)
        self.pages = PageRecords(pages)
        self.nav = nav
    }

    /// A field of `bytes()`, unescaped.
    static func string<Field: Collection<UInt8>>(_ field: Field) -> String {
        guard field.contains(0x5C) else { return String(decoding: field, as: UTF8.self) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(field.count)
        var escaped = false
        for byte in field {
            if escaped {
                bytes.append(byte == 0x74 ? 0x09 : byte == 0x6E ? 0x0A : byte)
                escaped = false
            } else if byte == 0x5C {
                escaped = true
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A decimal integer field (optionally negative), without going through `String`.
    static func integer<Field: Collection<UInt8>>(_ field: Field) -> Int64? {
        let negative = field.first == 0x2D
        guard let magnitude = unsigned(field.dropFirst(negative ? 1 : 0)),
            magnitude <= UInt64(Int64.max)
        else { return nil }
        return negative ? -Int64(magnitude) : Int64(magnitude)
    }

    /// An unsigned decimal field.
    static func unsigned<Field: Collection<UInt8>>(_ field: Field) -> UInt64? {
        guard !field.isEmpty else { return nil }
        var value: UInt64 = 0
        for byte in field {
            guard byte >= 0x30, byte <= 0x39 else { return nil }
            let (times, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, carry) = times.addingReportingOverflow(UInt64(byte - 0x30))
            guard !overflow, !carry else { return nil }
            value = sum
        }
        return value
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
        // Everything lists, menus, feeds and term pages show of a page, the automatic summary
        // (from the body's first paragraph) included.
        let terms = page.terms.keys.sorted().map { key in
            key + "=" + (page.terms[key] ?? []).map(\.name).joined(separator: "\u{1}")
        }
        let fields: [String?] = [
            page.sourcePath, page.slug, page.title, page.description, page.summary, page.date?.iso,
            page.lastmod?.iso,
            String(page.weight), String(page.draft), page.template, page.section,
            page.menus.joined(separator: "\u{1}"),
            page.aliases.joined(separator: "\u{1}"), terms.joined(separator: "\u{2}"),
        ]
        // Length-prefixed, so that no field's text can pass for another's.
        let text = fields.map { $0.map { "\($0.utf8.count):\($0)" } ?? "-" }.joined()
        return OutputManifest.hash(Array(text.utf8))
    }
}
