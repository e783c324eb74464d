import CFuzzDriver
import Foundation

// libFuzzer's driver with this process's command line; every input goes to the target that
// QUIZGEN_FUZZ_TARGET names (checked before the first input).
_ = FuzzEntry.target
_ = FuzzEntry.scratch
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzzOneInput(data, size) })
