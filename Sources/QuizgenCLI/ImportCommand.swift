import ArgumentParser
import Foundation
import QuizgenCore
import QuizgenInterop
import QuizgenLoading

/// `quizgen import FILE...`: reads GIFT, Aiken, Moodle XML, text2qti or QTI files and writes
/// quizgen banks, one per source category.
public struct ImportCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "import",
        abstract:
            "Import questions from GIFT, Aiken, Moodle XML, text2qti or QTI into quizgen banks.",
        discussion: """
            Writes one Markdown bank per source category (JSON with --output x.json), with images \
            beside it. Every question that cannot be imported, and everything of an imported \
            question that quizgen cannot represent, is reported at its file:line:col; the \
            terminal shows the first few of each kind per file, as build does, and the report \
            file (.quizgen/reports/import.txt) accounts for every question. Exit status 1 when a \
            question was not imported or the source has errors. See docs/interop.md.
            """)

    @Argument(
        help: ArgumentHelp(
            "The files to import (.gift, .txt, .xml, .zip, .md).", valueName: "file"),
        completion: .file(extensions: ["gift", "txt", "xml", "zip", "md"]))
    var files: [String]

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The format of every file: gift, aiken, moodle-xml, text2qti or qti (default: from the name and content).",
            valueName: "format"))
    var format: InteropFormat?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "A folder for the banks, or a file: x.md, or x.json for JSON.", valueName: "path"),
        completion: .file())
    var output: String = "Content/banks"

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Put every question into one bank with this category.", valueName: "name"))
    var category: String?

    @Option(
        name: .long,
        help: ArgumentHelp("How to print problems: text, json or github.", valueName: "format"))
    var diagnosticsFormat: DiagnosticFormat = .text

    @Flag(
        name: .long,
        help:
            "Replace bank files (and images) that already exist; without it the import refuses them and writes nothing."
    )
    var force = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Where to write the account of every question (default: \(ImportReport.defaultPath)).",
            valueName: "file"),
        completion: .file())
    var report: String = ImportReport.defaultPath

    public init() {}

    public func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one file to import") }
        if let category, category.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError("--category needs a name")
        }
    }

    public func run() throws {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let urls = files.map { URL(fileURLWithPath: $0, relativeTo: cwd).standardizedFileURL }
        let shown = Dictionary(
            zip(urls.map(\.path), files), uniquingKeysWith: { first, _ in first })
        let result = QuizImporter().read(urls, format: format, category: category) { url in
            shown[url.path] ?? Self.relative(url, to: cwd)
        }
        // Bounded like build's output; the report holds every diagnostic.
        Console.err(DiagnosticPrinter(format: diagnosticsFormat).render(result.diagnostics))
        var writer = BankFileWriter(output: output)
        writer.replacesFiles = force
        writer.takenIDs = Self.questionIDs(
            in: cwd, except: writer.paths(for: result.banks.filter { !$0.questions.isEmpty }))
        let written: [BankFileWriter.Written]
        do {
            written = try writer.write(result)
        } catch let exists as BankFileWriter.FilesExist {
            Console.err("quizgen: \(exists)\n")
            throw ExitCode(1)
        } catch {
            Console.err("quizgen: cannot write the banks: \(error.localizedDescription)\n")
            throw ExitCode(1)
        }
        for bank in written {
            Console.out(
                "wrote \(bank.questions) question\(bank.questions == 1 ? "" : "s") to \(bank.path)\n"
            )
        }
        let target =
            written.count == 1
            ? written[0].path : "\(written.count) banks in \(Self.folder(of: output))"
        var summary =
            "imported \(result.imported) question\(result.imported == 1 ? "" : "s") into \(target)"
        // "see above" only when the terminal showed every problem.
        let folded = result.diagnostics.grouped().contains {
            if case .single = $0 { return false }
            return true
        }
        let see = folded ? "see \(report)" : "see above"
        if result.skipped > 0 { summary += "; \(result.skipped) not imported, \(see)" }
        let otherErrors = result.diagnostics.errorCount - result.skipped
        if otherErrors > 0 {
            summary +=
                "; \(otherErrors) error\(otherErrors == 1 ? "" : "s") in the source\(result.skipped > 0 ? "" : ", \(see)")"
        }
        Console.out(summary + "\n")
        let account = ImportReport.text(
            result, placements: writer.placements(for: result), files: files, summary: summary)
        do {
            let url = ReportFiles.url(report)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(account.utf8).write(to: url, options: .atomic)
            Console.out("every question's account: \(report)\n")
        } catch {
            Console.err(
                "quizgen: cannot write \(report): \((error as NSError).localizedDescription)\n")
            throw ExitCode(1)
        }
        if result.skipped > 0 || result.diagnostics.hasErrors { throw ExitCode(1) }
    }

    /// The question ids of the site's banks (`Content/banks/` below `root`) but those in the files
    /// the import writes: an imported question must not take one, or the next build fails.
    static func questionIDs(in root: URL, except targets: [String]) -> Set<String> {
        let replaced = Set(
            targets.map { URL(fileURLWithPath: $0, relativeTo: root).standardizedFileURL.path })
        let reader = SourceReader(root: root)
        var ignored = Diagnostics()
        var ids: Set<String> = []
        for bank in QuizBankLoader(reader: reader).load(into: &ignored)
        where !replaced.contains(
            root.appendingPathComponent(bank.sourcePath).standardizedFileURL.path)
        {
            ids.formUnion(bank.questions.map(\.id))
        }
        return ids
    }

    private static func folder(of output: String) -> String {
        let lower = output.lowercased()
        return lower.hasSuffix(".md") || lower.hasSuffix(".json")
            ? ((output as NSString).deletingLastPathComponent.isEmpty
                ? "." : (output as NSString).deletingLastPathComponent) : output
    }

    private static func relative(_ url: URL, to base: URL) -> String {
        let prefix = base.path.hasSuffix("/") ? base.path : base.path + "/"
        return url.path.hasPrefix(prefix) ? String(url.path.dropFirst(prefix.count)) : url.path
    }
}

extension InteropFormat: ExpressibleByArgument {}
