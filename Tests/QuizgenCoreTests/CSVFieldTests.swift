import QuizgenCore
import Testing

/// The one CSV cell writer: RFC 4180 quoting and no cell a spreadsheet runs as a formula.
@Suite("CSV cells")
struct CSVFieldTests {
    @Test(arguments: [
        ("Ana", "Ana"),
        ("Müller, Ana", "\"Müller, Ana\""),
        ("say \"hi\"", "\"say \"\"hi\"\"\""),
        ("=HYPERLINK(\"http://x\")", "\"'=HYPERLINK(\"\"http://x\"\")\""),
        ("+1+2", "'+1+2"),
        ("-cmd", "'-cmd"),
        ("@SUM(A1)", "'@SUM(A1)"),
        ("\tTab", "'\tTab"),
        ("\rReturn", "\"'\rReturn\""),
        ("two\r\nlines", "\"two\r\nlines\""),
        ("-1.5", "-1.5"),
        ("+3", "+3"),
        ("-inf", "'-inf"),
        ("-nan", "'-nan"),
        ("+infinity", "'+infinity"),
        ("-0x1p3", "'-0x1p3"),
        ("-1e5", "'-1e5"),
        ("-1.", "'-1."),
        ("-.5", "'-.5"),
        ("-", "'-"),
        ("", ""),
    ])
    func cell(text: String, written: String) {
        #expect(CSVField.cell(text) == written)
    }
}
