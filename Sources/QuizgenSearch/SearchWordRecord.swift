import QuizgenCore
import QuizgenSystem

/// Each document's path and words, as the last build indexed them: what a patch of the index
/// needs to know of a document it can no longer read (the page's old body). Kept beside the build
/// cache, never in the site.
///
/// The text: a header line, the hash of the index it describes, the number of documents and the
/// sizes of the two sections that follow; an index of one line per document (offset and length
/// of its words in the data section, then its path); the data, one line of words per document.
/// Then any number of updates appended by patches: `patch <hash> <count>` and a line
/// `<number>\t<words>` per document whose words changed. The record is only used when its hash
/// is the published index's, so a record that fell behind is never trusted.
public struct SearchWordRecord: Sendable {
    static let header = "quizgen-search-words 1"

    /// The hash of the index described (that of the last update).
    public let hash: String
    /// The number of documents.
    public let documentCount: Int
    /// The bytes of updates after the record written by the full build.
    public let updateBytes: Int
    /// The documents asked for: number and words, by path.
    private let found: [String: (number: Int, words: [String])]

    /// The number and words of the document at `path` (one of those `load` was asked for), or
    /// `nil` when the record has no such document.
    public func document(at path: String) -> (number: Int, words: [String])? { found[path] }

    /// Reads what the record says of the documents at `paths`, reading only its header, its
    /// index, its updates and those documents' words (not the words of every document).
    ///
    /// - Parameters:
    ///   - paths: The documents' paths.
    ///   - read: Reads a range of the record's bytes (fewer at its end; `nil` when there is no
    ///           record).
    /// - Returns: The record, or `nil` when it is missing, damaged or of another version.
    public static func load(paths: [String], read: (Range<Int>) async -> [UInt8]?) async
        -> SearchWordRecord?
    {
        guard let head = await read(0..<256) else { return nil }
        var lines = RecordLineReader(bytes: head)
        guard lines.next().map({ String(decoding: $0, as: UTF8.self) }) == Self.header,
            let fields = lines.next().map({
                String(decoding: $0, as: UTF8.self).split(separator: " ")
            }), fields.count == 4,
            let count = Int(fields[1]), let indexBytes = Int(fields[2]),
            let dataBytes = Int(fields[3]),
            count >= 0, indexBytes >= 0, dataBytes >= 0
        else { return nil }
        let indexStart = lines.at
        let dataStart = lines.at + indexBytes
        let dataEnd = lines.at + indexBytes + dataBytes
        // The byte before the updates ends a line (of the data, the index or the header): a
        // record cut short is not read.
        guard let index = await read(indexStart..<dataStart), index.count == indexBytes,
            let end = await read((dataEnd - 1)..<Int.max), end.first == 0x0A
        else { return nil }
        let tail = Array(end.dropFirst())
        // Updates: the words they give override the data; the last one's hash is the record's.
        var hash = String(fields[0])
        var updates: [Int: [String]] = [:]
        lines = RecordLineReader(bytes: tail)
        while !lines.atEnd {
            guard
                let head = lines.next().map({
                    String(decoding: $0, as: UTF8.self).split(separator: " ")
                }),
                head.count == 3, head[0] == "patch", let changes = Int(head[2])
            else { return nil }
            for _ in 0..<changes {
                guard let line = lines.next(), let tab = line.firstIndex(of: 0x09),
                    let number = Int(String(decoding: line[..<tab], as: UTF8.self)), number >= 0,
                    number < count
                else { return nil }
                updates[number] = words(line[(tab + 1)...])
            }
            hash = String(head[1])
        }
        var found: [String: (number: Int, words: [String])] = [:]
        var wanted = Dictionary(
            paths.map { (Array(escaped($0).utf8), $0) }, uniquingKeysWith: { first, _ in first })
        lines = RecordLineReader(bytes: index)
        var number = 0
        while !wanted.isEmpty, number < count, let line = lines.next() {
            defer { number += 1 }
            let fields = line.split(separator: 0x09, maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3, let path = wanted.removeValue(forKey: Array(fields[2])) else {
                continue
            }
            if let words = updates[number] {
                found[path] = (number, words)
                continue
            }
            guard let offset = Int(String(decoding: fields[0], as: UTF8.self)),
                let length = Int(String(decoding: fields[1], as: UTF8.self)),
                offset >= 0, length >= 0, offset + length <= dataBytes,
                let bytes = await read((dataStart + offset)..<(dataStart + offset + length)),
                bytes.count == length
            else { return nil }
            found[path] = (number, words(bytes[...]))
        }
        return SearchWordRecord(
            hash: hash, documentCount: count, updateBytes: tail.count, found: found)
    }

    /// What the record `bytes` says of the documents at `paths` (see `load(paths:read:)`).
    public static func load(paths: [String], from bytes: [UInt8]) async -> SearchWordRecord? {
        await load(paths: paths) { range in
            range.lowerBound <= bytes.count
                ? Array(bytes[range.lowerBound..<min(range.upperBound, bytes.count)]) : []
        }
    }

    private init(
        hash: String, documentCount: Int, updateBytes: Int,
        found: [String: (number: Int, words: [String])]
    ) {
        self.hash = hash
        self.documentCount = documentCount
        self.updateBytes = updateBytes
        self.found = found
    }

    /// The record of documents with `paths` and `words` (in document order) for the index whose
    /// hash is `hash`.
    ///
    /// - Parameters:
    ///   - hash: The index's hash (`search/index.json`).
    ///   - paths: Each document's path.
    ///   - words: Each document's distinct words (no word holds a space, tab or line break).
    /// - Returns: The record's bytes.
    public static func encode(hash: String, paths: [String], words: [[String]]) -> [UInt8] {
        encode(hash: hash, paths: paths) { number, out in put(words[number], into: &out) }
    }

    /// The record of documents with `paths`, each document's words written by `put` (distinct,
    /// separated by one space).
    static func encode(hash: String, paths: [String], put: (Int, inout [UInt8]) -> Void) -> [UInt8]
    {
        var chunks = ParallelChunks.map(count: paths.count, chunkSize: 256) {
            range -> (bytes: [UInt8], lengths: [Int]) in
            var out: [UInt8] = []
            var lengths: [Int] = []
            for number in range {
                let start = out.count
                put(number, &out)
                lengths.append(out.count - start)
                out.append(0x0A)
            }
            return (out, lengths)
        }
        var index: [UInt8] = []
        index.reserveCapacity(paths.count * 48)
        var offset = 0
        var number = 0
        for chunk in chunks {
            for length in chunk.lengths {
                index += Array("\(offset)\t\(length)\t\(escaped(paths[number]))\n".utf8)
                offset += length + 1
                number += 1
            }
        }
        var out = Array("\(header)\n\(hash) \(paths.count) \(index.count) \(offset)\n".utf8)
        out.reserveCapacity(out.count + index.count + offset)
        out += index
        // Each chunk freed once copied, so the record is not held twice.
        for position in chunks.indices {
            out += chunks[position].bytes
            chunks[position].bytes = []
        }
        return out
    }

    /// The update a patch appends: the new hash, and the words of the documents that changed.
    ///
    /// - Parameters:
    ///   - hash: The patched index's hash.
    ///   - words: The new words of the patched documents, by number.
    /// - Returns: The bytes to append to the record.
    public static func update(hash: String, words: [Int: [String]]) -> [UInt8] {
        var out = Array("patch \(hash) \(words.count)\n".utf8)
        for number in words.keys.sorted() {
            out += Array("\(number)\t".utf8)
            put(words[number] ?? [], into: &out)
            out.append(0x0A)
        }
        return out
    }

    private static func put(_ words: [String], into out: inout [UInt8]) {
        for (index, word) in words.enumerated() {
            if index > 0 { out.append(0x20) }
            out.append(contentsOf: word.utf8)
        }
    }

    private static func words(_ line: ArraySlice<UInt8>) -> [String] {
        line.split(separator: 0x20).map { String(decoding: $0, as: UTF8.self) }
    }

    /// `path` with `\`, tab and line breaks escaped.
    private static func escaped(_ path: String) -> String {
        guard path.utf8.contains(where: { $0 == 0x5C || $0 == 0x09 || $0 == 0x0A }) else {
            return path
        }
        var out: [UInt8] = []
        TabSeparatedField.append(path, to: &out)
        return String(decoding: out, as: UTF8.self)
    }
}
