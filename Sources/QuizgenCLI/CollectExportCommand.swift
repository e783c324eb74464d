import ArgumentParser
import Foundation
import QuizgenCollect
import QuizgenCore

/// `quizgen collect export [EXAM] [--to DIR]`: writes the stored submissions as files.
struct CollectExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract:
            "Write the stored submissions into Content/submissions/<exam>/ for 'quizgen build'.",
        discussion: """
            Each stored submission becomes one quizgen-submission/1 file with the server's \
            times as started_at and finished_at, named after its receipt; files already there \
            are kept, so exporting again writes only what arrived since. The marks given in \
            the teacher's console are written as each exam's marks.yaml (a marks.yaml the \
            export did not write is kept, and the export fails saying so).

            Exit status: 0 done, 1 the store cannot be read, a file cannot be written or a marks.yaml was kept, 64 bad usage.
            """)

    @OptionGroup var store: CollectStoreOptions

    @Argument(help: "Only this exam (its code); all exams when omitted.")
    var exam: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The folder to write into (default Content/submissions in the site).", valueName: "dir")
    )
    var to: String?

    init() {}

    func run() async throws {
        let database = try store.store()
        guard database.exists else {
            Console.err("quizgen: no store at \(database.display); nothing to export\n")
            throw ExitCode(1)
        }
        var diagnostics = Diagnostics()
        let site = CollectSite(root: store.rootURL, into: &diagnostics)
        let folder =
            to.map {
                URL(
                    fileURLWithPath: $0,
                    relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
                ).standardizedFileURL
            }
            ?? store.rootURL.appendingPathComponent("Content/submissions")
        do {
            let opened = try await database.open()
            // Attempts whose time ran out unhanded are finished first, as the collector would,
            // so that the export has them even if the collector was stopped before.
            var configuration = CollectConfiguration(root: store.rootURL)
            configuration.database = database
            let finished = try await CollectServer.service(site: site, configuration: configuration)
                .finishExpiredAttempts()
            if finished > 0 {
                Console.out(
                    "finished \(finished) attempt\(finished == 1 ? "" : "s") whose time ran out without a hand-in\n"
                )
            }
            let exporter = SubmissionExporter(store: opened, exams: site.exams)
            let outcome = try await exporter.export(exam: exam, to: folder)
            Console.out(
                "exported \(outcome.written.count) submission\(outcome.written.count == 1 ? "" : "s") into \(folder.path) (\(outcome.unchanged) already there)\n"
            )
            let marks = try await exporter.exportMarks(exam: exam, to: folder)
            for path in marks.written {
                Console.out(
                    "wrote the console's marks as \(folder.appendingPathComponent(path).path)\n")
            }
            if !marks.kept.isEmpty {
                for path in marks.kept {
                    Console.err(
                        "quizgen: \(folder.appendingPathComponent(path).path) was not written by 'collect export', so it was kept and the console's marks of that exam were not written; move it aside (or merge it into the console) and export again\n"
                    )
                }
                throw ExitCode(1)
            }
        } catch let exit as ExitCode {
            throw exit
        } catch {
            Console.err("quizgen: export failed: \(error)\n")
            throw ExitCode(1)
        }
    }
}
