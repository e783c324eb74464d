/// Sorts many same-sized arrays of doubles in linear time, reusing its buffers.
///
/// LSD radix sort on order-preserving 64-bit keys (sign bit flipped for positives, all bits
/// flipped for negatives), 11-bit digits, one read pass for all six histograms. A digit that all
/// keys share is skipped, which for quiz marks (small integers and halves, whose low mantissa
/// bits are all zero) leaves one or two scatter passes out of six. Used for Moodle's
/// `covariancemax`, which needs every question's marks and rest-of-test marks sorted.
struct DoubleRadixSorter {
    private static let digitBits = 11
    private static let digitCount = 6  // 6 * 11 >= 64
    private static let bucketCount = 1 << digitBits

    private var keys: [UInt64]
    private var spare: [UInt64]
    private var histograms: [Int]

    init(capacity: Int) {
        keys = [UInt64](repeating: 0, count: capacity)
        spare = [UInt64](repeating: 0, count: capacity)
        histograms = [Int](repeating: 0, count: Self.digitCount * Self.bucketCount)
    }

    /// Sorts `values` ascending in place; `values.count` must not exceed the capacity.
    mutating func sort(_ values: UnsafeMutableBufferPointer<Double>) {
        let n = values.count
        precondition(n <= keys.count, "DoubleRadixSorter capacity exceeded")
        guard n > 1 else { return }
        let mask = UInt64(Self.bucketCount - 1)
        keys.withUnsafeMutableBufferPointer { keys in
            spare.withUnsafeMutableBufferPointer { spare in
                histograms.withUnsafeMutableBufferPointer { histograms in
                    histograms.update(repeating: 0)
                    for i in 0..<n {
                        let bits = values[i].bitPattern
                        let key = bits & (1 << 63) != 0 ? ~bits : bits | (1 << 63)
                        keys[i] = key
                        for digit in 0..<Self.digitCount {
                            let bucket = Int((key >> UInt64(digit * Self.digitBits)) & mask)
                            histograms[digit * Self.bucketCount + bucket] += 1
                        }
                    }
                    var source = keys
                    var target = spare
                    for digit in 0..<Self.digitCount {
                        let base = digit * Self.bucketCount
                        let shift = UInt64(digit * Self.digitBits)
                        let first = Int((source[0] >> shift) & mask)
                        if histograms[base + first] == n { continue }  // all keys share it
                        var offset = 0
                        for bucket in 0..<Self.bucketCount {
                            let count = histograms[base + bucket]
                            histograms[base + bucket] = offset
                            offset += count
                        }
                        for i in 0..<n {
                            let key = source[i]
                            let bucket = base + Int((key >> shift) & mask)
                            target[histograms[bucket]] = key
                            histograms[bucket] += 1
                        }
                        swap(&source, &target)
                    }
                    for i in 0..<n {
                        let key = source[i]
                        let bits = key & (1 << 63) != 0 ? key & ~(1 << 63) : ~key
                        values[i] = Double(bitPattern: bits)
                    }
                }
            }
        }
    }
}
