// Generates 100,000 submissions of a 50-question exam from a fixed seed, grades them with the
// QuizgenCompute scoring rules, runs the full item analysis, and prints wall time and peak RSS.
import Foundation
import QuizgenCompute

let examinees = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 100_000 : 100_000
let questionCount = 50
let choiceCount = 5
let seed: UInt64 = 0x5EED_2026

/// Peak resident set size in kB (VmHWM), from /proc/self/status.
func peakRSSKilobytes() -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
        return nil
    }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        return Int(line.split(separator: " ", omittingEmptySubsequences: true)[1])
    }
    return nil
}

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
}

enum Kind { case choice, numeric, short }

/// Everything runs inside a function: top-level variables in main.swift are globals, and every
/// access to them pays for exclusivity checks.
func runBenchmark() throws {
    // The exam: 30 multiple-choice (5 choices, R/exams false2 partial credit), 10 numeric,
    // 10 short answer; weights 1 or 2; question difficulty spread over the exam.
    var rng = SeededGenerator(seed: seed)
    let kinds: [Kind] = (0..<questionCount).map {
        $0 < 30 ? .choice : ($0 < 40 ? .numeric : .short)
    }
    let weights: [Double] = (0..<questionCount).map { $0 % 5 == 0 ? 2 : 1 }
    let difficulty: [Double] = (0..<questionCount).map { _ in rng.unit() * 2 - 1 }
    let keys: [[Bool]] = (0..<questionCount).map { _ in
        var key = (0..<choiceCount).map { _ in rng.unit() < 0.4 }
        if !key.contains(true) { key[0] = true }
        return key
    }
    let choiceScorer = MultipleChoiceScorer()
    let numericKeys: [NumericAnswerKey] = (0..<questionCount).map {
        .value(Double($0) + 0.5, tolerance: 0.01)
    }
    let shortMatchers: [ShortAnswerMatcher] = (0..<questionCount).map {
        ShortAnswerMatcher(accepted: ["answer \($0)", "reply \($0)"])
    }
    let shortResponses: [[String]] = (0..<questionCount).map {
        ["Answer  \($0)", " reply \($0) ", "answer \($0 + 1)", "no idea"]
    }
    let grader = try WeightedGrader(basePoints: 10, weights: weights, mode: .partial)
    let lateness = LatePolicy.penalise(factor: 0.8)
    let scale = try GradeScale(
        [(90, "A"), (80, "B"), (70, "C"), (60, "D"), (0, "F")], passMark: 60)

    let clock = ContinuousClock()
    let start = clock.now

    // Grading: one flat marks matrix (weight × credit), reused scratch arrays, no per-cell arrays.
    var marks = [Double](repeating: 0, count: examinees * questionCount)
    var credits = [Double](repeating: 0, count: questionCount)
    var selected = [Bool](repeating: false, count: choiceCount)
    var bands: [String: Int] = [:]
    var gradeSum = 0.0
    for examinee in 0..<examinees {
        let ability = rng.unit() * 4 - 2
        for question in 0..<questionCount {
            let chance = 1 / (1 + exp(-(ability - difficulty[question]) * 1.7))
            let knows = rng.unit() < chance
            let credit: Double
            switch kinds[question] {
            case .choice:
                for choice in 0..<choiceCount {
                    selected[choice] =
                        knows ? (rng.unit() < 0.9) == keys[question][choice] : rng.unit() < 0.35
                }
                credit = try choiceScorer.score(key: keys[question], selected: selected)
            case .numeric:
                let value =
                    knows ? Double(question) + 0.5 + (rng.unit() - 0.5) * 0.015 : rng.unit() * 60
                let typed =
                    rng.unit() < 0.3
                    ? String(String(value).map { $0 == "." ? "," : $0 }) : String(value)
                credit = numericKeys[question].score(typed)
            case .short:
                let pick = knows ? Int(rng.next() % 2) : 2 + Int(rng.next() % 2)
                credit = shortMatchers[question].score(shortResponses[question][pick])
            }
            credits[question] = credit
            marks[examinee * questionCount + question] = weights[question] * max(credit, 0)
        }
        let grade = try grader.grade(credits: credits)
        let elapsed = 1800 + rng.unit() * 600
        let adjusted = try lateness.apply(
            to: grade.points, start: 0, finish: elapsed, limit: 2100, grace: 60)
        let percentage = 100 * adjusted.grade / grade.maximum
        gradeSum += percentage
        bands[scale.band(for: percentage)?.label ?? "-", default: 0] += 1
    }
    let graded = clock.now

    let matrix = try MarksMatrix(
        examineeCount: examinees, questionCount: questionCount, marks: marks)
    let report = try ItemAnalyzer(passMark: 30, histogramBinning: .width(5)).analyse(
        matrix, maxMarks: weights, randomGuessScores: Array(repeating: 0.2, count: questionCount))
    let analysed = clock.now

    let gradingTime = seconds(graded - start)
    let analysisTime = seconds(analysed - graded)
    print("grading-bench: \(examinees) submissions x \(questionCount) questions (seed \(seed))")
    print(String(format: "  grading       %.3f s", gradingTime))
    print(String(format: "  item analysis %.3f s", analysisTime))
    print(String(format: "  total         %.3f s", gradingTime + analysisTime))
    if let peak = peakRSSKilobytes() {
        print(String(format: "  peak RSS      %.1f MiB (VmHWM)", Double(peak) / 1024))
    }
    print(
        String(
            format: "  mean grade %.2f %%, bands %@", gradeSum / Double(examinees),
            bands.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " "))
    )
    let exam = report.exam
    print(
        String(
            format: "  mean %.3f  sd %.3f  skew %.3f  kurt %.3f  CIC %.2f %%  SEM %.3f",
            exam.mean ?? .nan, exam.sd ?? .nan, exam.skewness ?? .nan, exam.kurtosis ?? .nan,
            exam.cic ?? .nan, exam.standardError ?? .nan))
    let flagged = report.questions.filter { !$0.reviewFlags.isEmpty }.count
    print("  questions flagged for review: \(flagged)")
}

try runBenchmark()
