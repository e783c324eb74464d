import QuizgenCore

/// The "Share this exam" part of an exam's landing page: the absolute link students open (the
/// taking page) and its QR code as an inline SVG, made at build time, for a classroom projector.
///
/// Only when `base_url` is absolute (a link that works from a student's phone), and not in the
/// preview, whose pages are served from another address than `base_url`'s. Draft exams have
/// no pages at all. Nothing here depends on an answer key or names a student.
enum ExamShareView {
    /// The template values (`url`, `svg`), or `nil` when the exam has no shareable link.
    static func values(_ exam: Exam, site: SiteContext) -> [String: Any]? {
        guard !site.preview, let url = site.config.absoluteURL("/exams/\(exam.slug)/take/"),
            let svg = QRCode.svg(for: url, label: site.catalog.text("exam.share_qr"))
        else { return nil }
        return ["url": url, "svg": svg]
    }
}
