import Foundation
import QuizgenCompute

/// Writes a site with one 50-question exam (30 multiple choice with 5 choices, 10 numeric,
/// 10 short answer) twice over: `BENCH-JSON` with one JSON file per submission and `BENCH-CSV`
/// with one CSV row per submission. Answers come from a fixed seed.
struct BenchSite {
    let root: URL
    let submissions: Int

    static let questionCount = 50

    func write() throws {
        let fm = FileManager.default
        try? fm.removeItem(at: root)
        for folder in [
            "Content/banks", "Content/exams", "Content/submissions/bench-json",
            "Content/submissions/bench-csv",
        ] {
            try fm.createDirectory(
                at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try "title: Bench\n".write(
            to: root.appendingPathComponent("quizgen.yaml"), atomically: true, encoding: .utf8)
        var bank = "---\ncategory: Bench\n---\n"
        for q in 0..<Self.questionCount {
            if q < 30 {
                bank += "## Question \(q)? {#q\(q) type=multiple}\n\n"
                for c in 0..<5 {
                    bank += "- [\((q + c) % 3 == 0 ? "x" : " ")] Choice \(c) of \(q)\n"
                }
            } else if q < 40 {
                bank += "## Number \(q)? {#q\(q) type=numeric}\n\n- \(q).5 ± 0.01\n"
            } else {
                bank += "## Word \(q)? {#q\(q) type=short}\n\n- answer \(q)\n- reply \(q)\n"
            }
            bank += "\n"
        }
        try bank.write(
            to: root.appendingPathComponent("Content/banks/bench.md"), atomically: true,
            encoding: .utf8)
        for code in ["BENCH-JSON", "BENCH-CSV"] {
            let exam =
                "title: \(code)\ncode: \(code)\ntime_limit: 35m\nbase_points: 10\npass_mark: 60\nlate: { grace: 1m, policy: penalise, factor: 0.8 }\nquestions:\n"
                + (0..<Self.questionCount).map {
                    "  - { id: q\($0), weight: \($0 % 5 == 0 ? 2 : 1) }\n"
                }.joined()
            try exam.write(
                to: root.appendingPathComponent("Content/exams/\(code.lowercased()).yaml"),
                atomically: true, encoding: .utf8)
        }
        var rng = SeededGenerator(seed: 0x5EED_2026)
        var csv =
            "examinee,started_at,finished_at,"
            + (0..<Self.questionCount).map { "q\($0)" }.joined(separator: ",") + "\n"
        let jsonFolder = root.appendingPathComponent("Content/submissions/bench-json")
        for n in 0..<submissions {
            let answers = (0..<Self.questionCount).map { q -> String in
                if q < 30 {
                    return (0..<5).filter { _ in rng.unit() < 0.4 }.map {
                        String(UnicodeScalar(97 + $0)!)
                    }.joined(separator: ";")
                }
                if q < 40 { return rng.unit() < 0.6 ? "\(q).5" : "\(Int(rng.unit() * 60))" }
                return rng.unit() < 0.6 ? "Answer  \(q)" : "no idea"
            }
            let minutes = 20 + Int(rng.unit() * 20)
            let finished = String(format: "2026-11-21T10:%02d:%02dZ", minutes, Int(rng.unit() * 60))
            csv +=
                "Examinee \(n),2026-11-21T10:00:00Z,\(finished)," + answers.joined(separator: ",")
                + "\n"
            var json =
                "{\"format\": \"quizgen-submission/1\", \"exam\": \"BENCH-JSON\", \"examinee\": \"Examinee \(n)\",\n"
            json +=
                " \"started_at\": \"2026-11-21T10:00:00.000Z\", \"finished_at\": \"\(finished)\",\n \"answers\": {\n"
            json += answers.enumerated().map { q, a in
                q < 30
                    ? "  \"q\(q)\": [\(a.split(separator: ";").map { "\"\($0)\"" }.joined(separator: ", "))]"
                    : "  \"q\(q)\": \"\(a)\""
            }.joined(separator: ",\n")
            json += "\n}}\n"
            try Data(json.utf8).write(
                to: jsonFolder.appendingPathComponent(String(format: "%06d.json", n)))
        }
        try csv.write(
            to: root.appendingPathComponent("Content/submissions/bench-csv/all.csv"),
            atomically: true, encoding: .utf8)
    }
}
