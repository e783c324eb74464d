/// The benchmark's page: prose with 200 formulas from the constructs courses use, and the same
/// page with every formula replaced by plain words, so the two builds differ by the math alone.
enum MathCorpus {
    static let formulas = [
        "\\frac{a}{b} + \\frac{1}{2}", "\\sqrt{x^2+1}", "\\sqrt[3]{x} + \\sqrt[n]{a+b}",
        "x_i^2 + a_{ij}",
        "e^{i\\pi} + 1 = 0", "\\alpha + \\beta\\gamma - \\delta", "\\Gamma(n) = (n-1)!",
        "a \\times b \\cdot c \\pm d", "a \\leq b \\neq c \\geq d", "x \\in A \\subseteq B \\cup C",
        "\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}", "\\int_0^1 f(x)\\,dx",
        "\\lim_{x \\to 0} \\frac{\\sin x}{x} = 1",
        "\\left( \\frac{a}{b} \\right)^2", "\\begin{pmatrix} a & b \\\\ c & d \\end{pmatrix}",
        "f(x) = \\begin{cases} 1 & x > 0 \\\\ 0 & \\text{otherwise} \\end{cases}",
        "\\hat{x} + \\bar{y} + \\vec{v}",
        "\\mathbb{R}^n \\to \\mathbb{R}", "\\mathbf{F} = m\\mathbf{a}",
        "\\binom{n}{k} p^k (1-p)^{n-k}",
    ]

    /// `count` formulas in paragraphs, every fifth one display math.
    static func page(count: Int, math: Bool) -> String {
        var text = "---\ntitle: Formulas\n---\n# Formulas\n\n"
        for index in 0..<count {
            let tex = formulas[index % formulas.count]
            let display = index % 5 == 4
            let body =
                math
                ? (display ? "$$\(tex)$$" : "$\(tex)$")
                : String(repeating: "word ", count: tex.count / 5 + 1)
            text +=
                display
                ? "\n\(body)\n\n" : "Step \(index) of the derivation uses \(body) as shown.\n\n"
        }
        return text
    }

    /// An ordinary page of prose without formulas (prices in it stay text).
    static func prose(_ index: Int) -> String {
        var text = "---\ntitle: Page \(index)\n---\n# Page \(index)\n\n"
        for paragraph in 0..<12 {
            text +=
                "Paragraph \(paragraph) costs $5 and $10, with *emphasis*, `code`, and a [link](https://example.org/\(paragraph)).\n\n"
        }
        return text
    }
}
