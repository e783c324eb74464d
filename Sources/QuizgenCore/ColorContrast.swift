import Foundation

/// WCAG 2.1 colour arithmetic on hex colours: relative luminance and contrast ratio, the way
/// axe-core computes them. The theme's contrast check and the code highlighter's palette choice
/// share it.
public enum ColorContrast {
    /// The WCAG contrast ratio of `foreground` drawn on `background`, from 1 to 21, or `nil` for
    /// a value that is not a hex colour. A translucent foreground is blended onto the background,
    /// a translucent background onto white.
    public static func ratio(_ foreground: String, on background: String) -> Double? {
        guard let back = rgba(background), let front = rgba(foreground) else { return nil }
        let base = blend(back, over: (1, 1, 1))
        let top = blend(front, over: base)
        let (l1, l2) = (luminance(top), luminance(base))
        return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
    }

    /// `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` as components from 0 to 1.
    public static func rgba(_ hex: String) -> (r: Double, g: Double, b: Double, a: Double)? {
        guard hex.hasPrefix("#") else { return nil }
        var digits = String(hex.dropFirst())
        if digits.count == 3 || digits.count == 4 { digits = digits.map { "\($0)\($0)" }.joined() }
        guard digits.count == 6 || digits.count == 8, let value = UInt64(digits, radix: 16) else {
            return nil
        }
        let full = digits.count == 6 ? value << 8 | 0xFF : value
        func channel(_ shift: UInt64) -> Double { Double((full >> shift) & 0xFF) / 255 }
        return (channel(24), channel(16), channel(8), channel(0))
    }

    private static func blend(
        _ color: (r: Double, g: Double, b: Double, a: Double), over base: (Double, Double, Double)
    ) -> (Double, Double, Double) {
        (
            color.r * color.a + base.0 * (1 - color.a), color.g * color.a + base.1 * (1 - color.a),
            color.b * color.a + base.2 * (1 - color.a)
        )
    }

    /// WCAG relative luminance of an sRGB colour.
    public static func luminance(_ color: (Double, Double, Double)) -> Double {
        func linear(_ c: Double) -> Double {
            c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.0) + 0.7152 * linear(color.1) + 0.0722 * linear(color.2)
    }
}

extension ColorContrast {
    /// CSS `color-mix(in srgb, foreground weight, background)` of two opaque hex colours, as
    /// `#rrggbb`, or `nil` for a value that is not a hex colour.
    public static func mix(_ foreground: String, _ weight: Double, over background: String)
        -> String?
    {
        guard let front = rgba(foreground), let back = rgba(background) else { return nil }
        func channel(_ a: Double, _ b: Double) -> String {
            let value = Int(((a * weight + b * (1 - weight)) * 255).rounded())
            let hex = String(value, radix: 16)
            return hex.count == 1 ? "0" + hex : hex
        }
        return "#" + channel(front.r, back.r) + channel(front.g, back.g) + channel(front.b, back.b)
    }
}
