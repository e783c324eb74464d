/// axe-core could not run in the page.
public struct AxeRunError: Error, CustomStringConvertible {
    /// What went wrong.
    public var message: String

    public var description: String { "axe-core failed: \(message)" }
}
