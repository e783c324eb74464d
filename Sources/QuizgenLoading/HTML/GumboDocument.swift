import CGumbo

/// Parses HTML with gumbo for the time of one call: the one place that hands gumbo a
/// NUL-terminated copy of the text and frees its tree afterwards.
public enum GumboDocument {
    /// Parses `html` and calls `body` with the tree's root (the document node), or returns `nil`
    /// for empty text or when gumbo gives no tree.
    ///
    /// - Parameters:
    ///   - html: A document or fragment, possibly malformed.
    ///   - body: Reads the tree; the pointers it gets are invalid after it returns.
    /// - Returns: What `body` returned, or `nil`.
    @discardableResult
    public static func withRoot<T>(_ html: String, _ body: (UnsafeMutablePointer<GumboNode>) -> T)
        -> T?
    {
        if html.isEmpty { return nil }
        // Nested deeper than a browser nests, the text is given without its tags (HTMLNesting).
        var utf8 = Array(
            (HTMLNesting.exceeds(html) ? HTMLNesting.text(of: html) : html).utf8)
        utf8.append(0)
        return utf8.withUnsafeBufferPointer { buffer -> T? in
            guard let base = buffer.baseAddress else { return nil }
            let output = withUnsafePointer(to: kGumboDefaultOptions) { options in
                base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { chars in
                    gumbo_parse_with_options(options, chars, buffer.count - 1)
                }
            }
            guard let output else { return nil }
            defer {
                withUnsafePointer(to: kGumboDefaultOptions) { gumbo_destroy_output($0, output) }
            }
            guard let root = output.pointee.root else { return nil }
            return body(root)
        }
    }
}

extension GumboElement {
    /// Calls `body` with each of the element's attributes, in source order, without copying
    /// them: the one walk over gumbo's attribute vector.
    public func forEachAttribute(_ body: (GumboAttribute) -> Void) {
        guard let data = attributes.data else { return }
        for index in 0..<Int(attributes.length) {
            guard let raw = data[index] else { continue }
            body(raw.assumingMemoryBound(to: GumboAttribute.self).pointee)
        }
    }

    /// The value of the first attribute called `name` (gumbo lowercases HTML attribute names),
    /// or `nil` when there is none or it has no value.
    public func attribute(_ name: String) -> String? {
        var found: String?
        var seen = false
        forEachAttribute { attribute in
            guard !seen, let key = attribute.name, String(cString: key) == name else { return }
            seen = true
            found = attribute.value.map { String(cString: $0) }
        }
        return found
    }
}
