import Foundation
import QuizgenCore

/// Checks the colours a site sets in `theme.colors` against the WCAG 2.1 AA contrast for text
/// (4.5:1, success criterion 1.4.3), the way axe-core computes it.
///
/// The default theme draws body text in `text`, secondary text (dates, captions, counts) in
/// `muted` and links, focus rings and button faces in `accent` (button labels are `background`
/// on `accent`), all on `background`. Each pair that falls short is a warning at the colour's
/// line in `quizgen.yaml`, naming the pair and its ratio.
struct ThemeContrastValidator: ContentValidator {
    /// What WCAG 2.1 AA asks of normal-size text.
    static let minimum = 4.5

    /// The pairs the default theme draws text with: foreground key, background key, what it is.
    static let pairs: [(foreground: String, background: String, use: String)] = [
        ("text", "background", "body text"),
        ("muted", "background", "secondary text"),
        ("accent", "background", "links and button labels"),
    ]

    /// Warns about every pair below 4.5:1, at the colour's line in `quizgen.yaml` (the
    /// foreground's, else the background's, else `theme.colors`).
    func validate(_ context: BuildContext, into diagnostics: inout Diagnostics) {
        Self.check(
            context.site.config.colors, locations: context.site.config.colorLocations,
            into: &diagnostics)
    }

    /// Warns about every pair of `colors` below 4.5:1.
    ///
    /// - Parameters:
    ///   - colors: The colours in effect (the site's, defaults for keys it does not set).
    ///   - locations: Where each key the site sets is written, and `theme.colors` under `colors`.
    ///   - diagnostics: Receives the warnings.
    static func check(
        _ colors: ThemeColors, locations: [String: SourceLocation],
        into diagnostics: inout Diagnostics
    ) {
        let fallback = locations["colors"]
        let values = [
            "text": colors.text, "muted": colors.muted, "accent": colors.accent,
            "background": colors.background,
        ]
        for pair in pairs {
            guard let foreground = values[pair.foreground],
                let background = values[pair.background],
                let ratio = ratio(foreground, on: background), ratio < minimum
            else { continue }
            let shown = String(format: "%.2f", (ratio * 100).rounded(.down) / 100)
            diagnostics.warning(
                "config.contrast",
                "theme colours '\(pair.foreground)' \(foreground) on '\(pair.background)' \(background) have a contrast "
                    + "ratio of \(shown):1; WCAG 2.1 AA asks at least 4.5:1 for \(pair.use)",
                at: locations[pair.foreground] ?? locations[pair.background] ?? fallback)
        }
    }

    /// The WCAG contrast ratio of `foreground` drawn on `background`, from 1 to 21, or `nil` for
    /// a value that is not a hex colour. A translucent foreground is blended onto the background,
    /// a translucent background onto white.
    static func ratio(_ foreground: String, on background: String) -> Double? {
        guard let back = rgba(background), let front = rgba(foreground) else { return nil }
        let base = blend(back, over: (1, 1, 1))
        let top = blend(front, over: base)
        let (l1, l2) = (luminance(top), luminance(base))
        return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
    }

    /// `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` as components from 0 to 1.
    static func rgba(_ hex: String) -> (r: Double, g: Double, b: Double, a: Double)? {
        guard hex.hasPrefix("#") else { return nil }
        var digits = String(hex.dropFirst())
        if digits.count == 3 || digits.count == 4 { digits = digits.map { "\($0)\($0)" }.joined() }
        guard digits.count == 6 || digits.count == 8, let value = UInt64(digits, radix: 16) else {
            return nil
        }
        let full = digits.count == 6 ? value << 8 | 0xFF : value
        func channel(_ shift: UInt64) -> Double { Double((full >> shift) & 0xFF) / 255 }
        return (channel(24), channel(16), channel(8), channel(0))
    }

    private static func blend(
        _ color: (r: Double, g: Double, b: Double, a: Double), over base: (Double, Double, Double)
    ) -> (Double, Double, Double) {
        (
            color.r * color.a + base.0 * (1 - color.a), color.g * color.a + base.1 * (1 - color.a),
            color.b * color.a + base.2 * (1 - color.a)
        )
    }

    /// WCAG relative luminance of an sRGB colour.
    private static func luminance(_ color: (Double, Double, Double)) -> Double {
        func linear(_ c: Double) -> Double {
            c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.0) + 0.7152 * linear(color.1) + 0.0722 * linear(color.2)
    }
}
