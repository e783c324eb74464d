/// One bar of an `ActivitySeries`.
public struct ActivityPoint: Sendable, Hashable, Codable {
    /// The bar's label.
    public var label: String
    /// The bar's value (negative values are drawn as 0).
    public var value: Int

    /// Creates a point.
    public init(label: String, value: Int) {
        self.label = label
        self.value = value
    }
}
