/// CLDR cardinal plural rules for whole numbers (counts of questions, posts, pages).
///
/// Only the integer part of each rule is needed: quizgen counts things. Rules from CLDR 46
/// (`plurals.xml`); a language without rules here uses English's.
public enum PluralRules {
    /// The category of `count` in `language` (a BCP 47 tag; only its primary subtag is used).
    public static func category(of count: Int, in language: String) -> PluralCategory {
        let n = abs(count)
        let million = n != 0 && n % 1_000_000 == 0
        switch Catalog.primaryTag(language) {
        case "ro", "mo":
            if n == 1 { return .one }
            if n == 0 || (2...19).contains(n % 100) || (n != 1 && n % 100 == 1) { return .few }
            return .other
        case "fr":
            if n == 0 || n == 1 { return .one }
            return million ? .many : .other
        case "it", "es", "pt":
            if n == 1 { return .one }
            return million ? .many : .other
        case "ar":
            switch n {
            case 0: return .zero
            case 1: return .one
            case 2: return .two
            default:
                if (3...10).contains(n % 100) { return .few }
                if (11...99).contains(n % 100) { return .many }
                return .other
            }
        case "he":
            if n == 1 { return .one }
            if n == 2 { return .two }
            return .other
        default:
            return n == 1 ? .one : .other
        }
    }

    /// The categories a catalog entry must give for whole numbers in `language`: the ones
    /// `category(of:in:)` can return (CLDR's integer categories).
    public static func categories(in language: String) -> Set<PluralCategory> {
        switch Catalog.primaryTag(language) {
        case "ro", "mo": [.one, .few, .other]
        case "fr", "it", "es", "pt": [.one, .many, .other]
        case "ar": [.zero, .one, .two, .few, .many, .other]
        case "he": [.one, .two, .other]
        default: [.one, .other]
        }
    }
}
