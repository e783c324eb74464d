import Foundation
import QuizgenTestSupport
import Testing

/// Issue 35, class 5, as a property: whatever the examinees are called and whatever the
/// questions say, no cell of any CSV file quizgen writes starts with a character that makes a
/// spreadsheet read it as a formula, unless the cell is a plain decimal number.
@Suite("CSV injection")
struct CSVInjectionTests {
    /// Every start OWASP's CSV injection guidance names: `=`, `+`, `-`, `@`, tab and carriage
    /// return.
    static let starts = ["=", "+", "-", "@", "\t", "\r"]

    /// Texts that begin with each start, including those that `Double` reads as a number
    /// although no spreadsheet does (`-nan`, `+infinity`, a hexadecimal float).
    static let hostile =
        starts.flatMap { ["\($0)1+1", "\($0)HYPERLINK(\"http://x.example\")"] }
        + ["-nan", "+infinity", "-inf", "-0x1p3", "@SUM(A1:A9)", "=cmd|' /C calc'!A0"]

    static func json(_ text: String) -> String {
        let data = try? JSONSerialization.data(withJSONObject: [text], options: [])
        let array = String(decoding: data ?? Data("[\"\"]".utf8), as: UTF8.self)
        return String(array.dropFirst().dropLast())
    }

    /// A bank whose question and choice texts are the hostile texts, an exam of it and one
    /// submission per hostile examinee name.
    static func files(dashboards: String) -> [String: String] {
        let questions = hostile.enumerated().map { index, text in
            """
            {"id": "q\(index)", "type": "single", "text": \(json(text)), "choices": [
              {"text": \(json(text)), "correct": true}, {"text": \(json("x" + text))}]}
            """
        }
        var files = [
            "quizgen.yaml": "title: T\ngrading:\n  dashboards: \(dashboards)\n",
            "Content/banks/b.json": "{\"questions\": [\(questions.joined(separator: ",\n"))]}",
            "Content/exams/e.yaml": "title: Hostile\ncode: HOST\nquestions:\n"
                + hostile.indices.map { "  - q\($0)\n" }.joined(),
        ]
        for (index, name) in hostile.enumerated() {
            let answers = hostile.indices.map {
                "\"q\($0)\": \"\(($0 + index) % 2 == 0 ? "a" : "b")\""
            }
            files["Content/submissions/host/s\(index).json"] =
                "{\"examinee\": \(json(name)), \"answers\": {\(answers.joined(separator: ", "))}}"
        }
        return files
    }

    /// The cells of an RFC 4180 document (quoted cells may hold commas, quotes and line breaks).
    static func cells(_ csv: String) -> [String] {
        var cells: [String] = []
        var cell = ""
        var quoted = false
        var scalars = csv.unicodeScalars.makeIterator()
        var pending = scalars.next()
        while let scalar = pending {
            pending = scalars.next()
            if quoted {
                if scalar == "\"" {
                    if pending == "\"" {
                        cell.unicodeScalars.append("\"")
                        pending = scalars.next()
                    } else {
                        quoted = false
                    }
                } else {
                    cell.unicodeScalars.append(scalar)
                }
            } else if scalar == "\"" && cell.isEmpty {
                quoted = true
            } else if scalar == "," {
                cells.append(cell)
                cell = ""
            } else if scalar == "\r" && pending == "\n" {
                cells.append(cell)
                cell = ""
                pending = scalars.next()
            } else {
                cell.unicodeScalars.append(scalar)
            }
        }
        if !cell.isEmpty { cells.append(cell) }
        return cells
    }

    /// A cell a spreadsheet would evaluate: it starts with one of `starts` and is not a plain
    /// decimal number such as `-1.5`.
    static func isFormula(_ cell: String) -> Bool {
        guard let first = cell.unicodeScalars.first, starts.contains(String(first)) else {
            return false
        }
        let digits = cell.unicodeScalars.dropFirst()
        let parts = String(String.UnicodeScalarView(digits)).split(
            separator: ".", omittingEmptySubsequences: false)
        let isDecimal =
            (first == "-" || first == "+") && (1...2).contains(parts.count)
            && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
        return !isDecimal
    }

    @Test func noCSVFileQuizgenWritesHoldsAFormula() throws {
        var written: [String: String] = [:]
        for dashboards in ["site", "separate"] {
            let site = try TestSite(Self.files(dashboards: dashboards))
            defer { site.remove() }
            let build = try QuizgenProcess.run(["build"], in: site.root)
            #expect(build.status == 0, "\(build.stderr)")
            for folder in ["Site", "Grading"] {
                let files = site.snapshot(of: site.root.appendingPathComponent(folder))
                for (path, bytes) in files where path.hasSuffix(".csv") {
                    written["\(dashboards): \(folder)/\(path)"] = String(
                        decoding: bytes, as: UTF8.self)
                }
            }
            let grade = try QuizgenProcess.run(["grade", "HOST", "--format", "csv"], in: site.root)
            #expect(grade.status == 0, "\(grade.stderr)")
            written["\(dashboards): grade --format csv"] = grade.stdout
        }
        #expect(
            written.keys.sorted() == [
                "separate: Grading/exams/host/gradebook.csv",
                "separate: Grading/exams/host/item-analysis.csv",
                "separate: grade --format csv",
                "site: Site/exams/host/item-analysis.csv",
                "site: grade --format csv",
            ])
        for (name, csv) in written {
            let cells = Self.cells(csv)
            #expect(cells.count > Self.hostile.count, "\(name)")
            let formulas = cells.filter(Self.isFormula)
            #expect(formulas.isEmpty, "\(name): \(formulas)")
        }
        // Every hostile name reached the gradebook, neutralised but otherwise as it was (the
        // submission reader trims a leading tab or carriage return, as any white space).
        let names = Set(Self.cells(written["separate: grade --format csv"] ?? ""))
        let missing = Self.hostile.filter { name in
            let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
            return !names.contains(trimmed == name ? "'" + name : trimmed)
        }
        #expect(missing.isEmpty, "\(missing)")
    }
}
