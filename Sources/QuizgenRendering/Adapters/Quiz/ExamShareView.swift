import QuizgenCore

/// The "Share this exam" part of an exam's landing page: the absolute link students open (the
/// taking page, or the landing page of an exam with variants) and its QR code as an inline SVG, made at build time, for a classroom projector.
///
/// Only when `base_url` is absolute (a link that works from a student's phone), and not in the
/// preview, whose pages are served from another address than `base_url`'s. Draft exams have
/// no pages at all. Nothing here depends on an answer key or names a student.
/// The teacher's console shows the same link and code.
public enum ExamShareView {
    /// The link and its QR code's SVG, or `nil` when the exam has no shareable link.
    public static func link(_ exam: Exam, site: SiteContext) -> (url: String, svg: String)? {
        // An exam with variants shares its landing page, which finds each student's variant.
        let path = exam.variants > 1 ? "/exams/\(exam.slug)/" : "/exams/\(exam.slug)/take/"
        guard !site.preview, let url = site.config.absoluteURL(path),
            let svg = QRCode.svg(for: url, label: site.catalog.text("exam.share_qr"))
        else { return nil }
        return (url, svg)
    }

    /// The template values (`url`, `svg`), or `nil` when the exam has no shareable link.
    static func values(_ exam: Exam, site: SiteContext) -> [String: Any]? {
        link(exam, site: site).map { ["url": $0.url, "svg": $0.svg] }
    }
}
