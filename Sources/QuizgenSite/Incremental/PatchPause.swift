#if canImport(Glibc)
    import Glibc
#endif

/// For tests that interrupt a patch (`QUIZGEN_TEST_PATCH_PAUSE=<step>:<fifo>` in `quizgen
/// build`): the patch stops before its write number `step` until the FIFO's writer has opened
/// and closed it, so a test can find the process there and kill it.
///
/// A patch's writes are numbered from 0: each replaced file in order, then the manifest, then
/// the patch's end (the step after which the new site is the published one). Like every
/// `QUIZGEN_` variable it is part of the build's identity: the build before the patch must be
/// given the same value, or the edit is a full build.
public struct PatchPause: Sendable, Hashable {
    /// The write to stop before.
    public var step: Int
    /// The FIFO to wait on.
    public var fifo: String

    /// Reads `<step>:<fifo>`.
    ///
    /// - Parameter value: The environment variable's value.
    public init?(_ value: String) {
        guard let colon = value.firstIndex(of: ":"), let step = Int(value[..<colon]), step >= 0
        else { return nil }
        self.step = step
        fifo = String(value[value.index(after: colon)...])
    }

    /// Waits when `step` is the one to stop before.
    func wait(at step: Int) {
        guard step == self.step else { return }
        // Opening a FIFO to read blocks until a writer opens it; reading, until it closes it.
        let fd = open(fifo, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return }
        var byte: UInt8 = 0
        while read(fd, &byte, 1) > 0 {}
        close(fd)
    }
}
