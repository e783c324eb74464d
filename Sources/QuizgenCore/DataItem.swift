/// One item of a config-declared collection, read from `Content/data/<collection>/`.
public struct DataItem: Sendable, Hashable, Codable {
    /// The collection's name.
    public var collection: String
    /// The item's slug: its `slug` field, or the file name.
    public var slug: String
    /// The item's fields.
    public var fields: DataValue
    /// Where the item starts.
    public var location: SourceLocation

    /// Creates an item.
    public init(collection: String, slug: String, fields: DataValue, location: SourceLocation) {
        self.collection = collection
        self.slug = slug
        self.fields = fields
        self.location = location
    }
}

/// A collection's list page.
public struct DataCollection: Sendable, Hashable, Codable {
    /// The collection's configuration.
    public var config: CollectionConfig
    /// Its items, sorted by the configured field.
    public var items: [DataItem]

    /// Creates a collection.
    public init(config: CollectionConfig, items: [DataItem]) {
        self.config = config
        self.items = items
    }
}
