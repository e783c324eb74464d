import Foundation
import QuizgenFuzzTargets

/// The target QUIZGEN_FUZZ_TARGET names and its scratch site, made before the first input.
enum FuzzEntry {
    static let target: FuzzTarget = {
        let name = ProcessInfo.processInfo.environment["QUIZGEN_FUZZ_TARGET"] ?? ""
        guard let target = FuzzTarget(name: name) else {
            let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
            FileHandle.standardError.write(
                Data("set QUIZGEN_FUZZ_TARGET to one of: \(names)\n".utf8))
            exit(64)
        }
        return target
    }()

    static let scratch: FuzzScratch = {
        guard let scratch = try? FuzzScratch() else {
            FileHandle.standardError.write(Data("cannot make a scratch folder\n".utf8))
            exit(70)
        }
        atexit { FuzzEntry.scratch.remove() }
        return scratch
    }()
}

/// libFuzzer's entry point for one input (its own `main` calls it; `main.swift` runs the same
/// driver when SwiftPM's entry point wins).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    _ = FuzzEntry.target.run(bytes, in: FuzzEntry.scratch)
    return 0
}
