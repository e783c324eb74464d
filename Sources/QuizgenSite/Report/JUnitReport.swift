import QuizgenCore

/// JUnit XML for CI test views (`quizgen check --junit FILE.xml`).
///
/// Every diagnostic is a failing test case; test suites group them by file (problems without a
/// file go into the suite `quizgen`). A clean run is one passing test case. No timings, so the
/// file is the same for the same content.
public enum JUnitReport {
    /// The XML document for `result`.
    public static func xml(_ result: BuildResult) -> String {
        let diagnostics = result.diagnostics.sorted
        var suites: [(name: String, cases: [Diagnostic])] = []
        for diagnostic in diagnostics {
            let name = diagnostic.location?.path ?? "quizgen"
            if let index = suites.firstIndex(where: { $0.name == name }) {
                suites[index].cases.append(diagnostic)
            } else {
                suites.append((name, [diagnostic]))
            }
        }
        let total = max(diagnostics.count, 1)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out +=
            "<testsuites name=\"quizgen check\" tests=\"\(total)\" failures=\"\(diagnostics.count)\" errors=\"0\">\n"
        if suites.isEmpty {
            out +=
                "  <testsuite name=\"quizgen\" tests=\"1\" failures=\"0\" errors=\"0\" skipped=\"0\">\n"
            out += "    <testcase classname=\"quizgen\" name=\"site has no problems\"/>\n"
            out += "  </testsuite>\n"
        }
        for suite in suites {
            out +=
                "  <testsuite name=\"\(MarkupEscaping.xmlAttribute(suite.name))\" tests=\"\(suite.cases.count)\" failures=\"\(suite.cases.count)\" errors=\"0\" skipped=\"0\">\n"
            for d in suite.cases {
                let place = d.location.map { "\($0)" } ?? "quizgen"
                let header = "\(place): \(d.severity.rawValue): \(d.message)"
                out +=
                    "    <testcase classname=\"\(MarkupEscaping.xmlAttribute(suite.name))\" name=\"\(MarkupEscaping.xmlAttribute("\(place) \(d.code)"))\">\n"
                out +=
                    "      <failure type=\"\(MarkupEscaping.xmlAttribute(d.severity.rawValue))\" message=\"\(MarkupEscaping.xmlAttribute(d.message))\">\(MarkupEscaping.xmlAttribute(header))</failure>\n"
                out += "    </testcase>\n"
            }
            out += "  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return out
    }

}
