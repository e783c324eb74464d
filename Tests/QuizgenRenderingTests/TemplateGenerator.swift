@testable import QuizgenRendering

/// A small seeded random number generator, so that a failing round can be run again.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random Mustache templates (text with spaces and line breaks, variables, sections, partials,
/// parents and blocks, often alone on their lines) and random contexts over the same names.
/// Blocks are never nested in a block of the same name (swift-mustache would recurse forever).
struct TemplateGenerator {
    var random: SplitMix

    static let names = ["a", "b", "c", "items", "a.b", "b.c", ".", ".a", "n"]
    static let texts = ["", "t", " ", "\n", "  ", "\r\n", "x\n  ", "\n\n", "<&>"]
    static let strings = ["", "s", "<&>\"'", "line\n", "x\r\n", "ü"]
    static let keys = ["a", "b", "c", "items", "n"]

    mutating func pick<T>(_ values: [T]) -> T { values[Int(random.next() % UInt64(values.count))] }
    mutating func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }

    /// A content-type pragma line, or none (swift-mustache's own HTML escaping).
    mutating func contentType() -> String {
        pick([HTMLEscaper.pragma, HTMLEscaper.pragma, "{{%CONTENT_TYPE: TEXT}}\n", ""])
    }

    mutating func template(depth: Int, partials: Bool) -> String {
        var text = ""
        for _ in 0..<Int(random.next() % 6) {
            let name = pick(Self.names)
            let lineBefore = chance(40) ? pick(["\n", "\n  ", "\r\n", "\n\t"]) : ""
            let lineAfter = chance(40) ? pick(["\n", "  \n", "\r\n"]) : ""
            switch random.next() % 12 {
            case 0, 1: text += pick(Self.texts)
            case 2: text += "{{\(name)}}"
            case 3: text += pick(["{{{\(name)}}}", "{{&\(name)}}"])
            case 4,
                5 where depth > 0:
                let sigil = pick(["#", "#", "^"])
                text +=
                    lineBefore + "{{\(sigil)\(name)}}" + lineAfter
                    + template(depth: depth - 1, partials: partials) + lineBefore
                    + "{{/\(name)}}" + lineAfter
            case 6: text += lineBefore + "{{! note }}" + lineAfter
            case 7 where partials:
                text += lineBefore + pick(["{{> p}}", "{{>p}}", "{{> missing}}"]) + lineAfter
            case 8 where partials:
                let block = pick(["t", "u"])
                text +=
                    lineBefore + "{{<par}}" + lineAfter + "{{$\(block)}}"
                    + template(depth: 0, partials: false) + "{{/\(block)}}"
                    + lineBefore + "{{/par}}" + lineAfter
            case 9 where partials:
                text +=
                    lineBefore + "{{$t}}" + template(depth: 0, partials: false) + "{{/t}}"
                    + lineAfter
            case 10:
                // Other delimiters for a stretch, then back.
                text +=
                    lineBefore + pick(["{{=<% %>=}}", "{{=| |=}}"]) + lineAfter
                    + pick(["<%\(name)%>", "|\(name)|", "<%! c %>", "{{\(name)}}"])
                    + lineBefore + pick(["<%={{ }}=%>", "|={{ }}=|"]) + lineAfter
            case 11 where partials:
                // A parent whose block is defined over indented lines.
                let indent = pick(["", "  ", "\t"])
                text +=
                    lineBefore + "{{<par}}\n" + indent + "{{$t}}\n" + indent + "  x {{\(name)}}\n"
                    + indent + pick(["y", "  y", ""]) + "\n" + indent + "{{/t}}\n{{/par}}"
                    + lineAfter
            default: text += pick(Self.texts)
            }
        }
        return text
    }

    /// A parent template: blocks `t` and `u` with defaults, and an include of `p`.
    mutating func parent() -> String {
        contentType() + "<{{$t}}" + template(depth: 1, partials: false) + "{{/t}}>"
            + pick(["\n", "", "\n  "]) + "{{$u}}u{{/u}}"
            + pick(["", "\n  {{> p}}\n", "{{> p}}"])
    }

    mutating func value(depth: Int) -> Any {
        switch random.next() % (depth > 0 ? 9 : 5) {
        case 0, 1: return pick(Self.strings)
        case 2: return Int(random.next() % 5)
        case 3: return chance(50)
        case 4: return 1.5
        case 5, 6: return context(depth: depth - 1)
        case 7: return (0..<Int(random.next() % 4)).map { _ in context(depth: depth - 1) }
        default: return (0..<Int(random.next() % 3)).map { _ in pick(Self.strings) }
        }
    }

    mutating func context(depth: Int) -> [String: Any] {
        var context: [String: Any] = [:]
        for key in Self.keys where chance(60) { context[key] = value(depth: depth) }
        return context
    }
}
