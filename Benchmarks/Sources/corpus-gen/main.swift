import Foundation

// corpus-gen COUNT OUT [SITES]: writes the same Markdown pages three times: a quizgen site with
// the default theme (OUT/quizgen), a quizgen site with minimal templates (OUT/quizgen-minimal) and
// a Hugo site with equally minimal templates (OUT/hugo). SITES, a comma-separated subset of those
// names, writes only those (a million pages are 2.5 GB a copy). Deterministic: the same COUNT
// always gives the same bytes.

let arguments = CommandLine.arguments
let names = Set(
    (arguments.count == 4 ? arguments[3] : CorpusWriter.sites.joined(separator: ","))
        .split(separator: ",").map(String.init))
guard arguments.count == 3 || arguments.count == 4, let count = Int(arguments[1]), count > 0,
    names.isSubset(of: CorpusWriter.sites)
else {
    FileHandle.standardError.write(
        Data("usage: corpus-gen COUNT OUTPUT-FOLDER [quizgen,quizgen-minimal,hugo]\n".utf8))
    exit(64)
}
let out = URL(fileURLWithPath: arguments[2])
let writer = CorpusWriter(root: out, sites: names)
do {
    try writer.writeSites(count: count)
} catch {
    FileHandle.standardError.write(Data("corpus-gen: \(error)\n".utf8))
    exit(1)
}
print(
    "corpus-gen: \(count) pages in \(CorpusWriter.sites.filter(names.contains).map { out.path + "/" + $0 }.joined(separator: ", "))"
)
