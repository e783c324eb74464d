import Foundation

// corpus-gen COUNT OUT: writes the same Markdown pages three times: a quizgen site with the
// default theme (OUT/quizgen), a quizgen site with minimal templates (OUT/quizgen-minimal) and a
// Hugo site with equally minimal templates (OUT/hugo). Deterministic: the same COUNT always gives
// the same bytes.

let arguments = CommandLine.arguments
guard arguments.count == 3, let count = Int(arguments[1]), count > 0 else {
    FileHandle.standardError.write(Data("usage: corpus-gen COUNT OUTPUT-FOLDER\n".utf8))
    exit(64)
}
let out = URL(fileURLWithPath: arguments[2])
let writer = CorpusWriter(root: out)
do {
    try writer.writeSites(count: count)
} catch {
    FileHandle.standardError.write(Data("corpus-gen: \(error)\n".utf8))
    exit(1)
}
print(
    "corpus-gen: \(count) pages in \(out.path)/quizgen, \(out.path)/quizgen-minimal and \(out.path)/hugo"
)
