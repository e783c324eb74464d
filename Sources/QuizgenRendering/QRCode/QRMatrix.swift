/// The modules of a QR symbol while it is drawn, and which of them are function patterns
/// (finders, separators, timing, alignment, format and version information, the dark module),
/// which data and masks leave alone.
struct QRMatrix {
    let version: Int
    let size: Int
    /// By row, then column; `true` is dark.
    private(set) var modules: [[Bool]]
    private var isFunction: [[Bool]]

    init(version: Int) {
        self.version = version
        size = version * 4 + 17
        modules = Array(repeating: Array(repeating: false, count: size), count: size)
        isFunction = modules
    }

    /// Modules left for data and error correction in a version, remainder bits included.
    static func rawDataModules(version: Int) -> Int {
        var result = (16 * version + 128) * version + 64
        if version >= 2 {
            let alignments = version / 7 + 2
            result -= (25 * alignments - 10) * alignments - 55
            if version >= 7 { result -= 36 }
        }
        return result
    }

    /// The centres of the alignment patterns on each axis (ISO/IEC 18004 annex E): 6, then
    /// evenly spaced (by an even step) down from `size − 7`.
    static func alignmentPositions(version: Int) -> [Int] {
        guard version > 1 else { return [] }
        let count = version / 7 + 2
        let step = (version * 8 + count * 3 + 5) / (count * 4 - 4) * 2
        var result = [6]
        for index in 1..<count { result.append(version * 4 + 10 - (count - 1 - index) * step) }
        return result
    }

    mutating func set(x: Int, y: Int, _ dark: Bool) {
        modules[y][x] = dark
        isFunction[y][x] = true
    }

    /// Draws everything but the data: the format bits are placeholders until the mask is known.
    mutating func drawFunctionPatterns() {
        for index in 0..<size {
            set(x: 6, y: index, index % 2 == 0)
            set(x: index, y: 6, index % 2 == 0)
        }
        drawFinder(x: 3, y: 3)
        drawFinder(x: size - 4, y: 3)
        drawFinder(x: 3, y: size - 4)
        let positions = Self.alignmentPositions(version: version)
        let last = positions.count - 1
        for (i, x) in positions.enumerated() {
            for (j, y) in positions.enumerated() {
                // Not over the three finders.
                if (i == 0 && j == 0) || (i == 0 && j == last) || (i == last && j == 0) { continue }
                drawAlignment(x: x, y: y)
            }
        }
        drawFormatBits(ecc: .medium, mask: 0)
        drawVersion()
    }

    /// A finder pattern and its light separator, clipped at the edges.
    private mutating func drawFinder(x: Int, y: Int) {
        for dy in -4...4 {
            for dx in -4...4 where (0..<size).contains(x + dx) && (0..<size).contains(y + dy) {
                let distance = max(abs(dx), abs(dy))
                set(x: x + dx, y: y + dy, distance != 2 && distance != 4)
            }
        }
    }

    private mutating func drawAlignment(x: Int, y: Int) {
        for dy in -2...2 {
            for dx in -2...2 { set(x: x + dx, y: y + dy, max(abs(dx), abs(dy)) != 1) }
        }
    }

    /// The 15 format bits (level and mask, BCH(15,5), XOR 101010000010010) in both places,
    /// and the dark module.
    mutating func drawFormatBits(ecc: QRCode.ErrorCorrection, mask: Int) {
        let data = ecc.formatBits << 3 | mask
        var remainder = data
        for _ in 0..<10 { remainder = (remainder << 1) ^ ((remainder >> 9) * 0x537) }
        let bits = (data << 10 | remainder) ^ 0x5412
        func bit(_ index: Int) -> Bool { (bits >> index) & 1 == 1 }
        // Around the top left finder.
        for index in 0...5 { set(x: 8, y: index, bit(index)) }
        set(x: 8, y: 7, bit(6))
        set(x: 8, y: 8, bit(7))
        set(x: 7, y: 8, bit(8))
        for index in 9..<15 { set(x: 14 - index, y: 8, bit(index)) }
        // Under the top right finder and beside the bottom left one.
        for index in 0..<8 { set(x: size - 1 - index, y: 8, bit(index)) }
        for index in 8..<15 { set(x: 8, y: size - 15 + index, bit(index)) }
        set(x: 8, y: size - 8, true)
    }

    /// The 18 version bits (BCH(18,6)) in two 6 × 3 blocks, from version 7.
    private mutating func drawVersion() {
        guard version >= 7 else { return }
        var remainder = version
        for _ in 0..<12 { remainder = (remainder << 1) ^ ((remainder >> 11) * 0x1F25) }
        let bits = version << 12 | remainder
        for index in 0..<18 {
            let dark = (bits >> index) & 1 == 1
            let a = size - 11 + index % 3
            let b = index / 3
            set(x: a, y: b, dark)
            set(x: b, y: a, dark)
        }
    }

    /// Places the codewords in two-column strips from the right, up and down in turn, skipping
    /// the vertical timing column and every function module. Remainder bits stay light.
    mutating func drawCodewords(_ codewords: [UInt8]) {
        let total = codewords.count * 8
        var index = 0
        var right = size - 1
        while right >= 1 {
            if right == 6 { right = 5 }
            let upward = (right + 1) & 2 == 0
            for vertical in 0..<size {
                let y = upward ? size - 1 - vertical : vertical
                for x in [right, right - 1] where !isFunction[y][x] && index < total {
                    modules[y][x] = (codewords[index >> 3] >> UInt8(7 - (index & 7))) & 1 == 1
                    index += 1
                }
            }
            right -= 2
        }
    }

    /// Inverts the data modules where the mask's condition holds (ISO/IEC 18004 table 10).
    /// Applying the same mask twice undoes it.
    mutating func applyMask(_ mask: Int) {
        for y in 0..<size {
            for x in 0..<size where !isFunction[y][x] {
                let invert: Bool
                switch mask {
                case 0: invert = (x + y) % 2 == 0
                case 1: invert = y % 2 == 0
                case 2: invert = x % 3 == 0
                case 3: invert = (x + y) % 3 == 0
                case 4: invert = (x / 3 + y / 2) % 2 == 0
                case 5: invert = x * y % 2 + x * y % 3 == 0
                case 6: invert = (x * y % 2 + x * y % 3) % 2 == 0
                default: invert = ((x + y) % 2 + x * y % 3) % 2 == 0
                }
                if invert { modules[y][x].toggle() }
            }
        }
    }

    /// The mask whose symbol scores the lowest penalty, with its format bits drawn.
    func bestMask(ecc: QRCode.ErrorCorrection) -> Int {
        var best = 0
        var bestPenalty = Int.max
        for mask in 0..<8 {
            var trial = self
            trial.applyMask(mask)
            trial.drawFormatBits(ecc: ecc, mask: mask)
            let penalty = trial.penalty()
            if penalty < bestPenalty {
                best = mask
                bestPenalty = penalty
            }
        }
        return best
    }
}
