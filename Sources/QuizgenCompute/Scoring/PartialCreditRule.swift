/// How much a wrongly selected choice costs in a partially credited multiple-choice question.
///
/// The five rules of R/exams `exams_eval(rule = ...)`; the raw values are R/exams' names. Each
/// selected correct choice earns `1 / ncorrect`; each selected wrong choice costs:
public enum PartialCreditRule: String, Sendable, Hashable, Codable, CaseIterable {
    /// R/exams `"false"`: `1 / nwrong`.
    case perWrongChoice = "false"
    /// R/exams `"false2"` (R/exams' default): `1 / max(nwrong, 2)`, so that a question with a
    /// single wrong choice does not lose everything for it.
    case perWrongChoiceAtLeastTwo = "false2"
    /// R/exams `"true"`: `1 / ncorrect`, so each wrong selection cancels one right one.
    case perCorrectChoice = "true"
    /// R/exams `"all"`: 1, so a single wrong selection cancels every right one.
    case all = "all"
    /// R/exams `"none"`: 0, wrong selections cost nothing.
    case noPenalty = "none"
}
