/// Scores a multiple-choice ("mchoice") answer with R/exams' `exams_eval` semantics.
///
/// With `partial` (the R/exams default) every choice is checked on its own: a selected correct
/// choice earns `1 / ncorrect`, a selected wrong choice costs what ``PartialCreditRule`` says,
/// unselected choices count 0, and an answer with nothing selected scores 0. The sum is then
/// bounded below by `-negative` (R/exams `pmax(sum(res), negative)`): `negative = 0`
/// (R/exams `negative = FALSE`, the default) never goes below 0, `negative = 1`
/// (`negative = TRUE`) allows down to -1, i.e. minus the question's points.
///
/// Without `partial` the pattern counts as a whole: 1 when it equals the key, otherwise
/// `-negative`; an empty selection scores 0 when negative marking is on ("not attempted").
public struct MultipleChoiceScorer: Sendable, Hashable, Codable {
    /// Credit per choice (`true`) or for the whole pattern (`false`).
    public var partial: Bool
    /// The penalty for a selected wrong choice.
    public var rule: PartialCreditRule
    /// The largest loss, as a fraction of the question's points, in `0...1`.
    public var negative: Double

    /// Creates a scorer.
    ///
    /// - Parameters:
    ///   - partial: Credit per choice (R/exams default `TRUE`).
    ///   - negative: Lowest score as `-negative`; `0` clamps at zero, `1` allows -1. Values are
    ///     taken as magnitudes (R/exams uses `-abs(negative)`) and clamped to 0...1.
    ///   - rule: The wrong-choice penalty (R/exams default `"false2"`).
    public init(
        partial: Bool = true, negative: Double = 0,
        rule: PartialCreditRule = .perWrongChoiceAtLeastTwo
    ) {
        self.partial = partial
        self.negative = negative.isFinite ? min(abs(negative), 1) : 0
        self.rule = rule
    }

    /// Creates a scorer with R/exams' logical `negative`.
    ///
    /// - Parameters:
    ///   - partial: Credit per choice.
    ///   - allowsNegative: R/exams `negative = TRUE`: the score may go down to -1.
    ///   - rule: The wrong-choice penalty.
    public init(
        partial: Bool = true, allowsNegative: Bool,
        rule: PartialCreditRule = .perWrongChoiceAtLeastTwo
    ) {
        self.init(partial: partial, negative: allowsNegative ? 1 : 0, rule: rule)
    }

    /// Points for a selected correct choice and for a selected wrong one (R/exams `pointvec`).
    ///
    /// - Parameter key: Which choices are correct.
    /// - Returns: `(positive, negative)`; `negative` is `<= 0`. A question with no correct (or
    ///   no wrong) choice gets 0 for the side that cannot occur.
    public func pointVector(key: [Bool]) -> (positive: Double, negative: Double) {
        guard partial else { return (1, -negative) }
        let correct = Double(key.reduce(0) { $0 + ($1 ? 1 : 0) })
        let wrong = Double(key.count) - correct
        let positive = correct > 0 ? 1 / correct : 0
        let penalty: Double
        switch rule {
        case .perWrongChoice: penalty = wrong > 0 ? 1 / wrong : 0
        case .perWrongChoiceAtLeastTwo: penalty = 1 / max(wrong, 2)
        // R/exams gives -Inf here when nothing is correct; the floor then applies, so a full
        // penalty gives the same score.
        case .perCorrectChoice: penalty = correct > 0 ? 1 / correct : 1
        case .all: penalty = 1
        case .noPenalty: penalty = 0
        }
        return (positive, -penalty)
    }

    /// Scores an answer as a fraction of the question's points.
    ///
    /// - Parameters:
    ///   - key: Which choices are correct.
    ///   - selected: Which choices the examinee selected, parallel to `key`.
    /// - Returns: The score, in `-negative ... 1`.
    /// - Throws: `ScoringError.lengthMismatch` when the arrays differ in length.
    public func score(key: [Bool], selected: [Bool]) throws(ScoringError) -> Double {
        guard key.count == selected.count else {
            throw .lengthMismatch(expected: key.count, actual: selected.count)
        }
        return score(key: key) { selected[$0] }
    }

    /// Scores a selection given as a question about each choice of `key`, so that the key and
    /// the selection cannot differ in length (the grader's form, which cannot fail).
    ///
    /// - Parameters:
    ///   - key: Which choices are correct.
    ///   - isSelected: Whether the examinee selected the choice at an index of `key`.
    /// - Returns: The score, in `-negative ... 1`.
    public func score(key: [Bool], isSelected: (Int) -> Bool) -> Double {
        let nothingSelected = !key.indices.contains(where: isSelected)
        guard partial else {
            if negative > 0 && nothingSelected { return 0 }
            return key.indices.allSatisfy({ key[$0] == isSelected($0) }) ? 1 : -negative
        }
        if nothingSelected { return 0 }
        let points = pointVector(key: key)
        var sum = 0.0
        for index in key.indices where isSelected(index) {
            sum += key[index] ? points.positive : points.negative
        }
        return max(sum, -negative)
    }
}
