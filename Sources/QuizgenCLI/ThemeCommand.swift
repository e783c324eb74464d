import ArgumentParser

/// `quizgen theme`: the site's overrides of the built-in templates.
public struct ThemeCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "theme",
        abstract: "List, copy, compare and prune the site's overrides of the built-in templates.",
        discussion: """
            A file in Templates/ replaces the built-in template of the same name; every other page \
            keeps the built-in theme and gets its fixes with each new quizgen. Keep only the files \
            you change: 'eject' copies one and records where it came from in \
            Templates/.theme-lock.json, 'diff' shows what changed upstream since, 'prune' removes \
            copies nobody changed. See docs/templates.md.
            """,
        subcommands: [
            ThemeListCommand.self, ThemeEjectCommand.self, ThemeDiffCommand.self,
            ThemePruneCommand.self,
        ])

    public init() {}
}
