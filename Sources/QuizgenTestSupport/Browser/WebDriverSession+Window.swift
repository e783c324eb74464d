import Foundation

extension WebDriverSession {
    /// Sizes the browser window so that the page's viewport (`window.innerWidth` ×
    /// `window.innerHeight`) is `width` × `height` CSS pixels, whatever the window's frame adds.
    ///
    /// - Parameters:
    ///   - width: The viewport width, such as 390 for a phone.
    ///   - height: The viewport height.
    /// - Returns: The viewport width reached.
    /// - Throws: ``WebDriverError``.
    @discardableResult
    public func setViewport(width: Int, height: Int) async throws -> Int {
        var (w, h) = (width, height)
        var reached = 0
        for _ in 0..<3 {
            _ = try await client.send("POST", "\(path)/window/rect", ["width": .number(Double(w)), "height": .number(Double(h))])
            let inner = try await executeScript("return [window.innerWidth, window.innerHeight]")
            guard case .array(let sizes) = inner, sizes.count == 2, case .number(let iw) = sizes[0], case .number(let ih) = sizes[1] else { break }
            reached = Int(iw)
            if Int(iw) == width && Int(ih) == height { break }
            w += width - Int(iw)
            h += height - Int(ih)
        }
        return reached
    }
}
