import Foundation
import QuizgenCore
import QuizgenI18n
import QuizgenImages
import QuizgenInterop
import QuizgenLoading
import QuizgenRendering

/// One of quizgen's parsers, fed with bytes as the file it reads (issue 35: no input crashes
/// quizgen). The libFuzzer harness in `Fuzz/` runs each on what the fuzzer makes; the test
/// suite replays the committed seed corpus, `Fuzz/Corpus/<target>/`, through the same calls.
///
/// Each input is written into a scratch site at the path the parser reads and goes through the
/// public entry point the build (or `quizgen import`) calls, so what is fuzzed is what runs.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// A Markdown question bank (`Content/banks/*.md`: front matter, then questions).
    case bankMarkdown = "bank-md"
    /// A JSON question bank (`Content/banks/*.json`).
    case bankJSON = "bank-json"
    /// An exam (`Content/exams/*.yaml`).
    case exam
    /// A page: its front matter and Markdown, loaded and rendered as the build does.
    case frontMatter = "front-matter"
    /// Page Markdown alone, through the site's safe renderer.
    case markdown
    /// Fenced code through the highlighter: the first line names the language, the rest is the
    /// code.
    case highlight
    /// The site's configuration (`quizgen.yaml`).
    case config
    /// A site's catalog (`i18n/en.yaml`), each text it sets filled in as a page would.
    case i18n
    /// YAML and JSON as the located-node parser reads them (data collections, records).
    case yaml, json
    /// A feed in quizgen's own format (`posts.json`).
    case feed
    /// A Mastodon export's `outbox.json`.
    case mastodon
    /// A Twitter archive's `tweets.js`.
    case twitter
    /// A submission in JSON (`Content/submissions/<exam>/*.json`).
    case submissionJSON = "submission-json"
    /// Submissions in CSV (`Content/submissions/<exam>/*.csv`).
    case submissionCSV = "submission-csv"
    /// An image as the `process-images` step decodes it (libvips): turned, stripped and copied
    /// at 16 pixels, or refused with the error the build reports at the file.
    case image
    /// `quizgen import` of each format.
    case gift, aiken
    case moodleXML = "moodle-xml"
    case text2qti
    case qti12, qti21

    /// The target a name (`QUIZGEN_FUZZ_TARGET`, a corpus folder) names, or `nil`.
    public init?(name: String) { self.init(rawValue: name) }

    /// Runs the parser on `bytes`.
    ///
    /// - Parameters:
    ///   - bytes: The input, as the file's bytes.
    ///   - scratch: The scratch site the file is written into.
    /// - Returns: What the parser produced and reported.
    public func run(_ bytes: [UInt8], in scratch: FuzzScratch) -> FuzzOutcome {
        let reader = SourceReader(root: scratch.root)
        var diagnostics = Diagnostics()
        var produced = 0
        func file(_ path: String) -> URL? { scratch.write(bytes, to: path) }
        switch self {
        case .bankMarkdown, .bankJSON:
            guard let url = file(self == .bankJSON ? "Content/banks/b.json" : "Content/banks/b.md")
            else { break }
            produced =
                QuizBankLoader(reader: reader).load(url, into: &diagnostics)?.questions.count ?? 0
        case .exam:
            guard let url = file("Content/exams/e.yaml") else { break }
            produced = ExamLoader(reader: reader).load(url, into: &diagnostics) == nil ? 0 : 1
        case .frontMatter:
            guard let url = file("Content/pages/p.md") else { break }
            let folder = scratch.root.appendingPathComponent("Content/pages")
            if let page = PageLoader(reader: reader).loadPage(
                url, below: folder, into: &diagnostics)
            {
                // Loaded without `leavesBodies`: the body is in memory, never read again.
                do {
                    produced = try MarkdownRenderer().html(of: page).isEmpty ? 0 : 1
                } catch {
                    produced = 0
                }
            }
        case .markdown:
            produced = MarkdownRenderer().html(String(decoding: bytes, as: UTF8.self)).count
        case .highlight:
            let text = String(decoding: bytes, as: UTF8.self)
            let parts = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
            let code = parts.count > 1 ? String(parts[1]) : ""
            produced =
                CodeHighlighter.html(code, language: String(parts.first ?? "")).map { $0.count }
                ?? 0
        case .config:
            guard file("quizgen.yaml") != nil else { break }
            produced = ConfigLoader(reader: reader).load(into: &diagnostics).title.isEmpty ? 0 : 1
        case .i18n:
            produced = Self.catalog(bytes, scratch: scratch, into: &diagnostics)
        case .yaml, .json:
            let text = String(decoding: bytes, as: UTF8.self)
            let path = self == .json ? "x.json" : "x.yaml"
            produced =
                StructuredTextParser.parse(text, path: path, into: &diagnostics) == nil ? 0 : 1
        case .feed:
            guard file("Content/feeds/f/posts.json") != nil else { break }
            let loaded = QuizgenFeedLoader(reader: reader) { MarkdownRenderer().html($0) }
                .load(FeedConfig(name: "f"))
            (produced, diagnostics) = (loaded.feed.posts.count, loaded.diagnostics)
        case .mastodon:
            guard let url = file("Content/feeds/m/outbox.json") else { break }
            let loaded = MastodonImporter().importArchive(at: url.deletingLastPathComponent())
            (produced, diagnostics) = (loaded.feed.posts.count, loaded.diagnostics)
        case .twitter:
            guard let url = file("Content/feeds/t/tweets.js") else { break }
            let loaded = TwitterImporter().importFiles(TwitterArchiveFiles(tweets: [url]))
            (produced, diagnostics) = (loaded.feed.posts.count, loaded.diagnostics)
        case .submissionJSON, .submissionCSV:
            // A JSON submission names its exam, whose slug must be the folder's (the seeds'
            // GEO-MID); a CSV file's rows do not.
            let slug = self == .submissionJSON ? "geo-mid" : "c"
            guard
                file("Content/submissions/\(slug)/s.\(self == .submissionJSON ? "json" : "csv")")
                    != nil
            else { break }
            produced =
                SubmissionLoader(reader: reader).load(slug: slug, into: &diagnostics).submissions
                .count
        case .image:
            do {
                let image = try ImageProcessor.process(
                    bytes, format: .jpeg, widths: { [min(16, $0)] }, quality: 80)
                produced = image.original.isEmpty ? 0 : 1
            } catch {
                diagnostics.error(
                    "images.unreadable", (error as? ImageError)?.message ?? "\(error)",
                    at: SourceLocation(path: "Content/pages/i.jpg"))
            }
        case .gift, .aiken, .moodleXML, .text2qti, .qti12, .qti21:
            let (name, format): (String, InteropFormat) =
                switch self {
                case .gift: ("q.gift", .gift)
                case .aiken: ("q.aiken.txt", .aiken)
                case .moodleXML: ("q.moodle.xml", .moodleXML)
                case .text2qti: ("q.text2qti.txt", .text2qti)
                case .qti12: ("q.qti12.xml", .qti)
                default: ("q.qti21.xml", .qti)
                }
            guard let url = file("import/\(name)") else { break }
            let result = QuizImporter().read([url], format: format)
            (produced, diagnostics) = (result.imported, result.diagnostics)
        }
        return FuzzOutcome(produced: produced, diagnostics: diagnostics)
    }

    /// Loads `bytes` as the site's English catalog and fills in every text it changes, in the
    /// plural forms a page asks for. Returns how many texts it changes.
    private static func catalog(
        _ bytes: [UInt8], scratch: FuzzScratch, into diagnostics: inout Diagnostics
    ) -> Int {
        guard scratch.write(bytes, to: "i18n/en.yaml") != nil else { return 0 }
        let catalog = SiteCatalogLoader(reader: SourceReader(root: scratch.root)).load(
            language: "en", into: &diagnostics)
        let builtin = Catalog.builtin("en")
        let changed = catalog.entries.filter { builtin.entries[$0.key] != $0.value }
        for key in changed.keys {
            for count in [0, 1, 2, 5, 1_000] {
                _ = catalog.plural(key, count: count, ["name": "Ada", "total": "3"])
            }
            _ = catalog.text(key)
        }
        return changed.count
    }
}
