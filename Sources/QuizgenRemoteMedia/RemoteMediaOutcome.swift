/// What became of one remote URL.
public enum RemoteMediaOutcome: Sendable, Equatable {
    /// Fetched now or taken from the cache: publish `bytes` at `path` (below the output,
    /// `media/remote/<hash>.<ext>`). `note` says why an older copy stands in, if one does.
    case fetched(path: String, bytes: [UInt8], note: String?)
    /// Its host stays linked on purpose (`remote_media.linked_hosts`): not fetched.
    case linked
    /// Not fetched, and no copy to show: the page shows the placeholder.
    case failed(RemoteMediaFailure)
}
