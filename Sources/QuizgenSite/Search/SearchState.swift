/// What the search plugin keeps on the build: the index being made while the site renders.
struct SearchState: BuildState {
    /// Made by `addPages`, awaited by `writeIndex`.
    var pending: Task<PendingSearchIndex, Never>?
}
