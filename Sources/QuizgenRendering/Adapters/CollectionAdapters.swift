import QuizgenCore

/// Renders a config-declared collection's list page.
public struct DataCollectionAdapter: ContentAdapter {
    /// Creates the adapter.
    public init() {}

    public func routes(for collection: DataCollection, site: SiteContext) -> [Route] {
        [
            Route(
                path: collection.config.listRoute, template: collection.config.listTemplate,
                source: collection.config.location)
        ]
    }

    public func context(for collection: DataCollection, route: Route, site: SiteContext) throws
        -> [String: Any]
    {
        let items = collection.items.map { item -> [String: Any] in
            var values = (item.fields.templateValue as? [String: Any]) ?? [:]
            values["url"] = site.url(
                DataItemAdapter.path(for: item, pattern: collection.config.route))
            values["title"] = DataItemAdapter.title(of: item)
            values["slug"] = item.slug
            return values
        }
        return [
            "page": [
                "title": DataItemAdapter.displayName(collection.config.name),
                "url": site.url(route.path),
            ],
            "items": items,
        ]
    }
}

/// Renders one item of a config-declared collection at its route pattern.
public struct DataItemAdapter: ContentAdapter {
    /// Creates the adapter; route patterns come from the site config's collections.
    public init() {}

    public func routes(for item: DataItem, site: SiteContext) -> [Route] {
        guard let config = site.config.collections.first(where: { $0.name == item.collection })
        else { return [] }
        // An item missing a route field is reported by the validator; it gets no page.
        for field in Self.placeholders(in: config.route) where field != "slug" {
            if Slug.make(item.fields[field]?.stringValue ?? "").isEmpty { return [] }
        }
        return [
            Route(
                path: Self.path(for: item, pattern: config.route), template: config.template,
                source: item.location)
        ]
    }

    public func context(for item: DataItem, route: Route, site: SiteContext) throws -> [String: Any]
    {
        let config = site.config.collections.first { $0.name == item.collection }
        var fields: [[String: Any]] = []
        if case .object(let entries) = item.fields {
            for entry in entries where entry.key != "slug" {
                fields.append(["key": entry.key, "value": Self.display(entry.value)])
            }
        }
        return [
            "page": ["title": Self.title(of: item), "url": site.url(route.path)],
            "item": item.fields.templateValue ?? [:],
            "fields": fields,
            "collection": [
                "title": Self.displayName(item.collection),
                "url": site.url(config?.listRoute ?? "/"),
            ],
        ]
    }

    /// The route path for `item`: `{field}` placeholders replaced by the slugified field value.
    public static func path(for item: DataItem, pattern: String) -> String {
        var result = ""
        var placeholder: String?
        for c in pattern {
            if c == "{" {
                placeholder = ""
            } else if c == "}", let name = placeholder {
                result +=
                    name == "slug" ? item.slug : Slug.make(item.fields[name]?.stringValue ?? "")
                placeholder = nil
            } else if placeholder != nil {
                placeholder!.append(c)
            } else {
                result.append(c)
            }
        }
        return result
    }

    /// The placeholder names in a route pattern.
    public static func placeholders(in pattern: String) -> [String] {
        var names: [String] = []
        var current: String?
        for c in pattern {
            if c == "{" {
                current = ""
            } else if c == "}", let name = current {
                names.append(name)
                current = nil
            } else if current != nil {
                current!.append(c)
            }
        }
        return names
    }

    static func title(of item: DataItem) -> String {
        item.fields["title"]?.stringValue ?? item.fields["name"]?.stringValue ?? item.slug
    }

    static func displayName(_ name: String) -> String {
        let words = name.split(separator: "-").joined(separator: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }

    static func display(_ value: DataValue) -> String {
        switch value {
        case .array(let items): items.map(display).joined(separator: ", ")
        case .object(let fields):
            fields.map { "\($0.key): \(display($0.value))" }.joined(separator: "; ")
        case .null: ""
        default: value.stringValue ?? ""
        }
    }
}
