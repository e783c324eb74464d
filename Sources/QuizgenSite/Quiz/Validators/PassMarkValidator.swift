import QuizgenCompute
import QuizgenCore

/// An exam whose base points alone reach its pass mark lets a blank attempt pass.
struct PassMarkValidator: ContentValidator {
    func validate(_ context: BuildContext, into diagnostics: inout Diagnostics) {
        for exam in context[QuizContent.self].assembled.values.sorted(by: {
            $0.exam.sourcePath < $1.exam.sourcePath
        }) {
            let base = exam.exam.basePoints
            guard base > 0, let passMark = exam.exam.passMark, exam.maximum > 0,
                GradeScale.reaches(points: Double(base), of: exam.maximum, percentage: passMark)
            else { continue }
            let share = GradeDecimal.presentable(100 * Double(base) / exam.maximum)
            diagnostics.warning(
                "exam.pass-mark",
                "a blank attempt passes: the \(base) base points alone are \(NumberText.format(GradeDecimal.presentable(share))) % of the maximum \(NumberText.format(GradeDecimal.presentable(exam.maximum))) points, and pass_mark is \(NumberText.format(GradeDecimal.presentable(passMark))) %; lower base_points or raise pass_mark above \(NumberText.format(GradeDecimal.presentable(share)))",
                at: exam.exam.passMarkLocation ?? exam.exam.location)
        }
    }
}
