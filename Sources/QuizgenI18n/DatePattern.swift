/// A CLDR date pattern (`d MMMM y`, `MMMM d, y 'at' h:mm a`) read once into pieces, so that
/// formatting a date is string concatenation rather than a call into ICU.
///
/// Understands the fields the theme's patterns use: day `d`, month `M`/`L` (numeric or names),
/// year `y`, hours `H`/`h`, minutes `m`, the period `a`, and quoted literals. Any other field
/// letter is kept as written (the tests compare every built-in language with Foundation).
struct DatePattern: Sendable, Hashable {
    enum Piece: Sendable, Hashable {
        case literal(String)
        case day(width: Int)
        case month(width: Int, standalone: Bool)
        case year(width: Int)
        case hour24(width: Int)
        case hour12(width: Int)
        case minute(width: Int)
        case period
    }

    let pieces: [Piece]

    init(_ pattern: String) {
        var pieces: [Piece] = []
        var literal = ""
        let characters = Array(pattern)
        var index = 0
        func flush() {
            if !literal.isEmpty { pieces.append(.literal(literal)) }
            literal = ""
        }
        while index < characters.count {
            let character = characters[index]
            if character == "'" {
                // '' is a quote; 'text' is literal text.
                if index + 1 < characters.count, characters[index + 1] == "'" {
                    literal.append("'")
                    index += 2
                    continue
                }
                index += 1
                while index < characters.count {
                    if characters[index] == "'" {
                        if index + 1 < characters.count, characters[index + 1] == "'" {
                            literal.append("'")
                            index += 2
                            continue
                        }
                        break
                    }
                    literal.append(characters[index])
                    index += 1
                }
                index += 1
                continue
            }
            var width = 1
            while index + width < characters.count, characters[index + width] == character {
                width += 1
            }
            let piece: Piece? =
                switch character {
                case "d": .day(width: width)
                case "M": .month(width: width, standalone: false)
                case "L": .month(width: width, standalone: true)
                case "y": .year(width: width)
                case "H": .hour24(width: width)
                case "h": .hour12(width: width)
                case "m": .minute(width: width)
                case "a": .period
                default: nil
                }
            if let piece {
                flush()
                pieces.append(piece)
            } else {
                literal += String(repeating: character, count: width)
            }
            index += width
        }
        flush()
        self.pieces = pieces
    }
}
