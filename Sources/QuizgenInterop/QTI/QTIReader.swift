import Foundation
import QuizgenCore
import QuizgenLoading
import ZIPFoundation

/// Reads QTI: 1.2 `questestinterop` (Canvas, text2qti), 2.1 `assessmentItem` and
/// `assessmentTest`, as single XML files or inside a zip content package.
struct QTIReader {
    /// The file.
    let url: URL
    /// Display path of the file.
    let path: String
    /// The file's bytes.
    let data: Data
    /// Items given alongside (for tests whose items are separate files).
    let items: QTIItemLibrary
    /// Display paths.
    let displayPath: (URL) -> String

    /// Reads every question into `result`, in the assessment's title or `category`.
    func read(into result: inout ImportResult, category: String) {
        if url.pathExtension.lowercased() == "zip" {
            readPackage(into: &result, category: category)
            return
        }
        let folder = url.deletingLastPathComponent()
        // Files beside the source are read under the site's rule, with the source's folder as
        // the root: no link out of it, regular files only.
        let confined = SitePathGuard(root: folder, name: "the source's folder")
        func bytes(_ file: URL) -> Data? {
            var refused = Diagnostics()
            return confined.bytes(of: file, what: file.lastPathComponent, at: nil, into: &refused)
                .map { Data($0) }
        }
        let media = MediaSource(
            folder: folder, read: { name in bytes(folder.appendingPathComponent(name)) })
        readXML(
            data, path: path, base: "", media: media,
            resolve: { href in
                guard let joined = Self.join("", href) else { return nil }
                let local = folder.appendingPathComponent(joined).standardizedFileURL
                if let data = bytes(local) {
                    return (
                        data, displayPath(local), (joined as NSString).deletingLastPathComponent
                    )
                }
                return nil
            }, into: &result, category: category)
    }

    /// A package: every XML file that holds QTI, except items a test in it references.
    private func readPackage(into result: inout ImportResult, category: String) {
        let archive: Archive
        do {
            archive = try Archive(data: data, accessMode: .read)
        } catch {
            result.error("zip", "not a readable zip package", at: SourceLocation(path: path))
            return
        }
        var files: [String: Data] = [:]
        for entry in archive where entry.type == .file {
            var bytes = Data()
            do {
                _ = try archive.extract(entry, skipCRC32: true) { bytes.append($0) }
            } catch {
                // A damaged entry is named, not read as an empty or partial file.
                result.error(
                    "zip", "the package's file '\(entry.path)' cannot be read: it is damaged",
                    at: SourceLocation(path: path))
                continue
            }
            files[entry.path] = bytes
        }
        let snapshot = files
        let read: (String) -> Data? = { name in snapshot[name] }
        var referenced: Set<String> = []
        var roots: [(String, SourceXMLElement)] = []
        for (name, bytes) in files.sorted(by: { $0.key < $1.key })
        where name.lowercased().hasSuffix(".xml") {
            guard case .success(let root) = SourceXMLElement.parse(bytes) else { continue }
            roots.append((name, root))
            if root.name == "assessmentTest" {
                let base = (name as NSString).deletingLastPathComponent
                for ref in root.descendants("assessmentItemRef") {
                    if let joined = Self.join(base, ref.attributes["href"] ?? "") {
                        referenced.insert(joined)
                    }
                }
            }
        }
        var found = false
        for (name, root) in roots
        where ["questestinterop", "assessmentTest", "assessmentItem"].contains(root.name) {
            if root.name == "assessmentItem", referenced.contains(name) { continue }
            found = true
            let base = (name as NSString).deletingLastPathComponent
            let inner = "\(path)/\(name)"
            if let bytes = files[name] {
                result.diagnostics.register(
                    SourceText(path: inner, text: QuizImporter.decode(bytes)))
            }
            let media = MediaSource(read: { file in read(file) })
            readXML(
                files[name] ?? Data(), path: inner, base: base, media: media,
                resolve: { href in
                    guard let joined = Self.join(base, href) else { return nil }
                    return files[joined].map {
                        ($0, "\(path)/\(joined)", (joined as NSString).deletingLastPathComponent)
                    }
                }, into: &result, category: category)
        }
        if !found {
            result.error(
                "qti.package", "no QTI assessment or item in this package",
                at: SourceLocation(path: path))
        }
    }

    /// `base/href` with `.` and `..` resolved, or `nil` when it would leave the package (or the
    /// folder of the file given) or is not a relative path.
    static func join(_ base: String, _ href: String) -> String? {
        if href.contains(":") || href.hasPrefix("/") { return nil }
        var parts: [Substring] = base.isEmpty ? [] : base.split(separator: "/")
        for part in href.split(separator: "/") {
            if part == "." { continue }
            if part == ".." {
                guard parts.popLast() != nil else { return nil }
            } else {
                parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    /// Reads one XML file whose folder inside the package (or beside the file given) is `base`;
    /// `resolve` finds a test's item by `href` (its bytes, display path and folder).
    private func readXML(
        _ bytes: Data, path: String, base: String, media: MediaSource,
        resolve: (String) -> (Data, String, String)?, into result: inout ImportResult,
        category: String
    ) {
        guard let root = SourceXMLElement.parse(bytes, path: path, into: &result) else { return }
        switch root.name {
        case "questestinterop":
            QTI12Reader(path: path, root: root, media: media).read(
                into: &result, category: category)
        case "assessmentItem":
            QTI21Item(path: path, root: root, media: media, base: base).read(
                into: &result, category: category)
        case "assessmentTest":
            let title = root.attributes["title"].flatMap { $0.isEmpty ? nil : $0 } ?? category
            result.touch(title)
            for ref in root.descendants("assessmentItemRef") {
                let href = ref.attributes["href"] ?? ""
                let identifier = ref.attributes["identifier"] ?? href
                var item: (Data, String, String)? = resolve(href)
                if item == nil, let url = items.items[identifier],
                    let data = FileManager.default.contents(atPath: url.path)
                {
                    item = (data, displayPath(url), "")
                }
                guard let (itemData, itemPath, itemBase) = item else {
                    result.skip(
                        "qti.missing-item",
                        "the test's item '\(identifier)' (\(href)) is not in the package or among the files given; not imported",
                        at: SourceLocation(path: path, line: ref.line, column: ref.column))
                    continue
                }
                result.diagnostics.register(
                    SourceText(path: itemPath, text: QuizImporter.decode(itemData)))
                switch SourceXMLElement.parse(itemData) {
                case .failure(let error):
                    result.skip(
                        "xml", "item '\(identifier)': \(error.message); not imported",
                        at: SourceLocation(path: itemPath, line: error.line, column: error.column))
                case .success(let itemRoot):
                    QTI21Item(path: itemPath, root: itemRoot, media: media, base: itemBase).read(
                        into: &result, category: title)
                }
            }
        default:
            result.error(
                "qti.root", "not a QTI file: the root element is <\(root.name)>",
                at: SourceLocation(path: path, line: root.line, column: root.column))
        }
    }
}
