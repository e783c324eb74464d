/// Groups points that lie within a radius of a group's first point.
///
/// Deterministic and greedy: points are taken in the given order; each joins the first group
/// whose anchor (its first point) is within `radiusKm`, or starts a new group.
public struct ProximityGrouper: Sendable, Hashable {
    /// The radius in kilometres.
    public let radiusKm: Double

    /// Creates a grouper.
    public init(radiusKm: Double) { self.radiusKm = radiusKm }

    /// The groups, as indices into `points`, in order of their anchors.
    ///
    /// - Parameter points: Latitude and longitude pairs in degrees.
    /// - Returns: Each group's member indices, in input order.
    public func groups(_ points: [(latitude: Double, longitude: Double)]) -> [[Int]] {
        var anchors: [(latitude: Double, longitude: Double)] = []
        var groups: [[Int]] = []
        for (index, point) in points.enumerated() {
            let home = anchors.firstIndex { anchor in
                Haversine.distanceKm(
                    lat1: anchor.latitude, lon1: anchor.longitude, lat2: point.latitude,
                    lon2: point.longitude) <= radiusKm
            }
            if let home {
                groups[home].append(index)
            } else {
                anchors.append(point)
                groups.append([index])
            }
        }
        return groups
    }
}
