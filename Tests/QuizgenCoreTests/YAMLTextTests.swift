import QuizgenCore
import Testing

@Suite("YAML double-quoted scalars")
struct YAMLTextTests {
    @Test("quotes, backslashes, newlines and tabs escaped; other controls as two hex digits")
    func escapes() {
        #expect(
            YAMLText.doubleQuoted("Ana \"Müller\"\\\n\t\u{1}\u{1B}\u{7F}é")
                == #""Ana \"Müller\"\\\n\t\x01\x1B\x7Fé""#)
        #expect(YAMLText.doubleQuoted("") == #""""#)
    }
}
