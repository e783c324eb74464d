/// Reed–Solomon error correction over GF(256) with the QR polynomial
/// x⁸ + x⁴ + x³ + x² + 1, and the split of the data into the standard's blocks.
enum QRReedSolomon {
    /// The data split into blocks, each followed by its error correction codewords, then
    /// interleaved: the first data codeword of every block, the second, …, then the error
    /// correction codewords the same way (ISO/IEC 18004 7.6).
    static func interleavedWithErrorCorrection(
        _ data: [UInt8], version: Int, ecc: QRCode.ErrorCorrection
    ) -> [UInt8] {
        let blockCount = ecc.blocks(version: version)
        let eccLength = ecc.codewordsPerBlock(version: version)
        let rawCodewords = QRMatrix.rawDataModules(version: version) / 8
        // The last blocks are one data codeword longer than the first ones.
        let shortBlocks = blockCount - rawCodewords % blockCount
        let shortDataLength = rawCodewords / blockCount - eccLength
        let divisor = generator(degree: eccLength)
        var dataBlocks: [ArraySlice<UInt8>] = []
        var eccBlocks: [[UInt8]] = []
        var start = 0
        for index in 0..<blockCount {
            let length = shortDataLength + (index < shortBlocks ? 0 : 1)
            let block = data[start..<start + length]
            start += length
            dataBlocks.append(block)
            eccBlocks.append(remainder(block, divisor: divisor))
        }
        var result: [UInt8] = []
        result.reserveCapacity(rawCodewords)
        for position in 0...shortDataLength {
            for block in dataBlocks where position < block.count {
                result.append(block[block.startIndex + position])
            }
        }
        for position in 0..<eccLength {
            for block in eccBlocks { result.append(block[position]) }
        }
        return result
    }

    /// The generator polynomial (x − α⁰)(x − α¹)…(x − α^(degree−1)), its coefficients from the
    /// highest power down, without the leading 1.
    static func generator(degree: Int) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: degree)
        result[degree - 1] = 1
        var root: UInt8 = 1
        for _ in 0..<degree {
            for index in 0..<degree {
                result[index] = multiply(result[index], root)
                if index + 1 < degree { result[index] ^= result[index + 1] }
            }
            root = multiply(root, 0x02)
        }
        return result
    }

    /// The remainder of the data, times x^degree, divided by the generator.
    static func remainder(_ data: ArraySlice<UInt8>, divisor: [UInt8]) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: divisor.count)
        for byte in data {
            let factor = byte ^ result[0]
            result.removeFirst()
            result.append(0)
            for index in result.indices { result[index] ^= multiply(divisor[index], factor) }
        }
        return result
    }

    /// The product of two elements of GF(2⁸) modulo 0x11D (Russian peasant multiplication).
    static func multiply(_ x: UInt8, _ y: UInt8) -> UInt8 {
        var product = 0
        for bit in stride(from: 7, through: 0, by: -1) {
            product = (product << 1) ^ ((product >> 7) * 0x11D)
            product ^= Int((y >> UInt8(bit)) & 1) * Int(x)
        }
        return UInt8(product)
    }
}
