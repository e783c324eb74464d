import Foundation
import QuizgenCore

/// Reads the Aiken format: a question's text, its options `A.` or `A)`, then `ANSWER: X`.
///
/// Questions are separated by blank lines (or simply follow an `ANSWER:` line). The text is plain.
struct AikenReader {
    /// Display path of the file.
    let path: String
    /// The file's text, line endings normalised to `\n`.
    let text: String

    private struct Pending {
        var stem: [String] = []
        var options: [(letter: Character, text: String, line: Int, column: Int)] = []
        var line = 0
    }

    /// Reads every question into `result`, in `category`.
    func read(into result: inout ImportResult, category: String) {
        var pending = Pending()
        var broken = false
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated()
        {
            let lineNumber = index + 1
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty {
                if !pending.stem.isEmpty, !broken {
                    result.skip(
                        "aiken.answer",
                        "question '\(Self.name(pending.stem))' has no 'ANSWER:' line; not imported",
                        at: at(pending.line))
                }
                pending = Pending()
                broken = false
                continue
            }
            if broken { continue }
            if pending.stem.isEmpty {
                pending.line = lineNumber
                pending.stem = [line]
                continue
            }
            if line.hasPrefix("ANSWER:") {
                let letter = line.dropFirst(7).trimmingCharacters(in: .whitespaces).uppercased()
                finish(
                    pending, answer: letter, answerLine: lineNumber, into: &result,
                    category: category)
                pending = Pending()
                continue
            }
            if let option = Self.option(line) {
                let column = raw.prefix { $0 == " " || $0 == "\t" }.count + 1
                pending.options.append((option.0, option.1, lineNumber, column))
                continue
            }
            if !pending.options.isEmpty {
                let column = raw.prefix { $0 == " " || $0 == "\t" }.count + 1
                result.skip(
                    "aiken.option",
                    "question '\(Self.name(pending.stem))': expected an option ('B. text' or 'B) text') or 'ANSWER: X', found '\(line.prefix(30))'; not imported",
                    at: SourceLocation(path: path, line: lineNumber, column: column))
                broken = true
                continue
            }
            pending.stem.append(line)
        }
        if !pending.stem.isEmpty, !broken {
            result.skip(
                "aiken.answer",
                "question '\(Self.name(pending.stem))' has no 'ANSWER:' line; not imported",
                at: at(pending.line))
        }
    }

    private func at(_ line: Int) -> SourceLocation {
        SourceLocation(path: path, line: line, column: 1)
    }

    private static func name(_ stem: [String]) -> String {
        let first = stem.first ?? ""
        return first.count > 40 ? first.prefix(40) + "…" : first
    }

    /// `A. text` or `A) text`.
    static func option(_ line: String) -> (Character, String)? {
        let chars = Array(line)
        guard chars.count >= 2, chars[0].isASCII, chars[0].isUppercase,
            chars[1] == "." || chars[1] == ")",
            chars.count == 2 || chars[2] == " " || chars[2] == "\t"
        else { return nil }
        return (chars[0], String(chars.dropFirst(2)).trimmingCharacters(in: .whitespaces))
    }

    private func finish(
        _ pending: Pending, answer: String, answerLine: Int, into result: inout ImportResult,
        category: String
    ) {
        let name = Self.name(pending.stem)
        guard pending.options.count >= 2 else {
            result.skip(
                "aiken.options", "question '\(name)' needs at least two options; not imported",
                at: at(pending.line))
            return
        }
        guard answer.count == 1, let letter = answer.first,
            pending.options.contains(where: { $0.letter == letter })
        else {
            let letters = pending.options.map { String($0.letter) }.joined(separator: ", ")
            result.skip(
                "aiken.answer",
                "question '\(name)': 'ANSWER: \(answer)' names no option (\(letters)); not imported",
                at: SourceLocation(path: path, line: answerLine, column: 1))
            return
        }
        let location = at(pending.line)
        let choices = pending.options.enumerated().map { index, option in
            Choice(
                id: Choice.id(forIndex: index),
                text: MarkdownEscaper.escape(option.text.isEmpty ? "(empty)" : option.text),
                correct: option.letter == letter,
                location: SourceLocation(path: path, line: option.line, column: option.column))
        }
        let text = result.markdown(
            pending.stem.joined(separator: "\n"), format: .plain, question: name, at: location)
        result.add(
            ImportedQuestion(
                title: nil, kind: .question(.singleChoice(choices)), text: text, location: location),
            category: category)
    }
}
