import Foundation
import QuizgenCompute
import QuizgenTestSupport
import Testing

@testable import QuizgenSite

/// `quizgen serve` lists again only the paths its watcher saw change: whatever the changes
/// (files added, edited, removed; folders made, filled, moved and removed; hidden files, editors'
/// backups, the output folder), the listing it makes equals a whole new listing.
@Suite("Input listing updated from changed paths")
struct InputListingUpdateTests {
    /// One random change below the site; returns the absolute paths a watcher reports for it.
    static func change(_ root: URL, _ random: inout SeededGenerator) throws -> [String] {
        let fm = FileManager.default
        let folders = [
            "Content/pages", "Content/pages/a", "Content/pages/a-b", "Templates", "static",
            ".quizgen/preview-submissions/geo",
        ]
        let names = ["x.md", "y.md", "a.md", "a-b.md", ".hidden.md", "z.md~", "n\u{E9}.md"]
        let folder = folders.randomElement(using: &random)!
        let path = root.appendingPathComponent(folder).appendingPathComponent(
            names.randomElement(using: &random)!)
        switch Int.random(in: 0..<7, using: &random) {
        case 0, 1:
            try fm.createDirectory(
                at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("edit \(Int.random(in: 0..<1_000, using: &random))\n".utf8).write(to: path)
            return [path.path]
        case 2:
            try? fm.removeItem(at: path)
            return [path.path]
        case 3:
            // A folder made with files in it before any watch could see them.
            let made = root.appendingPathComponent(folder).appendingPathComponent(
                "new\(Int.random(in: 0..<3, using: &random))")
            try fm.createDirectory(
                at: made.appendingPathComponent("deep"), withIntermediateDirectories: true)
            try Data("n\n".utf8).write(to: made.appendingPathComponent("deep/n.md"))
            try Data("m\n".utf8).write(to: made.appendingPathComponent("m.md"))
            return [made.path]
        case 4:
            let gone = root.appendingPathComponent(folders.randomElement(using: &random)!)
            // The extra submissions' folder itself is never removed while serving.
            guard gone.lastPathComponent != "geo" else { return [] }
            try? fm.removeItem(at: gone)
            return [gone.path]
        case 5:
            // A folder moved: gone from one place, there in another.
            let from = root.appendingPathComponent(folder)
            let to = root.appendingPathComponent(
                "Content/moved\(Int.random(in: 0..<2, using: &random))")
            guard fm.fileExists(atPath: from.path), !fm.fileExists(atPath: to.path) else {
                return []
            }
            try fm.moveItem(at: from, to: to)
            return [from.path, to.path]
        default:
            // The output folder and a hidden folder are never inputs.
            let output = root.appendingPathComponent(
                ["Site/index.html", ".quizgen/x"].randomElement(using: &random)!)
            try fm.createDirectory(
                at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("o\n".utf8).write(to: output)
            return [output.path]
        }
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6])
    func anUpdatedListingEqualsANewOne(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let site = try TestSite([
            "quizgen.yaml": "title: T\n", "Content/pages/a.md": "A\n",
            "Content/pages/a/b.md": "B\n", "Content/pages/a-b/c.md": "C\n",
            "Templates/page.mustache": "{{title}}\n", "static/.well-known/security.txt": "s\n",
        ])
        defer { site.remove() }
        // As `quizgen serve` builds: with its collector's exported submissions, below the root.
        var options = BuildOptions(root: site.root, environment: [:])
        options.extraSubmissions = site.root.appendingPathComponent(".quizgen/preview-submissions")
        try FileManager.default.createDirectory(
            at: options.extraSubmissions!.appendingPathComponent("geo"),
            withIntermediateDirectories: true)
        var listing = InputScan.list(options, plugins: [])
        for round in 0..<40 {
            var changed: Set<String> = []
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                changed.formUnion(try Self.change(site.root, &random))
            }
            let updated = try #require(
                InputScan.list(options, plugins: [], updating: listing, changed: changed),
                "round \(round)")
            let whole = InputScan.list(options, plugins: [])
            #expect(
                updated.keys.map { Array($0.utf8) } == whole.keys.map { Array($0.utf8) },
                "round \(round): \(changed.sorted())")
            #expect(updated.stamps == whole.stamps, "round \(round)")
            #expect(updated.identity == whole.identity)
            listing = updated
        }
    }

    /// A link (whose target decides whether it is read) and the root itself are not updated
    /// in place: the whole tree is listed.
    @Test func aLinkOrTheRootListsEverything() throws {
        let site = try TestSite(["quizgen.yaml": "title: T\n", "Content/pages/a.md": "A\n"])
        defer { site.remove() }
        let options = BuildOptions(root: site.root, environment: [:])
        let listing = InputScan.list(options, plugins: [])
        let link = site.root.appendingPathComponent("Content/pages/l.md")
        try FileManager.default.createSymbolicLink(
            atPath: link.path, withDestinationPath: "/etc/passwd")
        #expect(
            InputScan.list(options, plugins: [], updating: listing, changed: [link.path]) == nil)
        #expect(
            InputScan.list(options, plugins: [], updating: listing, changed: [site.root.path])
                == nil)
        let many = Set((0...InputScan.updateLimit).map { site.root.path + "/Content/p\($0).md" })
        #expect(InputScan.list(options, plugins: [], updating: listing, changed: many) == nil)
    }
}
