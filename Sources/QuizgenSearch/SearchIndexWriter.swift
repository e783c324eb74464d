import QuizgenCore
import QuizgenSystem

/// Writes the search index of a site: a small manifest, word shards and document shards, all
/// JSON under `search/`, loaded by the search script on demand.
///
/// - `search/index.json`: the manifest: the number of documents, the shard of each word prefix,
///   the folding table, and a hash of the whole index (the script asks for shards with `?v=hash`
///   so a host's cache never mixes two builds): the sum of each file's hash (``SearchHash``), so
///   that ``SearchIndexPatcher`` can update it from the files it replaces.
/// - `search/t/<key>.json`: words with their documents: `{"word":[count,first,gap,…]}`, the file
///   named by its key (the words' common prefix) in hexadecimal UTF-8 (``shardFile(key:)``), so
///   that a patch adds or rewrites one shard without renaming the others. A word in
///   more documents than ``postingsLimit`` keeps only its first ones (documents are numbered pages
///   first, then exams, then posts newest first), and says how many it has in all.
/// - `search/d/<n>.json`: ``documentsPerShard`` documents each: `[path, title, kind, excerpt,
///                        date]`.
///
/// One query word loads one word shard (at most ``shardBudget`` bytes); a page of results loads
/// at most ten document shards. The output depends only on the documents and their order.
/// `writeWithRecord` also returns the word record (``SearchWordRecord``) that lets a later build
/// patch the index when some documents' text changes.
public struct SearchIndexWriter: Sendable {
    /// The largest word shard, in bytes.
    public var shardBudget: Int
    /// How many documents a word lists at most.
    public var postingsLimit: Int
    /// Documents per document shard.
    public var documentsPerShard: Int
    /// The longest excerpt kept per document, in characters.
    public var excerptLength: Int

    /// Creates a writer with the default sizes (48 000-byte word shards, 2 000 documents per word,
    /// 16 documents per shard, 240-character excerpts).
    public init(
        shardBudget: Int = 48_000, postingsLimit: Int = 2_000, documentsPerShard: Int = 16,
        excerptLength: Int = 240
    ) {
        self.shardBudget = shardBudget
        self.postingsLimit = postingsLimit
        self.documentsPerShard = max(1, documentsPerShard)
        self.excerptLength = excerptLength
    }

    /// The index of `documents`, numbered in the order given.
    ///
    /// - Parameters:
    ///   - documents: What may be found, most important first.
    ///   - folder: Where the files go below the site's root, ending with `/`.
    /// - Returns: The manifest, word shards and document shards.
    public func write(_ documents: [SearchDocument], folder: String = "search/") -> [OutputFile] {
        make(count: documents.count, folder: folder) { documents[$0] }.files
    }

    /// The index of `documents` (as `write` makes it) and the record of their words that lets a
    /// later build patch it (see ``SearchWordRecord`` and ``SearchIndexPatcher``).
    ///
    /// - Parameters:
    ///   - documents: What may be found, most important first.
    ///   - folder: Where the files go below the site's root, ending with `/`.
    /// - Returns: The files, and the record's bytes (kept outside the site).
    public func writeWithRecord(_ documents: [SearchDocument], folder: String = "search/") -> (
        files: [OutputFile], record: [UInt8]
    ) {
        writeWithRecord(count: documents.count, folder: folder) { documents[$0] }
    }

    /// ``writeWithRecord(_:folder:)`` for `count` documents made one at a time by `document`
    /// (called on several threads at once): each document's text is indexed and let go, so the
    /// texts of all documents are never held together (220 MB at 100,000 pages).
    ///
    /// - Parameters:
    ///   - count: How many documents.
    ///   - folder: Where the files go below the site's root, ending with `/`.
    ///   - document: The document numbered `n`, most important first.
    /// - Returns: The files, and the record's bytes (kept outside the site).
    public func writeWithRecord(
        count: Int, folder: String = "search/", document: (Int) -> SearchDocument
    ) -> (files: [OutputFile], record: [UInt8]) {
        let index = make(count: count, folder: folder, document: document)
        let documentCount = count
        // Each document's words, from the postings (in word order, so the record is the same on
        // every build), as numbers of terms: lists of the words themselves were 16 bytes a word,
        // 200 MB of a 100,000-page build's peak.
        var numbers = [[Int32]](repeating: [], count: documentCount)
        for (termNumber, term) in index.terms.enumerated() {
            for number in index.postings[term.word] ?? [] {
                numbers[Int(number)].append(Int32(termNumber))
            }
        }
        let terms = index.terms
        let record = SearchWordRecord.encode(hash: index.hash, paths: index.paths) { number, out in
            for (position, term) in numbers[number].enumerated() {
                if position > 0 { out.append(0x20) }
                out.append(contentsOf: terms[Int(term)].word.utf8)
            }
        }
        return (index.files, record)
    }

    /// The distinct words of `document` (those the index gives it), in the order they first occur.
    static func words(of document: SearchDocument) -> [String] {
        var seen: Set<String> = []
        var words: [String] = []
        forEachWord(of: document) { word in
            if seen.insert(word).inserted { words.append(word) }
        }
        return words
    }

    /// Calls `body` with the words of `document`'s title, text and body, in order; a body read
    /// when its page was loaded gives each of its words once.
    static func forEachWord(of document: SearchDocument, _ body: (String) -> Void) {
        SearchTokenizer.forEachWord(in: document.title + " " + document.text, body)
        guard let words = document.body?.words else { return }
        // Split on the space byte: the words hold no other separator, and splitting by
        // characters was a third of the index's time.
        let utf8 = words.utf8
        var start = utf8.startIndex
        while start < utf8.endIndex {
            let end = utf8[start...].firstIndex(of: UInt8(ascii: " ")) ?? utf8.endIndex
            if start < end { body(String(words[start..<end])) }
            start = end < utf8.endIndex ? utf8.index(after: end) : end
        }
    }

    /// What the index needs of a page body's plain text (see ``PageBodyText``): its distinct
    /// words in the order they first occur, and its start, whitespace collapsed, one character
    /// longer than an excerpt, so that ``excerpt(of:)`` of the text before it, a space and this
    /// start equals the excerpt of the whole.
    public func bodyText(of text: String) -> PageBodyText {
        PageBodyText(
            words: SearchTokenizer.distinctWords(in: text), start: collapsedStart(of: text))
    }

    /// The first ``excerptLength`` + 1 characters of `text` with its whitespace collapsed as
    /// ``excerpt(of:)`` collapses it (leading whitespace dropped, each run one space), ending
    /// with a character that is not a space.
    func collapsedStart(of text: String) -> String {
        let wanted = excerptLength + 1
        var bytes: [UInt8] = []
        var ascii = true
        var space = false
        for byte in text.utf8 {
            guard byte < 0x80 else {
                ascii = false
                break
            }
            if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
                space = !bytes.isEmpty
                continue
            }
            if space {
                bytes.append(0x20)
                space = false
            }
            bytes.append(byte)
            if bytes.count >= wanted { break }
        }
        if ascii { return String(decoding: bytes, as: UTF8.self) }
        var collapsed = ""
        var count = 0
        space = false
        for character in text {
            if character.isWhitespace {
                space = count > 0
                continue
            }
            if space {
                collapsed.append(" ")
                count += 1
                space = false
            }
            collapsed.append(character)
            count += 1
            if count >= wanted { break }
        }
        return collapsed
    }

    private func make(
        count: Int, folder: String, document: (Int) -> SearchDocument
    ) -> (
        files: [OutputFile], hash: String, postings: [String: [Int32]], terms: [SearchTerm],
        paths: [String]
    ) {
        let pass = Self.index(count: count, row: row, document: document)
        let postings = pass.postings
        let terms = postings.map {
            SearchTerm(word: $0.key, documents: $0.value, limit: postingsLimit)
        }
        .sorted(by: SearchTerm.scalarOrder)
        let plan = SearchShardPlan(
            terms: terms, budget: shardBudget, maximumDepth: SearchTokenizer.maximumLength)
        var files: [OutputFile] = []
        var keys: [String] = []
        for shard in plan.shards {
            let body = "{" + shard.terms.map(\.entry).joined(separator: ",") + "}"
            files.append(
                OutputFile(
                    path: "\(folder)t/\(Self.shardFile(key: shard.key)).json",
                    contents: Array(body.utf8)))
            keys.append(Self.shardEntry(key: shard.key, complete: shard.complete))
        }
        let rows = pass.rows
        let shardCount = (count + documentsPerShard - 1) / documentsPerShard
        let documentShards = ParallelChunks.map(count: shardCount, chunkSize: 16) { range in
            range.map { shard -> OutputFile in
                let start = shard * documentsPerShard
                let shardRows = rows[start..<min(count, start + documentsPerShard)]
                return OutputFile(
                    path: "\(folder)d/\(shard).json",
                    contents: Array(("[" + shardRows.joined(separator: ",") + "]").utf8))
            }
        }
        files += documentShards.joined()
        var hash = SearchHash()
        for file in files { hash.add(path: file.path, contents: file.contents) }
        let letters = SearchFolding.letters.map {
            SearchJSON.string(String($0.letter)) + ":" + SearchJSON.string($0.folded)
        }
        let manifest =
            "\(Self.manifestStart)\(hash.hex)\",\"documents\":\(count),\"per_shard\":\(documentsPerShard),"
            + "\"limit\":\(postingsLimit),\"max_length\":\(SearchTokenizer.maximumLength),"
            + "\"letters\":{\(letters.joined(separator: ","))},\"shards\":{\(keys.joined(separator: ","))}}"
        files.insert(OutputFile(path: "\(folder)index.json", contents: Array(manifest.utf8)), at: 0)
        return (files, hash.hex, postings, terms, pass.paths)
    }

    /// The name of the word shard whose key is `key` (without `.json`): its UTF-8 bytes in
    /// lowercase hexadecimal (`th` → `7468`), a name every file system keeps apart.
    static func shardFile(key: String) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var name: [UInt8] = []
        for byte in key.utf8 {
            name.append(digits[Int(byte >> 4)])
            name.append(digits[Int(byte & 15)])
        }
        return String(decoding: name, as: UTF8.self)
    }

    /// The manifest's entry for the shard of `key`: `"key":["<file>",<1 when complete, else 0>]`.
    static func shardEntry(key: String, complete: Bool) -> String {
        SearchJSON.string(key) + ":[\"\(shardFile(key: key))\",\(complete ? 1 : 0)]"
    }

    /// How the manifest begins, up to its hash.
    static let manifestStart = "{\"version\":2,\"hash\":\""

    /// Each word's documents (ascending, each document once), each document's row in its shard
    /// and its path: one pass over the documents.
    ///
    /// Made in a few large chunks on every core, each chunk's words in a dictionary of its own,
    /// then joined in chunk order: the same lists as one loop over the documents, with one
    /// dictionary update per word read instead of a shared dictionary filled on one core (that
    /// was a fifth of the index's time at 10,000 pages). A document is made, read and let go
    /// within its chunk.
    static func index(
        count: Int, row: (SearchDocument) -> String, document: (Int) -> SearchDocument
    ) -> (postings: [String: [Int32]], rows: [String], paths: [String]) {
        let chunkSize = max(256, (count + 7) / 8)
        var chunks = ParallelChunks.map(count: count, chunkSize: chunkSize) {
            range -> (postings: [String: [Int32]], rows: [String], paths: [String]) in
            var postings: [String: [Int32]] = [:]
            var rows: [String] = []
            var paths: [String] = []
            rows.reserveCapacity(range.count)
            paths.reserveCapacity(range.count)
            for number in range {
                let made = document(number)
                let numbered = Int32(number)
                forEachWord(of: made) { word in
                    // One lookup a word: the list is changed in place.
                    Self.add(numbered, to: &postings[word, default: []])
                }
                rows.append(row(made))
                paths.append(made.path)
            }
            return (postings, rows, paths)
        }
        guard !chunks.isEmpty else { return ([:], [], []) }
        var postings = chunks[0].postings
        chunks[0].postings = [:]
        let rows = chunks.flatMap(\.rows)
        let paths = chunks.flatMap(\.paths)
        for position in chunks.indices.dropFirst() {
            for (word, numbers) in chunks[position].postings {
                postings[word, default: []] += numbers
            }
            chunks[position].postings = [:]
        }
        return (postings, rows, paths)
    }

    /// Adds `number` to `list` unless it is already its last.
    private static func add(_ number: Int32, to list: inout [Int32]) {
        if list.last != number { list.append(number) }
    }

    /// One document's row in its shard.
    func row(_ document: SearchDocument) -> String {
        let path = String(document.path.drop { $0 == "/" })
        let fields = [
            path, document.title, document.kind.rawValue,
            excerpt(of: document.body.map { document.text + " " + $0.start } ?? document.text),
            document.date ?? "",
        ]
        return "[" + fields.map(SearchJSON.string).joined(separator: ",") + "]"
    }

    /// The start of `text`, whitespace collapsed, cut at a word boundary with `…` when longer
    /// than ``excerptLength``.
    ///
    /// Reads only as much of `text` as the excerpt needs (collapsing the whole text of every
    /// page was a sixth of a 10,000-page build's CPU).
    func excerpt(of text: String) -> String {
        if let excerpt = asciiExcerpt(of: text) { return excerpt }
        var collapsed = ""
        var count = 0
        var space = false
        var more = false
        for character in text {
            if character.isWhitespace {
                space = count > 0
                continue
            }
            if space {
                if count == excerptLength {
                    more = true
                    break
                }
                collapsed.append(" ")
                count += 1
                space = false
            }
            if count == excerptLength {
                more = true
                break
            }
            collapsed.append(character)
            count += 1
        }
        guard more else { return collapsed }
        var cut = collapsed.prefix(excerptLength)
        if let space = cut.lastIndex(of: " "),
            cut.distance(from: cut.startIndex, to: space) > excerptLength / 2
        {
            cut = cut[..<space]
        }
        return cut + "…"
    }

    /// ``excerpt(of:)`` over bytes, for text whose excerpt is all ASCII (the same result: an
    /// ASCII character is one byte), or `nil` at the first other byte. Walking `Character`s
    /// (grapheme breaking, Unicode whitespace) cost 13 µs a page.
    func asciiExcerpt(of text: String) -> String? {
        var collapsed: [UInt8] = []
        collapsed.reserveCapacity(excerptLength + 1)
        var space = false
        var more = false
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
                space = !collapsed.isEmpty
                continue
            }
            if space {
                if collapsed.count == excerptLength {
                    more = true
                    break
                }
                collapsed.append(0x20)
                space = false
            }
            if collapsed.count == excerptLength {
                more = true
                break
            }
            collapsed.append(byte)
        }
        guard more else { return String(decoding: collapsed, as: UTF8.self) }
        var cut = collapsed[...]
        if let space = cut.lastIndex(of: 0x20), space > excerptLength / 2 { cut = cut[..<space] }
        return String(decoding: cut, as: UTF8.self) + "…"
    }
}
