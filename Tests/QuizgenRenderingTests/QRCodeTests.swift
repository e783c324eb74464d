import Foundation
import Testing

@testable import QuizgenRendering

@Suite("QR codes")
struct QRCodeTests {
    @Test("the fixtures are there and reach past version 7")
    func fixtures() {
        let cases = QRCodeReferenceCase.all
        #expect(cases.count >= 12)
        #expect(cases.contains { ($0.modules.count - 17) / 4 >= 7 })
        #expect(cases.contains { $0.mask != nil })
        #expect(Set(cases.map(\.ecc)) == Set(QRCode.ErrorCorrection.allCases))
    }

    @Test("every module equals the reference encoder's", arguments: QRCodeReferenceCase.all)
    func matchesReference(_ reference: QRCodeReferenceCase) throws {
        let code = try QRCode(text: reference.text, ecc: reference.ecc, forcedMask: reference.mask)
        #expect(code.size == reference.modules.count)
        #expect(code.version == (reference.modules.count - 17) / 4)
        if let mask = reference.mask { #expect(code.mask == mask) }
        let differing = zip(code.modules, reference.modules).enumerated().flatMap { row, pair in
            zip(pair.0, pair.1).enumerated().filter { $0.element.0 != $0.element.1 }.map {
                "(\($0.offset), \(row))"
            }
        }
        #expect(differing.isEmpty, "modules that differ (x, y): \(differing.prefix(10))")
    }

    @Test("the smallest version is chosen, and each mode fits more of its own text")
    func versions() throws {
        #expect(try QRCode(text: String(repeating: "7", count: 41), ecc: .low).version == 1)
        #expect(try QRCode(text: String(repeating: "7", count: 42), ecc: .low).version == 2)
        #expect(try QRCode(text: String(repeating: "A", count: 25), ecc: .low).version == 1)
        #expect(try QRCode(text: String(repeating: "A", count: 26), ecc: .low).version == 2)
        #expect(try QRCode(text: String(repeating: "a", count: 17), ecc: .low).version == 1)
        #expect(try QRCode(text: String(repeating: "a", count: 18), ecc: .low).version == 2)
        #expect(try QRCode(text: "https://example.org/").errorCorrection == .medium)
    }

    @Test("a text too long for version 40 is an error that says how long")
    func tooLong() {
        let text = String(repeating: "a", count: 1274)
        #expect(throws: QRCodeError.textTooLong(bits: 20 + 1274 * 8, maximum: 1276 * 8, ecc: .high))
        {
            try QRCode(text: text, ecc: .high)
        }
        #expect((try? QRCode(text: String(repeating: "a", count: 1273), ecc: .high))?.version == 40)
        #expect(QRCode.svg(for: String(repeating: "a", count: 2400), label: "x") == nil)
        #expect(
            "\(QRCodeError.textTooLong(bits: 10212, maximum: 10208, ecc: .high))"
                == "the text needs 10212 bits, more than the 10208 that the largest QR code "
                + "(version 40) holds at error correction level H")
    }

    @Test("the SVG's path covers exactly the dark modules, inside a quiet zone")
    func svgPath() throws {
        for text in ["https://exams.school.example/exams/sample-1/take/", "HELLO", ""] {
            let code = try QRCode(text: text)
            let svg = code.svg(label: "QR code of \"\(text)\" & more")
            let side = code.size + 8
            #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
            #expect(svg.contains(" viewBox=\"0 0 \(side) \(side)\""))
            #expect(svg.contains(" role=\"img\""))
            #expect(svg.contains(" aria-label=\"QR code of &quot;\(text)&quot; &amp; more\""))
            #expect(svg.contains(" shape-rendering=\"crispEdges\""))
            #expect(svg.contains("<rect width=\"\(side)\" height=\"\(side)\" fill=\"#fff\"/>"))
            let startTag = svg.prefix { $0 != ">" }
            #expect(!startTag.contains(" width=") && !startTag.contains(" height="))
            #expect(svg.components(separatedBy: "<path").count == 2)
            #expect(svg.hasSuffix("</svg>"))
            let d = try #require(Self.attribute("d", of: svg))
            let covered = try Self.cells(ofPath: d)
            var expected: [Cell: Int] = [:]
            for (y, row) in code.modules.enumerated() {
                for (x, dark) in row.enumerated() where dark {
                    expected[Cell(x: x + 4, y: y + 4)] = 1
                }
            }
            #expect(covered == expected)
        }
    }

    @Test("a URL's SVG for the console is the code's SVG")
    func svgForURL() throws {
        let url = "https://exams.school.example/exams/sample-1/take/"
        #expect(QRCode.svg(for: url, label: "L") == (try QRCode(text: url)).svg(label: "L"))
    }

    struct Cell: Hashable { var x: Int, y: Int }

    struct PathError: Error, CustomStringConvertible { var description: String }

    static func attribute(_ name: String, of svg: String) -> String? {
        guard let start = svg.range(of: " \(name)=\"") else { return nil }
        let rest = svg[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end])
    }

    /// The unit cells a path's closed subpaths fill, each with how many subpaths fill it. Reads
    /// `M x y`, `h`, `v`, `z` (absolute moves, relative lines) and accepts only axis-aligned
    /// rectangles on whole numbers.
    static func cells(ofPath d: String) throws -> [Cell: Int] {
        var tokens: [String] = []
        var current = ""
        for character in d {
            if character.isLetter {
                if !current.isEmpty { tokens.append(current) }
                tokens.append(String(character))
                current = ""
            } else if character == " " || character == "," {
                if !current.isEmpty { tokens.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { tokens.append(current) }
        var result: [Cell: Int] = [:]
        var index = 0
        var corners: [Cell] = []
        func number() throws -> Int {
            guard index < tokens.count, let value = Int(tokens[index]) else {
                throw PathError(description: "expected a whole number at token \(index)")
            }
            index += 1
            return value
        }
        while index < tokens.count {
            let command = tokens[index]
            index += 1
            switch command {
            case "M":
                corners = [Cell(x: try number(), y: try number())]
            case "h":
                guard let last = corners.last else { throw PathError(description: "h before M") }
                corners.append(Cell(x: last.x + (try number()), y: last.y))
            case "v":
                guard let last = corners.last else { throw PathError(description: "v before M") }
                corners.append(Cell(x: last.x, y: last.y + (try number())))
            case "z":
                let xs = corners.map(\.x)
                let ys = corners.map(\.y)
                guard corners.count == 4, let minX = xs.min(), let maxX = xs.max(),
                    let minY = ys.min(), let maxY = ys.max(), minX < maxX, minY < maxY
                else { throw PathError(description: "not a rectangle: \(corners)") }
                for y in minY..<maxY {
                    for x in minX..<maxX { result[Cell(x: x, y: y), default: 0] += 1 }
                }
                corners = []
            default:
                throw PathError(description: "unexpected path command \(command)")
            }
        }
        return result
    }
}
