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
                let ratio = ColorContrast.ratio(foreground, on: background), ratio < minimum
            else { continue }
            let shown = String(format: "%.2f", (ratio * 100).rounded(.down) / 100)
            diagnostics.warning(
                "config.contrast",
                "theme colours '\(pair.foreground)' \(foreground) on '\(pair.background)' \(background) have a contrast "
                    + "ratio of \(shown):1; WCAG 2.1 AA asks at least 4.5:1 for \(pair.use)",
                at: locations[pair.foreground] ?? locations[pair.background] ?? fallback)
        }
    }
}
