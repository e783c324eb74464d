/// Bits appended most significant first, read back as bytes.
struct QRBitBuffer {
    private(set) var bits: [Bool] = []

    var count: Int { bits.count }

    /// Appends the low `count` bits of `value`, the highest first.
    mutating func append(_ value: Int, count: Int) {
        for shift in stride(from: count - 1, through: 0, by: -1) {
            bits.append((value >> shift) & 1 == 1)
        }
    }

    mutating func append(_ other: QRBitBuffer) { bits += other.bits }

    /// The bits as bytes, the last one padded with zeros.
    var bytes: [UInt8] {
        var result = [UInt8](repeating: 0, count: (bits.count + 7) / 8)
        for (index, bit) in bits.enumerated() where bit {
            result[index >> 3] |= 0x80 >> UInt8(index & 7)
        }
        return result
    }
}
