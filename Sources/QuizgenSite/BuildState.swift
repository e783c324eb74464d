/// What a plugin keeps on the build context between its steps (and for its validators), one
/// value per type: `context[QuizContent.self]`. The pipeline knows no plugin's state by name.
public protocol BuildState: Sendable {
    /// The state before the plugin's first step.
    init()
}

extension BuildContext {
    /// The state of type `State`, or a new one if no step has set it yet.
    ///
    /// Mutated in place (`context[GradingState.self].results.append(…)`) without copying it.
    public subscript<State: BuildState>(_ type: State.Type) -> State {
        get { states[ObjectIdentifier(type)] as? State ?? State() }
        _modify {
            let key = ObjectIdentifier(type)
            var value = states.removeValue(forKey: key) as? State ?? State()
            defer { states[key] = value }
            yield &value
        }
        set { states[ObjectIdentifier(type)] = newValue }
    }
}
