import ArgumentParser
import Foundation
import QuizgenI18n

/// `quizgen init DIR`: creates a new site with config and sample content; it uses the built-in
/// theme (`quizgen theme eject` copies a template to change it).
public struct InitCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create a new site with a config and sample content, using the built-in theme.")

    @Argument(
        help: ArgumentHelp("The folder to create (must not exist or be empty).", valueName: "dir"),
        completion: .directory)
    var directory: String

    @Option(name: .long, help: "The new site's title.")
    var title = "My quizzes"

    public init() {}

    var url: URL {
        URL(
            fileURLWithPath: directory,
            relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        ).standardizedFileURL
    }

    public func validate() throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw ValidationError("\(directory) exists and is a file")
            }
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            guard entries.isEmpty else {
                throw ValidationError(
                    "\(directory) is not empty; quizgen init only writes into a new or empty folder"
                )
            }
        }
        if title.contains("\n") { throw ValidationError("--title must be one line") }
    }

    public func run() throws {
        var files = Self.starterFiles(title: title)
        // No copy of the theme: the site gets every fix of the built-in templates it does not
        // override.
        files["Templates/README.md"] = Self.templatesReadme
        for (path, text) in files.sorted(by: { $0.key < $1.key }) {
            let target = url.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: target)
        }
        Console.out(
            """
            Created a quizgen site in \(directory)/ (\(files.count) files).
            Next: cd \(directory) && quizgen serve, and open the address it prints (quizgen build writes Site/).

            """)
    }

    /// `Templates/README.md`: how overriding works, and the commands for it.
    static let templatesReadme = """
        # Templates

        This site uses quizgen's built-in theme. A file here replaces the built-in template of the
        same name (`layout.mustache` replaces `layout`); any other `.mustache` file is a template
        or partial of the site's own. Keep only the files you change: every other page then gets
        the built-in theme's fixes with each new quizgen.

            quizgen theme list            the built-in templates; marks those this folder overrides
            quizgen theme eject layout    copy a built-in template here to change it
            quizgen theme diff layout     what changed in the built-in one since you copied it
            quizgen theme prune --yes     remove copies that are unchanged built-in templates

        `eject` records in `.theme-lock.json` which version each copy came from; `quizgen build`,
        `check` and `serve` warn when the built-in template has changed since. Every template and
        the values it receives are listed in quizgen's docs/templates.md.

        """

    /// Where the Debian package installs docs/schemas (scripts/package.sh): the starter YAML
    /// files name their schema there for editors (yaml-language-server), since a site has no
    /// docs/ folder.
    static let schemaFolder = "/usr/share/quizgen/schemas"

    static func starterFiles(title: String) -> [String: String] {
        let quotedTitle =
            "\""
            + title.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
                of: "\"", with: "\\\"") + "\""
        return [
            "quizgen.yaml": """
            # yaml-language-server: $schema=\(Self.schemaFolder)/config.schema.json
            # quizgen site configuration; every key is listed in docs/configuration.md.
            title: \(quotedTitle)
            base_url: https://example.org/
            # The theme's language: \(Catalog.builtinLanguages.joined(separator: ", ")) are built in; any other
            # BCP 47 tag reads in English until you translate it in i18n/<tag>.yaml (docs/i18n.md).
            language: en
            # Dates written without a zone (2024-09-02T09:00) are read in this time zone.
            timezone: UTC
            page_size: 50
            # Pages list their terms under these keys (tags: [a, b]); each term gets a page.
            taxonomies:
              tag: tags
              category: categories
            theme:
              colors:
                accent: "#1f5fbf"

            """,
            ".gitignore": "/Site/\n/.Site.*\n/.quizgen/\n",
            "Content/index.md": """
            ---
            title: \(quotedTitle)
            ---
            Welcome! Edit `Content/index.md` to change this text.

            """,
            "Content/pages/about.md": """
            ---
            title: About
            description: What this site is for.
            menu: main    # listed in the top navigation
            weight: 1
            ---
            This page comes from `Content/pages/about.md`. Pages are Markdown with
            [GitHub Flavored Markdown](https://github.github.com/gfm/) tables, task lists and footnotes.

            """,
            "Content/pages/lessons/_index.md": """
            ---
            title: Lessons
            description: One page per lesson, newest first.
            ---
            Every folder of `Content/pages/` is a section: this one is published at `/lessons/`,
            and this introduction comes from `Content/pages/lessons/_index.md`.

            """,
            "Content/pages/lessons/first-steps.md": """
            ---
            title: First steps
            date: 2024-09-02T09:00:00Z
            tags: [getting started]
            categories: [lessons]
            ---
            The first paragraph is the summary shown in lists and feeds, unless the front matter
            sets `summary:`.

            Published at `/lessons/first-steps/`; its tags and categories link to their own pages.

            """,
            "Content/banks/sample.md": """
            ---
            category: Sample questions
            ---
            # Sample questions

            Each `##` heading is a question; `[x]` marks a correct choice. The syntax is in
            docs/quiz-format.md of quizgen's documentation.

            ## Which planet is closest to the Sun? {#closest-planet}

            - [x] Mercury
            - [ ] Venus
            - [ ] Mars
              > Mars is the fourth planet from the Sun.

            > Mercury orbits the Sun at about 58 million km.

            ## Water boils at 100 °C at sea level. {#boiling-point}

            - [x] True
            - [ ] False

            ## How many minutes are there in two hours? {#minutes type=numeric points=2}

            - 120

            """,
            "Content/exams/sample-quiz.yaml": """
            # yaml-language-server: $schema=\(Self.schemaFolder)/exam.schema.json
            # An exam picks questions from the banks by id; students open it by its code.
            title: Sample quiz
            code: SAMPLE-1
            mode: practice        # instant feedback; remove this line for a graded exam
            intro: Three questions to try the exam page.
            time_limit: 0         # minutes; 0 means no limit
            questions:
              - closest-planet
              - boiling-point
              - minutes

            """,
            "Content/pages/lessons/going-further.md": """
            ---
            title: Going further
            date: 2024-09-09
            tags: [getting started, practice]
            categories: [lessons]
            aliases: [/lessons/next/]   # old addresses that redirect here
            ---
            Sections are paginated with `page_size` and have Atom and RSS feeds of their newest pages.

            """,
        ]
    }
}
