/// The models of one build, grouped by type in the order their types were first added.
public struct ContentStore: Sendable {
    struct Bucket: Sendable {
        let typeID: ObjectIdentifier
        let typeName: String
        var models: [any Sendable]
    }

    private(set) var buckets: [Bucket] = []

    /// Creates an empty store.
    public init() {}

    /// Adds models of one type.
    public mutating func add<M: Sendable>(_ models: [M]) {
        let id = ObjectIdentifier(M.self)
        if let index = buckets.firstIndex(where: { $0.typeID == id }) {
            buckets[index].models.append(contentsOf: models.map { $0 as any Sendable })
        } else {
            buckets.append(Bucket(typeID: id, typeName: String(describing: M.self), models: models))
        }
    }

    /// Adds one model.
    public mutating func add<M: Sendable>(_ model: M) { add([model]) }

    /// All models of type `M`.
    public func models<M: Sendable>(of type: M.Type) -> [M] {
        buckets.first { $0.typeID == ObjectIdentifier(type) }?.models.compactMap { $0 as? M } ?? []
    }

    /// Removes every model of type `M`.
    public mutating func removeAll<M: Sendable>(of type: M.Type) {
        buckets.removeAll { $0.typeID == ObjectIdentifier(type) }
    }

    /// The number of models of type `M`.
    public func count<M: Sendable>(of type: M.Type) -> Int {
        buckets.first { $0.typeID == ObjectIdentifier(type) }?.models.count ?? 0
    }

    /// The number of models in the store.
    public var count: Int { buckets.reduce(0) { $0 + $1.models.count } }

    /// Counts per model type name, in insertion order.
    public var counts: [(type: String, count: Int)] {
        buckets.map { ($0.typeName, $0.models.count) }
    }
}
