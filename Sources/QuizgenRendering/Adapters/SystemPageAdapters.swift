import QuizgenCore

/// Renders `404.html`, which static hosts serve for unknown paths.
public struct NotFoundAdapter: ContentAdapter {
    /// Creates the adapter.
    public init() {}

    public func routes(for model: NotFoundPage, site: SiteContext) -> [Route] {
        [Route(path: "/404.html", template: "404", format: .html, inSitemap: false)]
    }

    public func context(for model: NotFoundPage, route: Route, site: SiteContext) throws -> [String:
        Any]
    {
        ["page": ["title": site.catalog.text("pages.not_found_title")]]
    }
}

/// Renders the theme's stylesheet at `/assets/theme.css` from the config's colours.
public struct StylesheetAdapter: ContentAdapter {
    /// Creates the adapter.
    public init() {}

    public func routes(for model: Stylesheet, site: SiteContext) -> [Route] {
        [Route(path: "/assets/theme.css", template: "theme.css", format: .css)]
    }

    public func context(for model: Stylesheet, route: Route, site: SiteContext) throws -> [String:
        Any]
    {
        let colors = site.config.colors
        return [
            "colors": [
                "accent": colors.accent, "background": colors.background, "text": colors.text,
                "muted": colors.muted,
            ],
            "code": CodePalette.templateValues(on: colors.background),
        ]
    }
}
