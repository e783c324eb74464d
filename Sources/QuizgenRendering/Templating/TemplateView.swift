import Mustache

/// A view model that templates read by name: a typed value in place of a `[String: Any]`, so a
/// view's keys are written once, in its type.
///
/// It answers Mustache's lookups through `MustacheParent` (swift-mustache and
/// `CompiledRenderer` both ask `child(named:)`), and lists its names for tools that walk a
/// context, such as the check that docs/templates.md lists every key.
public protocol TemplateView: MustacheParent {
    /// Every name `child(named:)` answers, in the type's order (a name may have no value).
    var templateKeys: [String] { get }
}

extension TemplateView {
    /// The value of `key`, or `nil` when the view has none: `child(named:)` under a name that
    /// does not need swift-mustache imported.
    public func templateValue(_ key: String) -> Any? { child(named: key) }
}

/// A `TemplateView` whose names are the cases of its `Key` enum (the site's dashboards adopt it
/// too).
public protocol KeyedTemplateView: TemplateView {
    /// The view's names.
    associatedtype Key: RawRepresentable<String>, CaseIterable
    /// The value of `key`; `nil` leaves the name out, as a dictionary without it would.
    ///
    /// - Parameter key: One of the view's names.
    /// - Returns: A string, number, boolean, array, dictionary or view; `nil` for none.
    func value(_ key: Key) -> Any?
}

extension KeyedTemplateView {
    /// The value named `name`, `nil` for a name the view does not have.
    public func child(named name: String) -> Any? { Key(rawValue: name).flatMap(value) }

    /// The `Key` cases' names.
    public var templateKeys: [String] { Key.allCases.map(\.rawValue) }

    /// The view's names, for a template check that needs them as a set.
    static var keyNames: Set<String> { Set(Key.allCases.map(\.rawValue)) }
}
