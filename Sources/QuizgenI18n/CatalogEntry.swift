/// One string of a catalog: plain text, or one text per plural category.
///
/// Texts may hold placeholders in braces (`{count}`, `{title}`), filled by `Catalog.text` and
/// `Catalog.plural`.
public enum CatalogEntry: Sendable, Hashable {
    /// A text.
    case text(String)
    /// A text per CLDR plural category; `other` is always present.
    case plural([PluralCategory: String])
}
