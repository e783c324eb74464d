/// A point on the Earth attached to a user or a post.
public struct FeedLocation: Sendable, Hashable, Codable {
    /// Latitude in degrees, north positive.
    public var latitude: Double
    /// Longitude in degrees, east positive.
    public var longitude: Double
    /// A place name, when the source gives one.
    public var name: String?

    /// Creates a location.
    ///
    /// - Parameters:
    ///   - latitude: Degrees north.
    ///   - longitude: Degrees east.
    ///   - name: An optional place name.
    public init(latitude: Double, longitude: Double, name: String? = nil) {
        self.latitude = latitude
        self.longitude = longitude
        self.name = name
    }
}
