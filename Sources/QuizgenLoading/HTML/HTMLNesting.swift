import Foundation

/// How deep a text's elements would nest, measured before gumbo parses it.
///
/// gumbo looks through its stack of open elements for every start and end tag, so HTML nested
/// 100,000 levels deep took seconds and grew with the square of its depth. Browsers stop
/// nesting at 512 levels (Blink's and WebKit's HTML parsers); quizgen reads no deeper either:
/// ``GumboDocument`` gives gumbo a text nested deeper than ``maximumDepth`` with its tags taken
/// out, so what it held stays as text, in time linear in its length.
public enum HTMLNesting {
    /// The deepest nesting gumbo is given, as in browsers.
    public static let maximumDepth = 512

    /// Elements that have no end tag.
    static let void: Set<UInt64> = Set(
        [
            "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param",
            "source", "track", "wbr", "keygen", "basefont", "bgsound", "frame",
        ].map { hash(Array($0.utf8)[...]) })
    /// Elements that the next of their kind (or their parent's end) closes: they never nest in
    /// a stack of their own.
    static let closedBySiblings: Set<UInt64> = Set(
        [
            "p", "li", "dt", "dd", "option", "optgroup", "tr", "td", "th", "tbody", "thead",
            "tfoot", "rt", "rp", "rb", "rtc", "caption", "colgroup",
        ].map { hash(Array($0.utf8)[...]) })

    /// FNV-1a of a tag name, lower-cased: names are compared by it, without a string each.
    static func hash<Bytes: Collection<UInt8>>(_ name: Bytes) -> UInt64 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name {
            value = (value ^ UInt64(isLetter(byte) ? byte | 0x20 : byte)) &* 0x100_0000_01b3
        }
        return value
    }

    /// Whether `html` nests elements deeper than `limit`: a scan of its tags with a stack of
    /// open elements (an end tag closes down to the element it names, if it is open), which
    /// stops as soon as the stack passes `limit`.
    public static func exceeds(_ html: String, limit: Int = maximumDepth) -> Bool {
        guard html.utf8.count > limit * 3 else { return false }  // `<a>` per level at least
        if let found = html.utf8.withContiguousStorageIfAvailable({ exceeds($0, limit: limit) }) {
            return found
        }
        return Array(html.utf8).withUnsafeBufferPointer { exceeds($0, limit: limit) }
    }

    static func exceeds(_ bytes: UnsafeBufferPointer<UInt8>, limit: Int) -> Bool {
        // Fewer start tags than levels cannot nest past them: most texts stop here, after a
        // `memchr` per tag.
        guard let base = bytes.baseAddress else { return false }
        var tags = 0
        var at = 0
        while tags <= limit, at < bytes.count,
            let found = memchr(base + at, Int32(UInt8(ascii: "<")), bytes.count - at)
        {
            tags += 1
            at = UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
        }
        guard tags > limit else { return false }
        var open: [UInt64] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            if hasPrefix("<!--", bytes, at: index) {
                index = end(of: "-->", bytes, from: index + 4)
                continue
            }
            let closing = index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/")
            var nameEnd = index + (closing ? 2 : 1)
            let nameStart = nameEnd
            while nameEnd < bytes.count, isNameByte(bytes[nameEnd]) { nameEnd += 1 }
            guard nameEnd > nameStart, isLetter(bytes[nameStart]) else {
                index += 1
                continue
            }
            let name = hash(bytes[nameStart..<nameEnd])
            index = end(of: ">", bytes, from: nameEnd)
            if closing {
                if let at = open.lastIndex(of: name) { open.removeSubrange(at...) }
            } else if !void.contains(name), !closedBySiblings.contains(name) {
                open.append(name)
                if open.count > limit { return true }
            }
        }
        return false
    }

    /// `html` with its tags and comments taken out, its text kept.
    public static func text(of html: String) -> String {
        Array(html.utf8).withUnsafeBufferPointer { text(of: $0) }
    }

    static func text(of bytes: UnsafeBufferPointer<UInt8>) -> String {
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<"), index + 1 < bytes.count {
                let next = bytes[index + 1]
                if hasPrefix("<!--", bytes, at: index) {
                    index = end(of: "-->", bytes, from: index + 4)
                    continue
                }
                if isLetter(next) || next == UInt8(ascii: "/") || next == UInt8(ascii: "!")
                    || next == UInt8(ascii: "?")
                {
                    index = end(of: ">", bytes, from: index + 1)
                    continue
                }
            }
            kept.append(byte)
            index += 1
        }
        return String(decoding: kept, as: UTF8.self)
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ":")
    }

    static func hasPrefix(
        _ prefix: StaticString, _ bytes: UnsafeBufferPointer<UInt8>, at index: Int
    ) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return prefix.withUTF8Buffer { pattern in
            (0..<count).allSatisfy { bytes[index + $0] == pattern[$0] }
        }
    }

    /// The index after the first `terminator` at or after `from`, or the end of `bytes`.
    static func end(
        of terminator: StaticString, _ bytes: UnsafeBufferPointer<UInt8>, from: Int
    ) -> Int {
        var index = from
        let count = terminator.utf8CodeUnitCount
        while index + count <= bytes.count {
            if hasPrefix(terminator, bytes, at: index) { return index + count }
            index += 1
        }
        return bytes.count
    }
}
