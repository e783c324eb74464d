import QuizgenCore

/// A named step of the build pipeline; the pipeline is an ordered array of these.
public struct BuildStep: Sendable {
    /// Unique name, e.g. `load-content`; plugins insert their steps relative to these names.
    public let name: String
    let body: @Sendable (inout BuildContext) async throws -> Void

    /// Creates a step.
    ///
    /// - Parameters:
    ///   - name: The step's unique name.
    ///   - body: The work; problems in content go to `context.diagnostics`, a thrown error is
    ///     reported as an error diagnostic naming the step.
    public init(
        _ name: String, _ body: @escaping @Sendable (inout BuildContext) async throws -> Void
    ) {
        self.name = name
        self.body = body
    }

    /// Runs the step.
    public func run(_ context: inout BuildContext) async throws { try await body(&context) }
}

/// Checks loaded content and reports problems; every validator runs, none stops the others.
public protocol ContentValidator: Sendable {
    /// A name for messages.
    var name: String { get }

    /// Appends every problem found in `context` to `diagnostics`.
    func validate(_ context: BuildContext, into diagnostics: inout Diagnostics)
}

extension ContentValidator {
    /// The validator's type name.
    public var name: String { String(describing: Self.self) }
}
