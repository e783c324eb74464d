/// Why a submission was refused; the message goes back to the browser as JSON.
struct SubmissionError: Error, Sendable, Hashable {
    var message: String

    init(_ message: String) { self.message = message }
}
