/// The QR code of an exam's address, for the console's "Share the exam".
enum ShareCode {
    /// The SVG of `url`'s QR code, labelled `label`.
    static func svg(for url: String, label: String) -> String? { nil }
}
