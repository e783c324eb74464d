import QuizgenCore

extension QRCode {
    /// The light margin around the symbol, in modules, that scanners need (ISO/IEC 18004 9.1).
    static let quietZone = 4

    /// The QR code as an SVG element for an HTML page.
    ///
    /// One `<path>` holds the dark modules, a row's adjacent modules merged into one rectangle,
    /// over a white rectangle that includes the four-module quiet zone, so that the code scans on
    /// a dark theme too. The `viewBox` is in modules and the element has no width or height: the
    /// page's CSS sizes it. `shape-rendering="crispEdges"` keeps the modules' edges sharp.
    ///
    /// - Parameter label: the image's accessible name (`role="img"`, `aria-label`).
    /// - Returns: the `<svg>` element as text.
    public func svg(label: String) -> String {
        let side = size + 2 * Self.quietZone
        var path = ""
        for (row, line) in modules.enumerated() {
            var column = 0
            while column < size {
                guard line[column] else {
                    column += 1
                    continue
                }
                var end = column + 1
                while end < size && line[end] { end += 1 }
                let x = column + Self.quietZone
                let y = row + Self.quietZone
                path += "M\(x) \(y)h\(end - column)v1h-\(end - column)z"
                column = end
            }
        }
        return
            "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"qr-code\" viewBox=\"0 0 \(side) \(side)\""
            + " role=\"img\" aria-label=\"\(MarkupEscaping.htmlAttribute(label))\""
            + " shape-rendering=\"crispEdges\">"
            + "<rect width=\"\(side)\" height=\"\(side)\" fill=\"#fff\"/>"
            + "<path fill=\"#000\" d=\"\(path)\"/></svg>"
    }
}
