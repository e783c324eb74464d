import QuizgenLoading

/// Finds user-visible English written into theme templates instead of read from the catalog
/// (`{{i18n.…}}`), issue 18.
///
/// HTML and XML templates: the Mustache tags are removed, the rest is parsed by gumbo
/// (`HTMLVisibleText`), and every text node or visible attribute that still has a letter after
/// the `exceptions` are taken out is a finding. Text templates (JavaScript, CSS): every string
/// literal that reads like words (a capitalised word, or two words separated by a space) is a
/// finding, unless listed in `scriptStrings`.
enum ThemeLanguageCheck {
    /// Texts that are the same in every language: the brand and the names of formats. Removed
    /// from a text before looking for letters.
    static let exceptions: [String] = ["quizgen", "JSON Feed", "Atom", "RSS"]

    /// String literals of text templates that readers never see as English: font names, the
    /// JavaScript strict-mode directive, the exam script's and the search script's code (key names, an HTTP auth
    /// scheme, a class list, a selector).
    static let scriptStrings: Set<String> = [
        "Segoe UI", "Noto Sans", "use strict", "Enter", "Bearer ", "notice warning",
        "label.choice input",
        "Escape", "ArrowDown", "ArrowUp",
    ]

    /// Exam-side theme files that helper i18njs is moving to the catalog (I18N-SHARED.md); it
    /// shrinks this list to empty. Listed files are not checked.
    static let examSideNotYetConverted: Set<String> = []

    /// This branch's own files still being converted (empty: every page, list and feed template
    /// reads its texts from the catalog).
    static let pagesSideNotYetConverted: Set<String> = []

    /// One piece of English found in a template.
    struct Finding: Hashable, CustomStringConvertible {
        var file: String
        var text: String
        var source: String
        var description: String { "\(file): \(source) \"\(text)\"" }
    }

    /// The findings of one template file (`name` relative to `Templates/`).
    static func findings(in name: String, text: String) -> [Finding] {
        if isTextTemplate(name: name, text: text) {
            return scriptLiterals(in: text).filter {
                looksLikeWords($0) && !scriptStrings.contains($0)
            }
            .map { Finding(file: name, text: $0, source: "string literal") }
        }
        return HTMLVisibleText.pieces(in: withoutMustacheTags(text)).compactMap { piece in
            hasLetters(afterRemovingExceptions: piece.text)
                ? Finding(
                    file: name, text: piece.text,
                    source: piece.source == "text" ? "<\(piece.element)> text" : piece.source) : nil
        }
    }

    /// Whether a template is a text one (JavaScript, CSS, JSON): it says so on its first line
    /// or its name says so.
    static func isTextTemplate(name: String, text: String) -> Bool {
        text.hasPrefix("{{%CONTENT_TYPE: TEXT}}") || name.hasSuffix(".js.mustache")
            || name.hasSuffix(".css.mustache")
            || name.hasSuffix(".json.mustache")
    }

    /// `text` with every Mustache tag (`{{…}}`, `{{{…}}}`) replaced by a space.
    static func withoutMustacheTags(_ text: String) -> String {
        var out = ""
        var rest = Substring(text)
        while let open = rest.range(of: "{{") {
            out += rest[..<open.lowerBound]
            let triple = rest[open.upperBound...].hasPrefix("{")
            guard let close = rest[open.upperBound...].range(of: triple ? "}}}" : "}}") else {
                return out
            }
            out += " "
            rest = rest[close.upperBound...]
        }
        return out + rest
    }

    /// Whether `text` has a letter once the exceptions are taken out.
    static func hasLetters(afterRemovingExceptions text: String) -> Bool {
        var rest = text
        for exception in exceptions { rest = rest.replacingOccurrences(of: exception, with: " ") }
        return rest.contains { $0.isLetter }
    }

    /// Whether a string literal reads like words: it starts with a capitalised word
    /// (`Video player`, `Next`), or two runs of letters are separated by one space (`show all`).
    static func looksLikeWords(_ literal: String) -> Bool {
        let characters = Array(literal)
        if characters.count >= 2, characters[0].isUppercase, characters[1].isLowercase,
            characters.prefix(while: { $0.isLetter }).count
                == characters.prefix(while: { !$0.isWhitespace }).count
        {
            return true
        }
        for index in characters.indices.dropFirst(2).dropLast() where characters[index] == " " {
            if characters[index - 1].isLetter, characters[index - 2].isLetter,
                characters[index + 1].isLetter
            {
                return true
            }
        }
        return false
    }

    /// The string literals of a JavaScript or CSS text: `'…'`, `"…"` and template literals
    /// (without their `${…}` parts), comments and regular-expression literals skipped.
    static func scriptLiterals(in text: String) -> [String] {
        let source = Array(withoutMustacheTags(text))
        var literals: [String] = []
        var index = 0
        var lastSignificant: Character = ";"
        while index < source.count {
            let character = source[index]
            let next = index + 1 < source.count ? source[index + 1] : "\0"
            if character == "/" && next == "/" {
                while index < source.count && source[index] != "\n" { index += 1 }
                continue
            }
            if character == "/" && next == "*" {
                index += 2
                while index + 1 < source.count
                    && !(source[index] == "*" && source[index + 1] == "/")
                { index += 1 }
                index += 2
                continue
            }
            if character == "/" && "(,=:[!&|?{};+-*%<>~^".contains(lastSignificant) {
                // A regular-expression literal.
                index += 1
                var inClass = false
                while index < source.count && (source[index] != "/" || inClass)
                    && source[index] != "\n"
                {
                    if source[index] == "\\" {
                        index += 1
                    } else if source[index] == "[" {
                        inClass = true
                    } else if source[index] == "]" {
                        inClass = false
                    }
                    index += 1
                }
                index += 1
                lastSignificant = "a"
                continue
            }
            if character == "\"" || character == "'" || character == "`" {
                var literal = ""
                index += 1
                while index < source.count && source[index] != character {
                    if source[index] == "\\", index + 1 < source.count {
                        literal.append(source[index + 1])
                        index += 2
                        continue
                    }
                    if character == "`", source[index] == "$", index + 1 < source.count,
                        source[index + 1] == "{"
                    {
                        var depth = 0
                        while index < source.count {
                            if source[index] == "{" { depth += 1 }
                            if source[index] == "}" {
                                depth -= 1
                                if depth == 0 { break }
                            }
                            index += 1
                        }
                        literal.append(" ")
                        index += 1
                        continue
                    }
                    literal.append(source[index])
                    index += 1
                }
                index += 1
                literals.append(literal)
                lastSignificant = "a"
                continue
            }
            if !character.isWhitespace { lastSignificant = character }
            index += 1
        }
        return literals
    }
}
