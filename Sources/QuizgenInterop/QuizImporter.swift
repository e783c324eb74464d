import Foundation
import QuizgenCore

/// Reads quiz files of other systems into imported banks (`quizgen import`).
public struct QuizImporter: Sendable {
    /// Creates an importer.
    public init() {}

    /// Reads `files`, each in `format` or in the format its name and content suggest.
    ///
    /// - Parameters:
    ///   - files: The source files (XML, text or QTI zip packages).
    ///   - format: The format of every file, or `nil` to detect it per file.
    ///   - category: Puts every question into this one bank instead of the sources' categories.
    ///   - displayPath: How a file's path is shown in diagnostics.
    /// - Returns: The banks, media and diagnostics; unreadable files are errors in it.
    public func read(
        _ files: [URL], format: InteropFormat? = nil, category: String? = nil,
        displayPath: @escaping (URL) -> String = { $0.path }
    ) -> ImportResult {
        var result = ImportResult()
        let items = Self.itemLibrary(files)
        for url in files {
            let path = displayPath(url)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                result.error("unreadable", "cannot read this file", at: SourceLocation(path: path))
                continue
            }
            guard let kind = format ?? InteropFormat.detect(name: url.lastPathComponent, data: data)
            else {
                result.error(
                    "format",
                    "cannot tell this file's format; pass --format gift|aiken|moodle-xml|text2qti|qti",
                    at: SourceLocation(path: path))
                continue
            }
            // A QTI item that a test given alongside references is read through the test.
            if kind == .qti, items.referenced.contains(url.standardizedFileURL.path) { continue }
            let defaultCategory = Self.categoryFromFileName(url)
            let isZip = url.pathExtension.lowercased() == "zip"
            let text = isZip ? "" : Self.decode(data)
            if !isZip { result.diagnostics.register(SourceText(path: path, text: text)) }
            switch kind {
            case .gift:
                GIFTReader(path: path, text: text).read(into: &result, category: defaultCategory)
            case .aiken:
                AikenReader(path: path, text: text).read(into: &result, category: defaultCategory)
            case .moodleXML:
                MoodleXMLReader(path: path, data: data).read(
                    into: &result, category: defaultCategory)
            case .text2qti:
                Text2QTIReader(path: path, text: text).read(
                    into: &result, category: defaultCategory)
            case .qti:
                QTIReader(url: url, path: path, data: data, items: items, displayPath: displayPath)
                    .read(into: &result, category: defaultCategory)
            }
        }
        if let category { result.regroup(into: category) }
        return result
    }

    /// QTI 2.1 items given on the command line, by identifier, and which of them a test given
    /// alongside references (those are read through the test).
    static func itemLibrary(_ files: [URL]) -> QTIItemLibrary {
        var library = QTIItemLibrary()
        for url in files where url.pathExtension.lowercased() == "xml" {
            guard let data = FileManager.default.contents(atPath: url.path),
                String(decoding: data.prefix(4096), as: UTF8.self).contains("assessmentItem")
            else { continue }
            if case .success(let root) = SourceXMLElement.parse(data) {
                if root.name == "assessmentItem", let identifier = root.attributes["identifier"] {
                    library.items[identifier] = url.standardizedFileURL
                }
                if root.name == "assessmentTest" {
                    library.tests.append((url, root))
                }
            }
        }
        for (url, test) in library.tests {
            for ref in test.descendants("assessmentItemRef") {
                let href = ref.attributes["href"] ?? ""
                let local = url.deletingLastPathComponent().appendingPathComponent(href)
                    .standardizedFileURL
                if FileManager.default.fileExists(atPath: local.path) {
                    library.referenced.insert(local.path)
                } else if let identifier = ref.attributes["identifier"],
                    let item = library.items[identifier]
                {
                    library.referenced.insert(item.path)
                }
            }
        }
        return library
    }

    /// The text of a source file: UTF-8, or Windows-1252 when it is not valid UTF-8 (Moodle's
    /// older exports); line endings become `\n` and a byte-order mark is dropped.
    static func decode(_ data: Data) -> String {
        var text =
            String(data: data, encoding: .utf8) ?? String(data: data, encoding: .windowsCP1252)
            ?? String(decoding: data, as: UTF8.self)
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        return text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(
            of: "\r", with: "\n")
    }

    /// `gift_moodle_demo.gift.txt` → `gift moodle demo`.
    static func categoryFromFileName(_ url: URL) -> String {
        var name = url.lastPathComponent
        for suffix in [".txt", ".gift", ".xml", ".md", ".zip", ".qti"]
        where name.lowercased().hasSuffix(suffix) {
            name = String(name.dropLast(suffix.count))
        }
        for suffix in [".gift", ".qti"] where name.lowercased().hasSuffix(suffix) {
            name = String(name.dropLast(suffix.count))
        }
        let words = name.map { $0 == "_" || $0 == "-" ? " " : $0 }
        return String(words).trimmingCharacters(in: .whitespaces)
    }
}
