import ArgumentParser
import QuizgenRendering
import QuizgenSite

/// `quizgen theme list`: every built-in template, marking those the site overrides.
public struct ThemeListCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "list",
        abstract:
            "List the built-in templates, marking those Templates/ overrides (and files that override nothing)."
    )

    @OptionGroup var options: ThemeOptions

    public init() {}

    public func run() throws {
        let overrides = options.scan()
        let byName = Dictionary(overrides.files.map { ($0.name, $0) }) { first, _ in first }
        let names = overrides.builtIn.keys.sorted()
        let width = (names.map(\.count).max() ?? 0) + 2
        var out =
            "Built-in templates (theme \(DefaultTheme.version)); * marks those Templates/ overrides:\n"
        for name in names {
            let purpose = TemplatePurposes.all[name] ?? "(no description)"
            let padded = name.padding(toLength: width, withPad: " ", startingAt: 0)
            out += "\(byName[name] == nil ? " " : "*") \(padded)\(purpose)\n"
            if let file = byName[name] {
                out +=
                    "  \(String(repeating: " ", count: width))\(options.display(file.file)): \(Self.describe(file))\n"
            }
        }
        let others = overrides.files.filter { overrides.builtIn[$0.name] == nil }
        if !others.isEmpty {
            out += "\nOther templates in Templates/:\n"
            for file in others {
                out += "  \(options.display(file.file)): \(Self.describe(file))\n"
            }
        }
        let count = overrides.files.filter { overrides.builtIn[$0.name] != nil }.count
        out += "\n\(count) of \(names.count) built-in templates overridden.\n"
        Console.out(out)
    }

    static func describe(_ file: ThemeOverride) -> String {
        switch file.status {
        case .unchanged: "an unchanged copy of today's built-in; `quizgen theme prune` removes it"
        case .earlierVersion:
            "an unchanged copy of an earlier version (stale); `quizgen theme prune` removes it"
        case .unchangedEjected:
            "an unchanged copy; the built-in changed since it was ejected (stale); `quizgen theme prune` removes it"
        case .edited(_, let stale):
            stale
                ? "edited; the built-in changed since it was ejected (stale): `quizgen theme diff \(file.name)`"
                : "edited since it was ejected; the built-in has not changed"
        case .own: "the site's own version (not made by `quizgen theme eject`, origin unknown)"
        case .removed(let suggestion, _):
            "the built-in theme no longer has '\(file.name)', so this overrides nothing\(suggestion.map { "; did you mean '\($0)'?" } ?? "")"
        case .extra(let suggestion):
            "matches no built-in template (used where a page, collection or template names it)\(suggestion.map { "; did you mean '\($0)'?" } ?? "")"
        }
    }
}
