import QuizgenCore
import QuizgenGrading
import QuizgenI18n

/// Figures of the grading dashboards in the site's language: `62.5 %`, `7.5`, or the catalog's
/// "not defined".
struct GradingWords {
    let catalog: Catalog

    /// `62.5 %`, or `not defined`.
    func percent(_ value: Double?) -> String {
        value.map { NumberText.twoPlaces($0) + " %" } ?? catalog.text("grading.not_defined")
    }

    /// `7.5`, or `not defined`.
    func number(_ value: Double?) -> String {
        value.map { NumberText.twoPlaces($0) } ?? catalog.text("grading.not_defined")
    }
}
