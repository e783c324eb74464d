import Hummingbird
import NIOCore

/// The request context of the collector: Hummingbird's core context plus the client's
/// address, for the per-address limit on new attempts.
struct CollectRequestContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    /// The peer's address (the proxy's, behind a reverse proxy).
    let remoteAddress: SocketAddress?

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        remoteAddress = source.channel.remoteAddress
    }
}
