import Foundation

/// Small real images for tests (4 × 2 black pixels, made with libvips' `vips black` and
/// `vips copy …[strip]`): the build decodes and re-encodes every raster image it publishes, so
/// a fixture's image must be one.
public enum TestImages {
    /// A PNG image, 4 × 2 pixels.
    public static let png: [UInt8] = decode([
        "iVBORw0KGgoAAAANSUhEUgAAAAQAAAACCAIAAADwyuo0AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAC0lEQVQI12Ng",
        "wAUAABoAASRETuUAAAAASUVORK5CYII=",
    ])

    /// A JPEG image, 4 × 2 pixels.
    public static let jpeg: [UInt8] = decode([
        "/9j/2wBDACgcHiMeGSgjISMtKygwPGRBPDc3PHtYXUlkkYCZlo+AjIqgtObDoKrarYqMyP/L2u71////m8H////6",
        "/+b9//j/2wBDASstLTw1PHZBQXb4pYyl+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4",
        "+Pj4+Pj4+Pj/wAARCAACAAQDASIAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAA",
        "AgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0",
        "NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKz",
        "tLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAA",
        "AAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAV",
        "YnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImK",
        "kpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oA",
        "DAMBAAIRAxEAPwDFooooA//Z",
    ])

    /// A GIF image, 4 × 2 pixels.
    public static let gif: [UInt8] = decode([
        "R0lGODlhBAACAIAAAEdwTAAAACH/C05FVFNDQVBFMi4wAwEAAAAh+QQFAAAAACwAAAAABAACAAACA4xvBQA7"
    ])

    /// A WebP image, 4 × 2 pixels.
    public static let webp: [UInt8] = decode([
        "UklGRvgAAABXRUJQVlA4WAoAAAAIAAAAAwAAAQAAVlA4IBgAAAAwAQCdASoEAAIAAgA0JaQAA3AA/vv9UABFWElG",
        "ugAAAEV4aWYAAElJKgAIAAAABgASAQMAAQAAAAEAAAAaAQUAAQAAAFYAAAAbAQUAAQAAAF4AAAAoAQMAAQAAAAIA",
        "AAATAgMAAQAAAAEAAABphwQAAQAAAGYAAAAAAAAAOGMAAOgDAAA4YwAA6AMAAAYAAJAHAAQAAAAwMjEwAZEHAAQA",
        "AAABAgMAAKAHAAQAAAAwMTAwAaADAAEAAAD//wAAAqAEAAEAAAAEAAAAA6AEAAEAAAACAAAAAAAAAA==",
    ])

    private static func decode(_ lines: [String]) -> [UInt8] {
        Data(base64Encoded: lines.joined()).map { [UInt8]($0) } ?? []
    }
}
