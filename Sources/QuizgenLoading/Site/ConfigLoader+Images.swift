import QuizgenCore

extension ConfigLoader {
    /// Keys accepted under `images:`.
    static let imageKeys = ["srcset", "widths", "quality", "static"]

    /// Reads `images: { srcset, widths, quality, static }` (docs/images.md).
    func readImages(_ images: inout MappingReader, defaults: ImageConfig) -> ImageConfig {
        var config = defaults
        if let srcset = images.bool("srcset") { config.srcset = srcset }
        if let quality = images.int("quality", in: 1...100) { config.quality = quality }
        if let mode = images.choice("static", of: ["strip", "keep"]) {
            config.stripStatic = mode == "strip"
        }
        if let node = images.value("widths") {
            if let widths = Self.imageWidths(node, into: &images.diagnostics) {
                config.widths = widths
            }
        }
        return config
    }

    /// A list of 1 to 8 increasing widths, each 16 to 8192 pixels.
    private static func imageWidths(_ node: LocatedNode, into diagnostics: inout Diagnostics)
        -> [Int]?
    {
        guard let items = node.items, (1...8).contains(items.count) else {
            diagnostics.error(
                "schema.type",
                "'widths' must be a list of 1 to 8 widths in pixels such as [480, 960, 1600], found \(node.kindDescription)",
                at: node.location)
            return nil
        }
        var widths: [Int] = []
        for item in items {
            guard let width = item.int, (16...8192).contains(width),
                width > (widths.last ?? 0)
            else {
                diagnostics.error(
                    "schema.range",
                    "each of 'widths' must be a whole number of pixels from 16 to 8192, larger than the one before it, found \(item.string ?? item.kindDescription)",
                    at: item.location)
                return nil
            }
            widths.append(width)
        }
        return widths
    }
}
