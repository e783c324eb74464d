import Foundation
import Testing

@testable import QuizgenMath

/// One formula with KaTeX's MathML for it.
struct KaTeXCase: Decodable, Sendable, CustomTestStringConvertible {
    var name: String
    var display: Bool
    var tex: String
    var katex: String
    var testDescription: String { name }
}

/// The reference outputs, generated once with Debian's KaTeX 0.16.4 and committed:
///
///     apt-get install katex
///     cd Tests/QuizgenMathTests/Fixtures
///     NODE_PATH=/usr/share/nodejs node make-katex-reference.js
///
/// `katex-cases.tsv` lists the formulas (name, `I`nline or `D`isplay, TeX); the script writes
/// `katex-reference.json`. Add a construct by adding a line and running the script again.
enum KaTeXReference {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static let cases: [KaTeXCase] = {
        struct File: Decodable { var cases: [KaTeXCase] }
        guard
            let data = try? Data(contentsOf: folder.appendingPathComponent("katex-reference.json")),
            let file = try? JSONDecoder().decode(File.self, from: data)
        else { return [] }
        return file.cases
    }()
}

@Suite("MathMLConverter against KaTeX")
struct KaTeXReferenceTests {
    let converter = MathMLConverter()

    @Test func referenceFileIsThere() {
        #expect(KaTeXReference.cases.count >= 50)
    }

    @Test("each construct matches KaTeX's MathML", arguments: KaTeXReference.cases)
    func matchesKaTeX(_ reference: KaTeXCase) throws {
        let ours = try converter.mathML(for: reference.tex, display: reference.display)
        let expected = try #require(MathMLNormalizer.normalize(reference.katex))
        let actual = try #require(MathMLNormalizer.normalize(ours), "not well-formed: \(ours)")
        #expect(actual == expected, "\(reference.tex)\nours:  \(ours)")
    }

    @Test func normalizerKeepsDifferencesThatMatter() throws {
        let a = try #require(
            MathMLNormalizer.normalize("<math><mrow><mi>a</mi><mi>b</mi></mrow></math>"))
        let b = try #require(
            MathMLNormalizer.normalize("<math><mi>a</mi><mi mathvariant=\"bold\">b</mi></math>"))
        let c = try #require(
            MathMLNormalizer.normalize(
                "<math><msup><mi>a</mi><mrow><mi>b</mi><mi>c</mi></mrow></msup></math>"))
        let d = try #require(
            MathMLNormalizer.normalize("<math><msup><mi>a</mi><mi>b</mi></msup><mi>c</mi></math>"))
        #expect(a != b)
        #expect(c != d)
        #expect(
            a
                == MathMLNormalizer.normalize(
                    "<span class=\"katex\"><math><semantics><mi>a</mi><mi>b</mi><annotation>ab</annotation></semantics></math></span>"
                ))
    }
}
