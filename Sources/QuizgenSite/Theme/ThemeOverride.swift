/// One template file in a site's `Templates/`, as it stands against the built-in theme.
public struct ThemeOverride: Sendable, Hashable {
    /// How a file relates to the built-in template of its name.
    public enum Status: Sendable, Hashable {
        /// Byte for byte today's built-in template: it changes nothing.
        case unchanged
        /// Byte for byte an earlier version of the built-in template (introduced by `commit`),
        /// which has changed since.
        case earlierVersion(commit: String)
        /// Byte for byte the built-in template it was ejected from, which has changed since.
        case unchangedEjected(lock: ThemeLock.Entry)
        /// Edited after `quizgen theme eject` copied it; `stale` when the built-in template has
        /// changed since.
        case edited(lock: ThemeLock.Entry, stale: Bool)
        /// Differs from every known version of the built-in template and has no lock entry: the
        /// site's own version, of unknown origin.
        case own
        /// Named after a template the built-in theme no longer has (it once had, or the lock
        /// says it was ejected); `unchanged` when its bytes are those of a version it had.
        case removed(suggestion: String?, unchanged: Bool)
        /// A template of the site's own, named after no built-in template.
        case extra(suggestion: String?)
    }

    /// The path relative to `Templates/` (`layout.mustache`).
    public var file: String
    /// The template name (`layout`).
    public var name: String
    /// The SHA-256 of the file's bytes.
    public var sha256: String
    /// How it relates to the built-in template.
    public var status: Status

    /// Whether the file equals a version of the built-in template (today's, an earlier one, or the
    /// one it was ejected from), so that removing it loses nothing the site made: what
    /// `quizgen theme prune` removes.
    public var isPrunable: Bool {
        switch status {
        case .unchanged, .earlierVersion, .unchangedEjected: true
        case .removed(_, let unchanged): unchanged
        case .edited, .own, .extra: false
        }
    }

    /// Whether `build`, `check` and `serve` warn about the file: it copies a built-in template
    /// that has changed since, or overrides one the theme no longer has.
    public var isStale: Bool {
        switch status {
        case .earlierVersion, .unchangedEjected, .removed: true
        case .edited(_, let stale): stale
        case .unchanged, .own, .extra: false
        }
    }
}
