import QuizgenCore

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

    private let bytes: [UInt8]
    private let indexRange: Range<Int>
    private let data: Range<Int>
    /// The hash of the index described (that of the last update).
    public private(set) var hash: String
    /// The number of documents.
    public let documentCount: Int
    /// The bytes of updates after the record written by the full build.
    public let updateBytes: Int
    private var updates: [Int: [String]] = [:]

    /// Parses a record; `nil` when it is damaged or of another version.
    ///
    /// - Parameter bytes: The record's bytes, as `encode` and `update` wrote them.
    public init?(bytes: [UInt8]) {
        self.bytes = bytes
        var lines = RecordLineReader(bytes: bytes)
        guard lines.next().map({ String(decoding: $0, as: UTF8.self) }) == Self.header,
            let fields = lines.next().map({ String(decoding: $0, as: UTF8.self).split(separator: " ") }), fields.count == 4,
            let count = Int(fields[1]), let indexBytes = Int(fields[2]), let dataBytes = Int(fields[3]),
            count >= 0, indexBytes >= 0, dataBytes >= 0, lines.at + indexBytes + dataBytes <= bytes.count
        else { return nil }
        hash = String(fields[0])
        documentCount = count
        indexRange = lines.at..<lines.at + indexBytes
        data = indexRange.upperBound..<indexRange.upperBound + dataBytes
        lines.at = data.upperBound
        updateBytes = bytes.count - lines.at
        while !lines.atEnd {
            guard let head = lines.next().map({ String(decoding: $0, as: UTF8.self).split(separator: " ") }),
                head.count == 3, head[0] == "patch", let changes = Int(head[2])
            else { return nil }
            for _ in 0..<changes {
                guard let line = lines.next(), let tab = line.firstIndex(of: 0x09),
                    let number = Int(String(decoding: line[..<tab], as: UTF8.self)), number >= 0, number < count
                else { return nil }
                updates[number] = Self.words(line[(tab + 1)...])
            }
            hash = String(head[1])
        }
    }

    /// The number of the document at `path`, or `nil`.
    public func number(of path: String) -> Int? {
        let wanted = Array(Self.escaped(path).utf8)
        var lines = RecordLineReader(bytes: bytes, range: indexRange)
        var number = 0
        while let line = lines.next() {
            if line.count > wanted.count, line[line.endIndex - wanted.count - 1] == 0x09, line.suffix(wanted.count).elementsEqual(wanted) {
                return number < documentCount ? number : nil
            }
            number += 1
        }
        return nil
    }

    /// The words of document `number`, or `nil` when the record does not say.
    public func words(of number: Int) -> [String]? {
        if let words = updates[number] { return words }
        var lines = RecordLineReader(bytes: bytes, range: indexRange)
        for _ in 0..<number { guard lines.next() != nil else { return nil } }
        guard let line = lines.next() else { return nil }
        let fields = line.split(separator: 0x09, maxSplits: 2, omittingEmptySubsequences: false)
        guard fields.count == 3, let offset = Int(String(decoding: fields[0], as: UTF8.self)),
            let length = Int(String(decoding: fields[1], as: UTF8.self)), offset >= 0, length >= 0,
            data.lowerBound + offset + length <= data.upperBound
        else { return nil }
        return Self.words(bytes[(data.lowerBound + offset)..<(data.lowerBound + offset + length)])
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
        let chunks = ParallelChunks.map(count: words.count, chunkSize: 256) { range -> (bytes: [UInt8], lengths: [Int]) in
            var out: [UInt8] = []
            var lengths: [Int] = []
            for number in range {
                let start = out.count
                put(words[number], into: &out)
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
        for chunk in chunks { out += chunk.bytes }
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
        guard path.utf8.contains(where: { $0 == 0x5C || $0 == 0x09 || $0 == 0x0A }) else { return path }
        var out: [UInt8] = []
        for byte in path.utf8 {
            switch byte {
            case 0x5C: out += [0x5C, 0x5C]
            case 0x09: out += [0x5C, 0x74]
            case 0x0A: out += [0x5C, 0x6E]
            default: out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
