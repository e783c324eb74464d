/// An exam definition from `Content/exams/`.
public struct Exam: Sendable, Hashable, Codable {
    /// Exam title.
    public var title: String
    /// The shareable code (`GEO-MID`); its slug is the URL: `/exams/geo-mid/`.
    public var code: String
    /// Introduction, Markdown.
    public var intro: String
    /// `exam` hides the key; `practice` embeds it for instant feedback.
    public var mode: ExamMode
    /// Drafts are validated but not published.
    public var draft: Bool
    /// Base points, 0...99.
    public var basePoints: Int
    /// Time limit in seconds; 0 = unlimited; at most 12 h.
    public var timeLimitSeconds: Int
    /// Shuffle questions per examinee.
    public var shuffleQuestions: Bool
    /// Shuffle choices per examinee (fixed choices stay).
    public var shuffleChoices: Bool
    /// Pass mark as a percentage of the maximum.
    public var passMark: Double?
    /// Where `pass_mark` is written, for diagnostics about it.
    public var passMarkLocation: SourceLocation?
    /// Where `code` is written, for diagnostics about what the code names (a submissions
    /// folder).
    public var codeLocation: SourceLocation?
    /// Optional grade scale, highest band first.
    public var gradeScale: [GradeBand]
    /// Where the exam page POSTs submissions, if anywhere.
    public var submitURL: String?
    /// What the exam is made of.
    public var items: [ExamItem]
    /// Scoring rules and late policy for grading submissions.
    public var grading = ExamGrading()
    /// When attempts may start (`opens`); `nil` for no limit.
    public var opens: ExamTime?
    /// When the exam closes (`closes`): no attempt starts after it and every deadline is at
    /// most this; `nil` for no limit.
    public var closes: ExamTime?
    /// What the examinee sees of their result at a collector, and when.
    public var results = ResultRelease()
    /// How many attempts one examinee may start at a collector (`attempts`): `nil` for any
    /// number. Unset, an exam allows 1 and a practice exam any number (``attemptLimit``).
    public var attempts: Int??
    /// Which of an examinee's attempts counts (`graded`): the latest (default), the best or
    /// the first.
    public var graded = AttemptChoice.latest
    /// How many variants of its parametric questions the build publishes (`variants`, 1 to
    /// ``maximumVariants``): each is a taking page with its own numbers, and an examinee gets
    /// one by ``variant(for:count:)`` or by a number the teacher hands out. 1 when unset.
    public var variants = 1
    /// Where `variants` is written, for diagnostics about it.
    public var variantsLocation: SourceLocation?

    /// How Check counts tries in practice mode (`tries`, `penalty`); unused by an exam in
    /// `exam` mode.
    public var practice = PracticeTries()

    /// The most variants an exam may publish.
    public static let maximumVariants = 100

    /// The attempts one examinee may start: `attempts` as written, else 1 for an exam and no
    /// limit (`nil`) for practice.
    public var attemptLimit: Int? {
        if let attempts { return attempts }
        return mode == .exam ? 1 : nil
    }
    /// How a student says who they are at the start: a typed name, or the student id of the
    /// exam's roster (and their access code when the roster gives codes). Set from the roster
    /// when the exam is loaded; it tells nothing of who is on the roster.
    public var identity = ExamIdentity.name
    /// Display path of the exam file.
    public var sourcePath: String
    /// Where the exam starts in its file.
    public var location: SourceLocation

    /// Creates an exam.
    public init(
        title: String, code: String, intro: String = "", mode: ExamMode = .exam,
        draft: Bool = false,
        basePoints: Int = 0, timeLimitSeconds: Int = 0, shuffleQuestions: Bool = false,
        shuffleChoices: Bool = false,
        passMark: Double? = nil, gradeScale: [GradeBand] = [], submitURL: String? = nil,
        items: [ExamItem],
        sourcePath: String, location: SourceLocation
    ) {
        self.title = title
        self.code = code
        self.intro = intro
        self.mode = mode
        self.draft = draft
        self.basePoints = basePoints
        self.timeLimitSeconds = timeLimitSeconds
        self.shuffleQuestions = shuffleQuestions
        self.shuffleChoices = shuffleChoices
        self.passMark = passMark
        self.gradeScale = gradeScale
        self.submitURL = submitURL
        self.items = items
        self.sourcePath = sourcePath
        self.location = location
    }

    /// The URL segment for the exam: the code, slugified.
    public var slug: String { Slug.make(code) }

    /// The prefix of a variant the collector draws for one attempt: `seed-` and 32 lowercase
    /// hexadecimal digits (128 random bits), kept by the collector and never sent to the page.
    public static let drawnVariantPrefix = "seed-"

    /// Whether `name` is a variant the collector drew for one attempt (`seed-` and 32
    /// lowercase hexadecimal digits), not one of the published `1` to ``variants``.
    public static func isDrawnVariant(_ name: String) -> Bool {
        guard name.hasPrefix(drawnVariantPrefix) else { return false }
        let digits = name.utf8.dropFirst(drawnVariantPrefix.utf8.count)
        return digits.count == 32
            && digits.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    /// The variant (1 to `count`) an examinee of this name gets: 1 + the 32-bit FNV-1a hash of
    /// the name's UTF-8, with surrounding spaces dropped, inner runs of white space made one
    /// space and letters lowercased (`String.lowercased()`, as JavaScript's `toLowerCase`),
    /// modulo `count`. The exam page's script computes the same (docs/quiz-format.md).
    public static func variant(for name: String, count: Int) -> Int {
        guard count > 1 else { return 1 }
        let words = name.lowercased().split(whereSeparator: \.isWhitespace)
        var hash: UInt32 = 0x811C_9DC5
        for byte in words.joined(separator: " ").utf8 {
            hash = (hash ^ UInt32(byte)) &* 0x0100_0193
        }
        return 1 + Int(hash % UInt32(count))
    }
}

/// Which attempt of an examinee counts (``Exam/graded``).
public enum AttemptChoice: String, Sendable, Hashable, Codable, CaseIterable {
    /// The attempt handed in last.
    case latest
    /// The attempt with the most points (after any late penalty).
    case best
    /// The attempt started first.
    case first
}

/// How a student identifies at the start of an exam (``Exam/identity``).
public enum ExamIdentity: String, Sendable, Hashable, Codable {
    /// A name the student types.
    case name
    /// A student id of the exam's roster.
    case studentID = "student_id"
    /// A student id of the roster and the student's personal access code.
    case studentIDAndCode = "student_id_and_code"
}

/// Exam or practice.
public enum ExamMode: String, Sendable, Hashable, Codable, CaseIterable {
    /// The key never reaches the page.
    case exam
    /// The key is embedded for instant feedback.
    case practice
}

/// One entry of an exam's question list.
public enum ExamItem: Sendable, Hashable, Codable {
    /// A question by id, with an optional weight (default: the question's points).
    case question(id: String, weight: Double?, location: SourceLocation)
    /// `count` questions drawn at random from a category or tag, reproducibly from `seed`.
    case pick(
        count: Int, category: String?, tag: String?, seed: UInt64, weight: Double?,
        location: SourceLocation)
}

/// One band of a grade scale: percentages at or above `minimum` get `label`.
public struct GradeBand: Sendable, Hashable, Codable {
    /// Lowest percentage of the band, in 0...100.
    public var minimum: Double
    /// The grade shown, e.g. "A".
    public var label: String

    /// Creates a band.
    public init(minimum: Double, label: String) {
        self.minimum = minimum
        self.label = label
    }
}

/// An exam with its questions resolved (from the banks or its frozen snapshot).
public struct AssembledExam: Sendable, Hashable, Codable {
    /// The exam definition.
    public var exam: Exam
    /// The questions in exam order, each with its weight.
    public var questions: [ExamQuestion]
    /// A hash of the key-free content (ids, texts, choices, weights): safe to publish, and what
    /// submissions quote so grading can tell which version they answered.
    public var snapshotHash: String
    /// Whether the questions come from a frozen snapshot.
    public var frozen: Bool
    /// The variant whose numbers the questions carry (`"3"`), or `nil` for the exam as
    /// written: its parametric questions are templates with `{name}` placeholders.
    public var variant: String?
    /// The regrade applied to it (`<exam>.regrade.json`): corrected keys are in `questions`
    /// already and dropped questions are gone from them; full credit is the grader's to give.
    public var regrade: RegradeRecord?
    /// On a practice page of a parametric exam, per question id, the further draws that "Try
    /// another like this" offers (QuizgenCompute's `QuestionVariants.practiceDraws`); empty
    /// everywhere else.
    public var practiceDraws: [String: [PracticeDraw]] = [:]

    /// Creates an assembled exam.
    public init(exam: Exam, questions: [ExamQuestion], snapshotHash: String, frozen: Bool) {
        self.exam = exam
        self.questions = questions
        self.snapshotHash = snapshotHash
        self.frozen = frozen
    }

    /// Sum of the weights.
    public var totalWeight: Double { questions.reduce(0) { $0 + $1.weight } }
    /// Base points plus the sum of the weights.
    public var maximum: Double { Double(exam.basePoints) + totalWeight }
    /// Whether some question is a parametric template, filled in per variant.
    public var isParametric: Bool { questions.contains { $0.question.isParametric } }

    /// Whether a submission may name `name` as its variant: `1` to ``Exam/variants``, or a
    /// variant the collector drew for one attempt (``Exam/isDrawnVariant(_:)``).
    public func isVariant(_ name: String) -> Bool {
        if Exam.isDrawnVariant(name) { return true }
        guard let number = Int(name), String(number) == name else { return false }
        return (1...max(exam.variants, 1)).contains(number)
    }
}

/// A question as it appears in one exam.
public struct ExamQuestion: Sendable, Hashable, Codable {
    /// The question.
    public var question: Question
    /// Its weight (points) in this exam.
    public var weight: Double

    /// Creates an exam question.
    public init(question: Question, weight: Double) {
        self.question = question
        self.weight = weight
    }
}
