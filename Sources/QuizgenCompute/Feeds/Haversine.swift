import Foundation

/// Great-circle distances on a spherical Earth.
public enum Haversine {
    /// The mean Earth radius in kilometres.
    public static let earthRadiusKm = 6371.0088

    /// The distance between two points in kilometres.
    ///
    /// - Parameters:
    ///   - lat1: First latitude in degrees.
    ///   - lon1: First longitude in degrees.
    ///   - lat2: Second latitude in degrees.
    ///   - lon2: Second longitude in degrees.
    /// - Returns: Kilometres along the surface.
    public static func distanceKm(lat1: Double, lon1: Double, lat2: Double, lon2: Double) -> Double
    {
        let rad = Double.pi / 180
        let dLat = (lat2 - lat1) * rad
        let dLon = (lon2 - lon1) * rad
        let a =
            sin(dLat / 2) * sin(dLat / 2)
            + cos(lat1 * rad) * cos(lat2 * rad) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * earthRadiusKm * asin(min(1, sqrt(a)))
    }
}
