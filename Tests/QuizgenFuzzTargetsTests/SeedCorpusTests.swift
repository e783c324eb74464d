import Foundation
import QuizgenFuzzTargets
import Testing

/// The fuzz harness's seed corpus, `Fuzz/Corpus/<target>/`, replayed in process through the
/// same calls the fuzzer makes (issue 35: no input crashes quizgen). Every file returns (a crash
/// or a trap would end the test run) with a model or a located error: never an error that names
/// no file. The files include each input the fuzzer once crashed or hung on.
@Suite("Fuzz seed corpus")
struct SeedCorpusTests {
    /// `Fuzz/Corpus`, found from this file.
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
            "Fuzz/Corpus")

    /// The files of one target's corpus.
    static func files(_ target: FuzzTarget) -> [URL] {
        let folder = corpus.appendingPathComponent(target.rawValue)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().map { folder.appendingPathComponent($0) }
    }

    @Test func everyFolderNamesATargetAndEveryTargetHasSeeds() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path)
        #expect(folders.filter { FuzzTarget(name: $0) == nil } == [])
        #expect(FuzzTarget.allCases.filter { Self.files($0).isEmpty } == [])
    }

    @Test(arguments: FuzzTarget.allCases)
    func everySeedReturnsAModelOrALocatedError(_ target: FuzzTarget) throws {
        let scratch = try FuzzScratch()
        defer { scratch.remove() }
        for url in Self.files(target) {
            let bytes = try [UInt8](Data(contentsOf: url))
            let outcome = target.run(bytes, in: scratch)
            #expect(
                outcome.produced > 0 || !outcome.diagnostics.items.isEmpty,
                "\(target.rawValue)/\(url.lastPathComponent): nothing read and nothing reported")
            #expect(
                outcome.unlocatedErrors.map(\.message) == [],
                "\(target.rawValue)/\(url.lastPathComponent)")
        }
    }
}
