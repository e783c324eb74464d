import Foundation
import QuizgenCore

/// Reading the values of an answer as written (a JSON string, array or object, a CSV cell).
extension AnswerScorer {
    /// Calls `body` with each value of a list answer; a CSV cell is split at `;`, each part
    /// trimmed of `.whitespaces`, empty parts dropped.
    static func forEachValue(_ answer: SubmittedAnswer?, _ body: (String) -> Void) {
        switch answer {
        case .text(let text): body(text)
        case .list(let items): items.forEach(body)
        case .cell(let text):
            let ascii = forEachPiece(of: text) { body(String(decoding: $0, as: UTF8.self)) }
            if !ascii {
                text.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
                    !$0.isEmpty
                }.forEach(body)
            }
        case .pairs, nil: break
        }
    }

    /// Calls `body` with the bytes of each part of an ASCII CSV cell split at `;`, trimmed of
    /// spaces and tabs (the ASCII `.whitespaces`), empty parts dropped.
    ///
    /// - Returns: `false`, without calling `body`, when the cell is not ASCII (then a `;` may
    ///   belong to a larger character, and the cell must be split as a string).
    static func forEachPiece(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) -> Bool
    {
        var text = text
        return text.withUTF8 { bytes -> Bool in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return false }
            var start = 0
            for end in 0...bytes.count where end == bytes.count || bytes[end] == 0x3B {
                var from = start
                var to = end
                while from < to, bytes[from] == 0x20 || bytes[from] == 0x09 { from += 1 }
                while to > from, bytes[to - 1] == 0x20 || bytes[to - 1] == 0x09 { to -= 1 }
                if to > from { body(UnsafeBufferPointer(rebasing: bytes[from..<to])) }
                start = end + 1
            }
            return true
        }
    }

    /// The first value of an answer that takes one (a CSV cell as written).
    static func firstValue(_ answer: SubmittedAnswer?) -> String? {
        switch answer {
        case .text(let text), .cell(let text): text
        case .list(let items): items.first
        case .pairs, nil: nil
        }
    }

    /// Matching pairs from an object, or a CSV cell `a=r1;b=r2`.
    static func pairs(_ answer: SubmittedAnswer?) -> [String: String] {
        switch answer {
        case .pairs(let pairs): return pairs
        case .cell(let text):
            var result: [String: String] = [:]
            for part in text.split(separator: ";") {
                let sides = part.split(separator: "=", maxSplits: 1).map {
                    $0.trimmingCharacters(in: .whitespaces)
                }
                if sides.count == 2 { result[sides[0]] = sides[1] }
            }
            return result
        default: return [:]
        }
    }
}
