import Foundation
import QuizgenCore

/// An export: the bytes to write and what the format could not express.
public struct ExportResult: Sendable {
    /// The file's contents (a zip for QTI, text for Moodle XML and GIFT).
    public var data: Data
    /// One warning per thing the format cannot express, at the exam's (or question's) line.
    public var diagnostics: Diagnostics
    /// How many questions were written.
    public var exported: Int
    /// How many questions were left out (each with a warning).
    public var skipped: Int
}
