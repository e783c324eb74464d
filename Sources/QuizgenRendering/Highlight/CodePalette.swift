import QuizgenCore

/// The colours of highlighted code in the default theme: one set for a light background, one for
/// a dark one, chosen by the site's `theme.colors.background`.
///
/// Each colour passes WCAG 2.1 AA (4.5:1) on the code block's background (the theme's `muted`
/// at 10% over `background`) for the default colours and for a dark scheme (tested).
public enum CodePalette {
    /// For a light background.
    public static let light: [CodeTokenClass: String] = [
        .keyword: "#a0237a", .type: "#8a4600", .string: "#0b6b2e", .number: "#005cc5",
        .comment: "#5d6570", .tag: "#1a5fa8", .attribute: "#7a3fa0", .meta: "#8a4600",
    ]

    /// For a dark background.
    public static let dark: [CodeTokenClass: String] = [
        .keyword: "#ff8fc8", .type: "#f0b86e", .string: "#8fd99a", .number: "#79c0ff",
        .comment: "#a4adb8", .tag: "#7ec4ff", .attribute: "#d6a8ff", .meta: "#f0b86e",
    ]

    /// The set for `background` (a hex colour): the dark one when white text would contrast
    /// more with it than black text.
    public static func colors(on background: String) -> [CodeTokenClass: String] {
        let white = ColorContrast.ratio("#ffffff", on: background) ?? 1
        let black = ColorContrast.ratio("#000000", on: background) ?? 21
        return white > black ? dark : light
    }

    /// The theme stylesheet's `code` values: each class's colour by its short name.
    static func templateValues(on background: String) -> [String: String] {
        Dictionary(uniqueKeysWithValues: colors(on: background).map { ($0.key.rawValue, $0.value) })
    }
}
