/// One entry of the diagnostics as people read them (text and GitHub annotations): a
/// diagnostic, or the count of those of its kind in its file left out after the first few.
public enum PrintedDiagnostic: Sendable, Hashable {
    /// A diagnostic printed in full.
    case single(Diagnostic)
    /// Diagnostics of one code in one file counted in one line.
    case overflow(DiagnosticOverflow)
    /// Diagnostics with one code and message in many files counted in one line.
    case repeated(DiagnosticRepetition)
}

extension Diagnostics {
    /// How many diagnostics of one code in one file are printed before the rest are counted.
    public static let printedPerKind = 5
    /// How many diagnostics with the same code and message, in any files, are printed before the
    /// rest are counted.
    public static let printedPerMessage = 20

    /// The sorted diagnostics with, for each file, at most `limit` of each code printed in full
    /// and the rest counted in one `overflow` entry placed after the last one printed.
    /// Diagnostics without a file are never grouped. Machine formats (JSON, `--report`, JUnit)
    /// use `sorted`, which keeps every diagnostic.
    ///
    /// - Parameter limit: Diagnostics printed in full per file and code.
    /// - Returns: The entries in print order.
    public func grouped(limit: Int = Diagnostics.printedPerKind) -> [PrintedDiagnostic] {
        Self.foldRepeats(groupedPerFile(limit: limit), limit: Self.printedPerMessage)
    }

    /// Keeps the first `limit` entries with each code and message (and a file), and counts the
    /// rest in one `repeated` entry per message at the end.
    static func foldRepeats(_ entries: [PrintedDiagnostic], limit: Int) -> [PrintedDiagnostic] {
        struct Key: Hashable {
            var code: String
            var message: String
        }
        var counts: [Key: Int] = [:]
        for case .single(let diagnostic) in entries where diagnostic.location != nil {
            counts[Key(code: diagnostic.code, message: diagnostic.message), default: 0] += 1
        }
        guard counts.values.contains(where: { $0 > limit }) else { return entries }
        var seen: [Key: Int] = [:]
        var left: [Key: (count: Int, files: Set<String>, severity: Diagnostic.Severity)] = [:]
        var order: [Key] = []
        var out: [PrintedDiagnostic] = []
        for entry in entries {
            guard case .single(let diagnostic) = entry, let path = diagnostic.location?.path else {
                out.append(entry)
                continue
            }
            let key = Key(code: diagnostic.code, message: diagnostic.message)
            let index = seen[key, default: 0] + 1
            seen[key] = index
            if index <= limit {
                out.append(entry)
                continue
            }
            if left[key] == nil {
                order.append(key)
                left[key] = (0, [], diagnostic.severity)
            }
            // Changed in place: a copy taken out of the dictionary copied the set of files for
            // every repeat (quadratic: 0.6 s for 10,000 repeats).
            left[key]?.count += 1
            left[key]?.files.insert(path)
            let severity = Swift.min(
                left[key]?.severity ?? diagnostic.severity, diagnostic.severity)
            left[key]?.severity = severity
        }
        for key in order {
            guard let rest = left[key] else { continue }
            out.append(
                .repeated(
                    DiagnosticRepetition(
                        code: key.code, message: key.message, severity: rest.severity,
                        count: rest.count,
                        files: rest.files.count)))
        }
        return out
    }

    /// `grouped` without folding repeats across files.
    func groupedPerFile(limit: Int) -> [PrintedDiagnostic] {
        let all = sorted
        struct Kind: Hashable {
            var path: String
            var code: String
        }
        // Per file and code: how many, and the most serious severity among those left out.
        var totals: [Kind: (count: Int, rest: Diagnostic.Severity?)] = [:]
        for diagnostic in all {
            guard let path = diagnostic.location?.path else { continue }
            let kind = Kind(path: path, code: diagnostic.code)
            var total = totals[kind] ?? (0, nil)
            total.count += 1
            if total.count > limit {
                total.rest = Swift.min(total.rest ?? diagnostic.severity, diagnostic.severity)
            }
            totals[kind] = total
        }
        var seen: [Kind: Int] = [:]
        var out: [PrintedDiagnostic] = []
        out.reserveCapacity(Swift.min(all.count, totals.count * (limit + 1) + all.count / 8))
        for diagnostic in all {
            guard let path = diagnostic.location?.path else {
                out.append(.single(diagnostic))
                continue
            }
            let kind = Kind(path: path, code: diagnostic.code)
            let index = seen[kind, default: 0] + 1
            seen[kind] = index
            guard let total = totals[kind], total.count > limit else {
                out.append(.single(diagnostic))
                continue
            }
            if index <= limit { out.append(.single(diagnostic)) }
            if index == limit {
                out.append(
                    .overflow(
                        DiagnosticOverflow(
                            path: path, code: diagnostic.code,
                            severity: total.rest ?? diagnostic.severity,
                            count: total.count - limit)))
            }
        }
        return out
    }
}
