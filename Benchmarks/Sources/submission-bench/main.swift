// Writes 100,000 submissions of a 50-question exam as JSON files and as one CSV file, then
// loads, grades and analyses each set through the grading pipeline (SubmissionLoader,
// SubmissionGrader), printing wall time per phase and the peak RSS.
import Foundation
import QuizgenCore
import QuizgenLoading
import QuizgenSite

let arguments = CommandLine.arguments.dropFirst()
let count = arguments.lazy.compactMap { Int($0) }.first ?? 100_000
/// `--keep`: keep the written inputs in `Benchmarks/.work/submission-bench-COUNT/` and reuse them
/// on the next run with `--keep` (writing 100,000 files takes minutes).
let keep = arguments.contains("--keep")
/// `csv` or `json`: run only that set (each set's peak RSS on its own).
let only = arguments.first { $0 == "csv" || $0 == "json" }

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
}

/// Peak resident set size in MiB (VmHWM), from /proc/self/status.
func peakRSS() -> String {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
        return "?"
    }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        let kb = Double(line.split(separator: " ", omittingEmptySubsequences: true)[1]) ?? 0
        return String(format: "%.1f MiB", kb / 1024)
    }
    return "?"
}

/// User plus system CPU time of the process so far, in seconds.
func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(
        usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) * 1e-6
}

func run() throws {
    let work = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        .appendingPathComponent("Benchmarks/.work")
    let root = work.appendingPathComponent(
        keep
            ? "submission-bench-\(count)"
            : "submission-bench-\(ProcessInfo.processInfo.processIdentifier)")
    let complete = root.appendingPathComponent(".complete")
    let clock = ContinuousClock()
    var start = clock.now
    print("submission-bench: \(count) submissions x \(BenchSite.questionCount) questions")
    if keep, FileManager.default.fileExists(atPath: complete.path) {
        print("  reusing the inputs in \(root.path)")
    } else {
        try BenchSite(root: root, submissions: count).write()
        try Data().write(to: complete)
        print(
            String(
                format: "  writing the inputs   %.2f s (not part of the figures below)",
                seconds(clock.now - start)))
    }
    let reader = SourceReader(root: root)
    var diagnostics = Diagnostics()
    var quiz = QuizContent()
    quiz.banks = QuizBankLoader(reader: reader).load(into: &diagnostics)
    quiz.exams = ExamLoader(reader: reader).load(into: &diagnostics)
    quiz.assembled = QuizPlugin.assemble(quiz, reader: reader, into: &diagnostics)
    for slug in ["bench-csv", "bench-json"] where only.map({ slug == "bench-\($0)" }) ?? true {
        guard let exam = quiz.assembled[slug] else {
            fatalError("exam \(slug) missing: \(diagnostics.lines)")
        }
        var found = Diagnostics()
        start = clock.now
        let cpuStart = cpuSeconds()
        let set = SubmissionLoader(reader: reader).load(slug: slug, into: &found)
        let loaded = clock.now
        let loadedRSS = peakRSS()
        let cpuLoaded = cpuSeconds()
        let results = SubmissionGrader(exam: exam).grade(set, into: &found)
        let graded = clock.now
        let cpuGraded = cpuSeconds()
        print(
            String(
                format:
                    "  %@: load %.2f s, grade + item analysis %.2f s, %d graded, %d warnings, %d errors",
                slug, seconds(loaded - start), seconds(graded - loaded), results.attempts.count,
                found.warningCount, found.errorCount))
        print(
            String(
                format:
                    "    CPU (user + system, all threads): load %.2f s, grade + item analysis %.2f s",
                cpuLoaded - cpuStart, cpuGraded - cpuLoaded))
        print("    peak RSS so far: \(loadedRSS) after loading, \(peakRSS()) after grading")
        if let stats = results.report?.exam {
            print(
                String(
                    format: "    mean %.3f  sd %.3f  CIC %.2f %%", stats.mean ?? .nan,
                    stats.sd ?? .nan, stats.cic ?? .nan))
        }
    }
    if !keep { try? FileManager.default.removeItem(at: root) }
}

extension Diagnostics {
    var lines: [String] { sorted.map { "\($0.location.map { "\($0): " } ?? "")\($0.message)" } }
}

try run()
