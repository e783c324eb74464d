import Foundation
import QuizgenCore
import QuizgenInterop
import QuizgenLoading
import QuizgenRendering

/// One parser fed with the fuzzer's bytes. Each runs in process; a trap, a stack overflow or a
/// hang is what libFuzzer reports.
enum FuzzTarget: String, CaseIterable {
    /// A Markdown question bank (body after its front matter).
    case bankMarkdown = "bank-md"
    /// A Markdown file's front matter, then its YAML.
    case frontMatter = "front-matter"
    /// YAML (config, exams, i18n, data) through the located-node parser.
    case yaml
    /// JSON (banks, exams, feeds) through the same parser, as a `.json` file.
    case json
    /// Page Markdown to HTML with the site's safe renderer.
    case markdown
    /// Imports, each through `quizgen import`'s reader for its format.
    case gift, aiken
    case moodleXML = "moodle-xml"
    case text2qti, qti

    /// The target QUIZGEN_FUZZ_TARGET names.
    static let selected: FuzzTarget = {
        let name = ProcessInfo.processInfo.environment["QUIZGEN_FUZZ_TARGET"] ?? ""
        guard let target = FuzzTarget(rawValue: name) else {
            let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
            FileHandle.standardError.write(
                Data("set QUIZGEN_FUZZ_TARGET to one of: \(names)\n".utf8))
            exit(64)
        }
        return target
    }()

    /// A scratch file for the importers, which read from disk.
    static let scratch = FileManager.default.temporaryDirectory
        .appendingPathComponent("quizgen-fuzz-\(ProcessInfo.processInfo.processIdentifier)")

    /// Runs the target on `bytes`.
    func run(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        var diagnostics = Diagnostics()
        switch self {
        case .bankMarkdown:
            _ = QuizBankMarkdownParser(
                body: text, bodyLine: 1, path: "b.md", category: "B", baseFolder: "Content/banks"
            )
            .parse(into: &diagnostics)
        case .frontMatter:
            if let parts = FrontMatter.split(text), let yaml = parts.yaml {
                _ = StructuredTextParser.parse(
                    yaml, path: "p.md", lineOffset: 1, into: &diagnostics)
            }
        case .yaml:
            _ = StructuredTextParser.parse(text, path: "x.yaml", into: &diagnostics)
        case .json:
            _ = StructuredTextParser.parse(text, path: "x.json", into: &diagnostics)
        case .markdown:
            _ = MarkdownRenderer().html(text)
        case .gift, .aiken, .moodleXML, .text2qti, .qti:
            let format: InteropFormat =
                switch self {
                case .gift: .gift
                case .aiken: .aiken
                case .moodleXML: .moodleXML
                case .text2qti: .text2qti
                default: .qti
                }
            let url = Self.scratch.appendingPathExtension(
                self == .moodleXML || self == .qti ? "xml" : "txt")
            guard (try? Data(bytes).write(to: url)) != nil else { return }
            _ = QuizImporter().read([url], format: format)
        }
    }
}

/// libFuzzer's entry point for one input (its own `main` calls it; `main.swift` runs the same
/// driver when SwiftPM's entry point wins).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    FuzzTarget.selected.run(bytes)
    return 0
}
