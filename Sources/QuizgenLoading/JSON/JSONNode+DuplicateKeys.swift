extension JSONNode {
    /// A key written twice in one object: the first and the second place it is written.
    struct DuplicateKey {
        var key: String
        var first: JSONField
        var second: JSONField
    }

    /// The duplicate key Yams would reject this value for: in the first object to end (inner
    /// objects end before the one holding them) that writes a key twice, the smallest such key.
    ///
    /// Used where a file used to be read through Yams, so that a duplicate is still the same
    /// located error.
    func firstDuplicateKey() -> DuplicateKey? {
        switch value {
        case .array(let items):
            for item in items {
                if let found = item.firstDuplicateKey() { return found }
            }
            return nil
        case .object(let fields):
            for field in fields {
                if let found = field.node.firstDuplicateKey() { return found }
            }
            guard fields.count > 1 else { return nil }
            var firstIndex: [String: Int] = [:]
            var found: DuplicateKey?
            for (index, field) in fields.enumerated() {
                if let earlier = firstIndex[field.key] {
                    if found.map({ field.key < $0.key }) ?? true {
                        found = DuplicateKey(key: field.key, first: fields[earlier], second: field)
                    }
                } else {
                    firstIndex[field.key] = index
                }
            }
            return found
        default:
            return nil
        }
    }
}
