/// A text as the bits of one QR segment: its mode, its character count and its data.
struct QRSegment {
    enum Mode: Int {
        case numeric = 1
        case alphanumeric = 2
        case byte = 4

        /// Bits of the character count field (ISO/IEC 18004 table 3), by version group.
        func countBits(version: Int) -> Int {
            let group = version <= 9 ? 0 : version <= 26 ? 1 : 2
            switch self {
            case .numeric: return [10, 12, 14][group]
            case .alphanumeric: return [9, 11, 13][group]
            case .byte: return [8, 16, 16][group]
            }
        }
    }

    /// The 45 characters of alphanumeric mode, in the order of their values.
    static let alphanumericCharacters = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:".utf8)

    let mode: Mode
    /// Characters for numeric and alphanumeric mode, bytes for byte mode.
    let count: Int
    let bits: QRBitBuffer

    /// The text in the densest mode that holds all of it. An empty text is no segment at all:
    /// only the terminator and padding.
    init(text: String) {
        let bytes = Array(text.utf8)
        var bits = QRBitBuffer()
        if bytes.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
            mode = .numeric
            var index = 0
            while index < bytes.count {
                let group = bytes[index..<min(index + 3, bytes.count)]
                let value = group.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
                bits.append(value, count: group.count * 3 + 1)
                index += 3
            }
        } else if let values = Self.alphanumericValues(bytes) {
            mode = .alphanumeric
            var index = 0
            while index + 1 < values.count {
                bits.append(values[index] * 45 + values[index + 1], count: 11)
                index += 2
            }
            if index < values.count { bits.append(values[index], count: 6) }
        } else {
            mode = .byte
            for byte in bytes { bits.append(Int(byte), count: 8) }
        }
        count = bytes.count
        self.bits = bits
    }

    private static func alphanumericValues(_ bytes: [UInt8]) -> [Int]? {
        var values: [Int] = []
        values.reserveCapacity(bytes.count)
        for byte in bytes {
            guard let value = alphanumericCharacters.firstIndex(of: byte) else { return nil }
            values.append(value)
        }
        return values
    }

    /// The bits the segment takes in a version: mode, count and data; `nil` when the count does
    /// not fit its field.
    func length(version: Int) -> Int? {
        if count == 0 { return 0 }
        let countBits = mode.countBits(version: version)
        guard count < 1 << countBits else { return nil }
        return 4 + countBits + bits.count
    }

    /// The smallest version that holds the segment at a level.
    static func smallestVersion(for segment: QRSegment, ecc: QRCode.ErrorCorrection)
        throws(QRCodeError) -> Int
    {
        for version in 1...40 {
            let capacity = ecc.dataCodewords(version: version) * 8
            if let used = segment.length(version: version), used <= capacity { return version }
        }
        let needed = segment.length(version: 40) ?? (4 + 16 + segment.bits.count)
        throw .textTooLong(
            bits: needed, maximum: ecc.dataCodewords(version: 40) * 8, ecc: ecc)
    }

    /// The data codewords of a version: the segment, the terminator, zero bits to a byte and
    /// the pad bytes `EC 11` repeated.
    func codewords(version: Int, ecc: QRCode.ErrorCorrection) -> [UInt8] {
        let capacity = ecc.dataCodewords(version: version) * 8
        var buffer = QRBitBuffer()
        if count > 0 {
            buffer.append(mode.rawValue, count: 4)
            buffer.append(count, count: mode.countBits(version: version))
            buffer.append(bits)
        }
        buffer.append(0, count: min(4, capacity - buffer.count))
        buffer.append(0, count: (8 - buffer.count % 8) % 8)
        var pad = 0xEC
        while buffer.count < capacity {
            buffer.append(pad, count: 8)
            pad ^= 0xEC ^ 0x11
        }
        return buffer.bytes
    }
}
