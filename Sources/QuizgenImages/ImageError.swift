/// Why an image could not be processed: libvips' own message, first line only.
public struct ImageError: Error, Sendable, Hashable {
    /// The message, for a diagnostic.
    public var message: String

    /// Creates an error.
    public init(_ message: String) { self.message = message }
}
