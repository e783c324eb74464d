import ArgumentParser
import Foundation
import QuizgenCore
import QuizgenGrading
import QuizgenLoading

/// Shell completion for an argument that names an exam: the codes of the site's exams.
enum ExamCodeCompletion {
    /// Completes with the exam codes of the site that `--root` names (the current folder without
    /// it); run by the shell's completion script through `quizgen ---completion`.
    static let kind = CompletionKind.custom { words, _, _ in codes(words: words) }

    /// The sorted exam codes of the site named by `--root DIR` or `--root=DIR` among `words`, or
    /// of the current folder; none when it holds no site. Content problems are not reported here.
    static func codes(words: [String]) -> [String] {
        var root = "."
        if let index = words.firstIndex(of: "--root"), words.indices.contains(index + 1) {
            root = words[index + 1]
        } else if let word = words.last(where: { $0.hasPrefix("--root=") }) {
            root = String(word.dropFirst("--root=".count))
        }
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let url = URL(fileURLWithPath: root, relativeTo: cwd).standardizedFileURL
        var diagnostics = Diagnostics()
        let catalog = ExamCatalog(reader: SourceReader(root: url), into: &diagnostics)
        return catalog.exams.map(\.code).sorted()
    }
}
