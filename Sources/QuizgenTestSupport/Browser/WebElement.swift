import Foundation

/// An element of the page in a ``WebDriverSession``, by its WebDriver reference.
///
/// A reference goes stale when the page reloads or the element leaves the document; commands on
/// it then throw ``WebDriverError`` `stale element reference`.
public struct WebElement: Sendable {
    /// The W3C key of an element reference in JSON.
    static let referenceKey = "element-6066-11e4-a52e-4f735466cecf"

    /// The driver's id for the element.
    public let id: String
    let session: WebDriverSession

    private var path: String { "\(session.path)/element/\(id)" }

    /// The element as a script argument for ``WebDriverSession/executeScript(_:args:)``.
    public var reference: JSONValue { [Self.referenceKey: .string(id)] }

    /// Scrolls the element into view and clicks its centre, as a user would.
    ///
    /// - Throws: ``WebDriverError``, such as `element not interactable`.
    public func click() async throws {
        _ = try await session.client.send("POST", "\(path)/click")
    }

    /// Focuses the element and types `text`; ``WebDriverKey`` raw values type special keys.
    ///
    /// - Parameter text: The characters to type.
    /// - Throws: ``WebDriverError``.
    public func sendKeys(_ text: String) async throws {
        _ = try await session.client.send("POST", "\(path)/value", ["text": .string(text)])
    }

    /// Empties an editable element.
    ///
    /// - Throws: ``WebDriverError``.
    public func clear() async throws {
        _ = try await session.client.send("POST", "\(path)/clear")
    }

    /// The element's rendered text.
    ///
    /// - Returns: The visible text.
    /// - Throws: ``WebDriverError``.
    public func text() async throws -> String {
        try await session.client.send("GET", "\(path)/text").stringValue ?? ""
    }

    /// An HTML attribute as written in the markup (or as set by script).
    ///
    /// - Parameter name: The attribute name.
    /// - Returns: Its value, or `nil` when absent.
    /// - Throws: ``WebDriverError``.
    public func attribute(_ name: String) async throws -> String? {
        try await session.client.send("GET", "\(path)/attribute/\(name)").stringValue
    }

    /// A DOM property, such as `value` or `checked`, which reflects the live state.
    ///
    /// - Parameter name: The property name.
    /// - Returns: Its value as JSON.
    /// - Throws: ``WebDriverError``.
    public func property(_ name: String) async throws -> JSONValue {
        try await session.client.send("GET", "\(path)/property/\(name)")
    }

    /// Whether a checkbox, radio button or option is selected.
    ///
    /// - Returns: The selection state.
    /// - Throws: ``WebDriverError``.
    public func isSelected() async throws -> Bool {
        try await session.client.send("GET", "\(path)/selected").boolValue ?? false
    }

    /// Whether the element is rendered visibly.
    ///
    /// - Returns: The visibility.
    /// - Throws: ``WebDriverError``.
    public func isDisplayed() async throws -> Bool {
        try await session.client.send("GET", "\(path)/displayed").boolValue ?? false
    }

    /// The element's rendered box in CSS pixels (WebDriver "Get Element Rect"), which works with
    /// JavaScript off.
    ///
    /// - Returns: `x`, `y`, `width` and `height`.
    /// - Throws: ``WebDriverError``.
    public func rect() async throws -> (x: Double, y: Double, width: Double, height: Double) {
        let value = try await session.client.send("GET", "\(path)/rect")
        return (
            value["x"]?.numberValue ?? 0, value["y"]?.numberValue ?? 0,
            value["width"]?.numberValue ?? 0,
            value["height"]?.numberValue ?? 0
        )
    }
}
