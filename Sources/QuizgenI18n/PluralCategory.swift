/// A CLDR plural category (https://cldr.unicode.org/index/cldr-spec/plural-rules).
public enum PluralCategory: String, Sendable, Hashable, Codable, CaseIterable {
    case zero, one, two, few, many, other
}
