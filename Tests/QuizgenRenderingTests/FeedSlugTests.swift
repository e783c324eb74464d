import QuizgenCore
import Testing

@testable import QuizgenRendering

/// Post, tag and user slugs: the first free of `slug`, `slug-2`, `slug-3`... in input order,
/// found without probing every earlier suffix again.
@Suite("Feed slugs")
struct FeedSlugTests {
    /// The rule as first written: probe from `-2` up for every item.
    static func reference(_ items: [(key: String, name: String)], fallback: String) -> [String:
        String]
    {
        var used: Set<String> = []
        var result: [String: String] = [:]
        for (position, item) in items.enumerated() {
            var slug = Slug.make(item.name)
            if slug.isEmpty { slug = "\(fallback)-\(position + 1)" }
            var candidate = slug
            var n = 2
            while used.contains(candidate) {
                candidate = "\(slug)-\(n)"
                n += 1
            }
            used.insert(candidate)
            result[item.key] = candidate
        }
        return result
    }

    @Test("the same slugs as probing from -2 each time, on names that collide in every way")
    func sameAsReference() {
        let names = ["a", "a", "a-2", "a", "", "b", "a-3", "A", "a-2", "post-5", "", "activity"]
        var state: UInt64 = 42
        for round in 0..<200 {
            var items: [(key: String, name: String)] = []
            for index in 0..<(5 + round % 40) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                items.append((key: "k\(index)", name: names[Int(state >> 33) % names.count]))
            }
            #expect(
                PublishedFeed.slugs(items, fallback: "post")
                    == Self.reference(items, fallback: "post"))
        }
    }

    @Test("10,000 boosts named 'activity' get activity, activity-2 ... activity-10000")
    func manyOfOneName() {
        let items = (0..<10_000).map { (key: "b\($0)", name: "activity") }
        let slugs = PublishedFeed.slugs(items, fallback: "post")
        #expect(slugs["b0"] == "activity")
        #expect(slugs["b9999"] == "activity-10000")
        #expect(Set(slugs.values).count == 10_000)
    }
}
