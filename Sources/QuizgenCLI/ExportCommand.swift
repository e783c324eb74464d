import ArgumentParser
import Foundation
import QuizgenCore
import QuizgenGrading
import QuizgenInterop
import QuizgenLoading

/// `quizgen export EXAM`: writes an exam (or with `--bank`, a whole bank) in a format an LMS
/// imports: QTI 1.2 (Canvas), QTI 2.1, Moodle XML or GIFT.
public struct ExportCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export an exam or a bank as QTI 1.2 (Canvas), QTI 2.1, Moodle XML or GIFT.",
        discussion: """
            What the format cannot express (a scoring rule, a time limit, a question type) is a \
            warning at the exam's line; a question the format cannot hold at all is left out with \
            a warning. See docs/interop.md.

            Exit status: 0 success, 1 errors in the content or a question left out, 64 bad usage.
            """)

    /// The format's name on the command line.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case qti12, qti21
        case moodleXML = "moodle-xml"
        case gift

        var exportFormat: ExportFormat {
            switch self {
            case .qti12: .qti12
            case .qti21: .qti21
            case .moodleXML: .moodleXML
            case .gift: .gift
            }
        }
    }

    @Argument(
        help: ArgumentHelp("The exam's code (GEO-MID) or file name.", valueName: "exam"),
        completion: ExamCodeCompletion.kind)
    var exam: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Export a whole bank (its category, slug or file name) instead of an exam.",
            valueName: "name"))
    var bank: String?

    @Option(
        name: .long, help: "qti12 (Canvas zip), qti21 (content package zip), moodle-xml or gift.")
    var format: Format = .qti12

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Where to write (default: <slug>.<format extension> here).", valueName: "path"),
        completion: .file())
    var output: String?

    @OptionGroup var site: SiteOptions

    public init() {}

    public func validate() throws {
        if (exam == nil) == (bank == nil) {
            throw ValidationError("name an exam, or a bank with --bank, but not both")
        }
    }

    public func run() throws {
        var diagnostics = Diagnostics()
        let reader = SourceReader(root: site.rootURL)
        let catalog = ExamCatalog(reader: reader, into: &diagnostics)
        let source: ExportSource
        if let name = exam {
            guard
                let found = catalog.exams.first(where: {
                    Slug.make($0.code) == Slug.make(name)
                        || ($0.sourcePath as NSString).lastPathComponent == name
                        || $0.sourcePath == name
                }), let assembled = catalog.assembled[found.slug]
            else {
                Console.err(DiagnosticPrinter(format: site.diagnosticsFormat).render(diagnostics))
                throw ValidationError(
                    "no exam has the code or file '\(name)'\(Suggestion.didYouMean(name, in: catalog.exams.map(\.code)))"
                )
            }
            source = ExportSource(exam: assembled)
        } else {
            let name = bank ?? ""
            guard
                let found = catalog.banks.first(where: {
                    $0.category == name || $0.slug == Slug.make(name)
                        || ($0.sourcePath as NSString).lastPathComponent == name
                        || $0.sourcePath == name
                })
            else {
                Console.err(DiagnosticPrinter(format: site.diagnosticsFormat).render(diagnostics))
                throw ValidationError(
                    "no bank has the category or file '\(name)'\(Suggestion.didYouMean(name, in: catalog.banks.map(\.category)))"
                )
            }
            source = ExportSource(bank: found)
        }
        guard !diagnostics.hasErrors else {
            Console.err(DiagnosticPrinter(format: site.diagnosticsFormat).render(diagnostics))
            Console.err("quizgen: nothing exported (fix the errors above)\n")
            throw ExitCode(1)
        }
        let result = try Exporter(root: site.rootURL).export(source, as: format.exportFormat)
        diagnostics.merge(result.diagnostics)
        let path = output ?? "\(source.identifier).\(format.exportFormat.fileExtension)"
        let url = URL(
            fileURLWithPath: path,
            relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        try result.data.write(to: url, options: .atomic)
        Console.err(DiagnosticPrinter(format: site.diagnosticsFormat).render(diagnostics))
        var line =
            "exported \(result.exported) questions of \(source.title) to \(path) (\(format.rawValue))"
        if result.skipped > 0 { line += "; \(result.skipped) not exported, see above" }
        Console.out(line + "\n")
        if result.skipped > 0 || diagnostics.hasErrors
            || (site.strict && diagnostics.warningCount > 0)
        {
            throw ExitCode(1)
        }
    }
}
