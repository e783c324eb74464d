import Yams

/// Reads a catalog's YAML: nested mappings of strings, a mapping of CLDR categories (with
/// `other`) being one plural entry.
enum CatalogParser {
    /// The entries of `yaml`, by dotted key.
    ///
    /// - Throws: Yams's error when the text is not YAML, `CatalogError` when it is not a mapping.
    static func entries(fromYAML yaml: String) throws -> [String: CatalogEntry] {
        guard let node = try Yams.compose(yaml: yaml, Resolver.basic) else { return [:] }
        guard case .mapping(let mapping) = node else { throw CatalogError.notAMapping }
        var entries: [String: CatalogEntry] = [:]
        collect(mapping, prefix: "", into: &entries)
        return entries
    }

    private static func collect(
        _ mapping: Node.Mapping, prefix: String, into entries: inout [String: CatalogEntry]
    ) {
        for (keyNode, value) in mapping {
            guard let key = keyNode.string else { continue }
            let path = prefix.isEmpty ? key : prefix + "." + key
            switch value {
            case .scalar(let scalar): entries[path] = .text(scalar.string)
            case .mapping(let child):
                if let forms = pluralForms(child) {
                    entries[path] = .plural(forms)
                } else {
                    collect(child, prefix: path, into: &entries)
                }
            default: continue
            }
        }
    }

    /// The forms of a mapping whose keys are all plural categories and include `other`.
    static func pluralForms(_ mapping: Node.Mapping) -> [PluralCategory: String]? {
        var forms: [PluralCategory: String] = [:]
        for (keyNode, value) in mapping {
            guard let key = keyNode.string, let category = PluralCategory(rawValue: key),
                case .scalar(let scalar) = value
            else { return nil }
            forms[category] = scalar.string
        }
        return forms[.other] == nil ? nil : forms
    }
}

/// Why a catalog could not be read.
enum CatalogError: Error {
    case notAMapping
}
