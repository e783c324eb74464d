import Foundation
import QuizgenCore
import QuizgenTestSupport
import Testing
import ZIPFoundation

@testable import QuizgenInterop

/// Sources that crashed `quizgen import` (issue 35, class 1) are located errors.
@Suite("Import: hostile sources are located errors, never a crash")
struct HostileImportTests {
    /// Imports `bytes` written to a temporary `name`; the path is shown as `name`.
    static func read(_ name: String, _ bytes: [UInt8]) throws -> ImportResult {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "quizgen-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return QuizImporter().read([url]) { $0.lastPathComponent }
    }

    static let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"

    /// Foundation's XML parser trapped on invalid UTF-8 in an attribute name and in a comment.
    @Test func invalidUTF8InAnAttributeNameOrAComment() throws {
        let attribute =
            Array((Self.declaration + "<quiz>\n<question type=\"multichoice\" n").utf8) + [
                0xFF, 0xFE,
            ]
            + Array("=\"1\"><name><text>Q</text></name></question>\n</quiz>\n".utf8)
        #expect(
            try Self.read("attribute.xml", attribute).diagnostics.lines == [
                "attribute.xml:3:31: error: the file is not valid UTF-8 (byte 0xFF at offset 76); save it as UTF-8 or declare its encoding"
            ])
        let comment =
            Array((Self.declaration + "<quiz>\n<!-- bad ").utf8) + [0xFF]
            + Array(" -->\n</quiz>\n".utf8)
        #expect(
            try Self.read("comment.xml", comment).diagnostics.lines == [
                "comment.xml:3:10: error: the file is not valid UTF-8 (byte 0xFF at offset 55); save it as UTF-8 or declare its encoding"
            ])
    }

    /// A declared single-byte encoding is the parser's to convert, not an error.
    @Test func latin1DeclaredIsRead() throws {
        let text =
            Array(
                "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<quiz><question type=\"essay\"><name><text>Gr"
                    .utf8) + [0xF6]
            + Array(
                "\u{DF}e</text></name><questiontext format=\"plain_text\"><text>Wie gro\u{DF}?</text></questiontext></question></quiz>\n"
                    .utf8)
        let result = try Self.read("latin1.xml", text)
        #expect(result.diagnostics.lines.filter { $0.contains("error") } == [])
        #expect(result.imported == 1)
    }

    /// Tens of thousands of nested elements overflowed the stack (Moodle XML, QTI 2.1).
    @Test func deeplyNestedElements() throws {
        let depth = 20_000
        let moodle =
            Self.declaration
            + "<quiz><question type=\"essay\"><name><text>Q</text></name><questiontext><text>"
            + String(repeating: "<a>", count: depth) + "x" + String(repeating: "</a>", count: depth)
            + "</text></questiontext></question></quiz>\n"
        #expect(
            try Self.read("deep.xml", Array(moodle.utf8)).diagnostics.lines == [
                "deep.xml:2:833: error: elements nest more than 256 levels deep; quizgen reads no deeper"
            ])
        let qti =
            Self.declaration
            + "<assessmentItem xmlns=\"http://www.imsglobal.org/xsd/imsqti_v2p1\" identifier=\"i\" title=\"t\"><itemBody>"
            + String(repeating: "<div>", count: depth) + "x"
            + String(repeating: "</div>", count: depth) + "</itemBody></assessmentItem>\n"
        #expect(
            try Self.read("deep-qti.xml", Array(qti.utf8)).diagnostics.lines == [
                "deep-qti.xml:2:1371: error: elements nest more than 256 levels deep; quizgen reads no deeper"
            ])
    }

    /// HTML inside a question's text (CDATA) nests as deep as it likes for the XML parser; the
    /// HTML reader keeps the text of a fragment deeper than it reads.
    @Test func deeplyNestedHTMLInAQuestionText() throws {
        let depth = 20_000
        let moodle =
            Self.declaration
            + "<quiz><question type=\"essay\"><name><text>Q</text></name><questiontext format=\"html\"><text><![CDATA["
            + String(repeating: "<div>", count: depth) + "x"
            + String(repeating: "</div>", count: depth)
            + "]]></text></questiontext></question></quiz>\n"
        let result = try Self.read("deep-html.xml", Array(moodle.utf8))
        #expect(
            result.diagnostics.lines == [
                "deep-html.xml:2:7: error: question 'Q': its HTML nests elements more than 256 levels deep; quizgen reads no deeper, so only its text is kept"
            ])
        #expect(InteropFixtures.bank(result, "deep-html.md").contains("## x {#q type=essay}"))
    }

    /// A malformed declaration (`encoding=U"TF-8"`) named no usable encoding, skipped the UTF-8
    /// check, and the parser trapped on the bad bytes (found by the qti fuzz target).
    @Test func malformedEncodingDeclarationIsCheckedAsUTF8() throws {
        let bytes =
            Array("<?xml version=\"1.0\" encoding=U\"TF-8\"?>\n<quiz n".utf8) + [0xFF, 0xFF]
            + Array("=\"1\"/>\n".utf8)
        #expect(
            try Self.read("declared.xml", bytes).diagnostics.lines == [
                "declared.xml:2:8: error: the file is not valid UTF-8 (byte 0xFF at offset 46); save it as UTF-8 or declare its encoding"
            ])
    }

    /// A QTI package entry whose compressed bytes are damaged was read as an empty or partial
    /// file with no word; it is now an error naming the entry.
    @Test func aDamagedPackageEntryIsNamed() throws {
        let item =
            Self.declaration + """
                <questestinterop><item ident="q1" title="Q"><presentation><material>\
                <mattext>\(String(repeating: "Which river flows through Rome? ", count: 40))</mattext>\
                </material></presentation></item></questestinterop>
                """
        let archive = try Archive(accessMode: .create)
        let text = Data(item.utf8)
        try archive.addEntry(
            with: "quiz.xml", type: .file, uncompressedSize: Int64(text.count),
            compressionMethod: .deflate
        ) { position, size in text.subdata(in: Int(position)..<Int(position) + size) }
        var bytes = try #require(archive.data.map { [UInt8]($0) })
        // The deflated data starts after the 30-byte local header and the 8-byte name.
        for index in 40..<60 { bytes[index] = 0xFF }
        let result = try Self.read("package.zip", bytes)
        #expect(
            result.diagnostics.lines.contains(
                "package.zip: error: the package's file 'quiz.xml' cannot be read: it is damaged"),
            "\(result.diagnostics.lines)")
        #expect(result.imported == 0)
    }

    /// A processing instruction without data (`<?h?>`) made Foundation read a null pointer as a
    /// C string (SIGSEGV; found by the moodle-xml fuzz target, three times: after a malformed
    /// declaration, in an instruction's data, after an instruction opening a CDATA section). It
    /// is an error wherever it stands; one with data is read as before.
    @Test func aProcessingInstructionWithoutDataIsAnError() throws {
        let quiz = "<quiz><question type=\"essay\"><name><text>Q</text></name></question></quiz>\n"
        #expect(
            try Self.read("prolog.xml", Array("<?h?>\n\(quiz)".utf8)).diagnostics
                .lines == [
                    "prolog.xml:1:1: error: a processing instruction without data (<?h?>), which the XML parser cannot read; remove it"
                ])
        let inside = Self.declaration + "<quiz>\n  <?php?></quiz>\n"
        #expect(
            try Self.read("inside.moodle.xml", Array(inside.utf8)).diagnostics.lines
                == [
                    "inside.moodle.xml:3:3: error: a processing instruction without data (<?php?>), which the XML parser cannot read; remove it"
                ])
        // An instruction whose data opens a CDATA section does not hide the next one.
        let hidden = "<quiz><?x<![CDATA[ data?>\n<?h?></quiz>\n"
        #expect(
            try Self.read("hidden.moodle.xml", Array(hidden.utf8)).diagnostics.lines == [
                "hidden.moodle.xml:2:1: error: a processing instruction without data (<?h?>), which the XML parser cannot read; remove it"
            ])
        #expect(
            try Self.read("comment.xml", Array("<!-- <?h?> -->\n\(quiz)".utf8)).diagnostics.lines
                == [
                    "comment.xml:1:6: error: a processing instruction without data (<?h?>), which the XML parser cannot read; remove it"
                ])
        for harmless in ["<?h data?>\n\(quiz)", "<?h ?>\n\(quiz)", "<??>\(quiz)"] {
            let result = try Self.read("harmless.moodle.xml", Array(harmless.utf8))
            #expect(
                !result.diagnostics.lines.contains { $0.contains("processing instruction") },
                "\(harmless)")
        }
    }

    /// A declaration that names a single-byte encoding but that libxml2 does not read as one
    /// (`vers…` for `version`, `encoencoding`) skipped the UTF-8 check, and Foundation trapped on
    /// the bytes in a comment or a name (found by the qti12 and qti21 fuzz targets).
    @Test func aMalformedDeclarationNamingLatin1IsCheckedAsUTF8() throws {
        for head in [
            "<?xml vers=\"1.0\" encoding=\"ISO-8859-1\"?>",
            "<?xml version=\"1.0\" encoencoding=\"ISO-8859-1\"?>",
            "<?xml version=\"1.0\" encoding=\"latin99\"?>",
        ] {
            let bytes = Array("\(head)\n<!-- ESOL".utf8) + [0xFD] + Array(" -->\n<quiz/>\n".utf8)
            let lines = try Self.read("d.xml", bytes).diagnostics.lines
            #expect(
                lines.count == 1
                    && lines[0].hasPrefix("d.xml:2:10: error: the file is not valid UTF-8"),
                "\(head): \(lines)")
        }
        #expect(
            XMLParserTraps.declaredEncoding(
                Array("<?xml version='1.0'\n encoding = 'Windows-1252' ?>".utf8))
                == "windows-1252")
    }

    /// A UTF-16 file (byte-order mark) is converted by libxml2: one that is not valid UTF-16 is
    /// refused, and its instructions are looked at as it reads them.
    @Test func utf16IsCheckedAsUTF16() throws {
        func utf16(_ text: String) -> [UInt8] {
            [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        }
        #expect(
            try Self.read("u.moodle.xml", utf16("<?h?><quiz/>")).diagnostics.lines
                == [
                    "u.moodle.xml:1:1: error: a processing instruction without data (<?h?>), which the XML parser cannot read; remove it"
                ])
        #expect(
            try Self.read(
                "u.moodle.xml", [0xFF, 0xFE, 0x3C, 0x00, 0x00, 0xD8, 0x3E, 0x00]
            )
            .diagnostics.lines == [
                "u.moodle.xml:1:1: error: the file starts with a UTF-16 byte-order mark but is not valid UTF-16; save it as UTF-8"
            ])
    }
}

@Suite("Import: many blanks in one question")
struct ManyBlanksImportTests {
    @Test func clozeWithThousandsOfSubQuestionsKeepsEachBlankInPlace() throws {
        let count = 3_000
        // Ten sub-questions a line, so the locations count lines and columns.
        let lines = stride(from: 0, to: count, by: 10).map { first in
            (first..<first + 10).map { "{1:SA:=a\($0)}" }.joined(separator: " ")
        }
        let source =
            HostileImportTests.declaration
            + "<quiz><question type=\"cloze\"><name><text>Q</text></name>"
            + "<questiontext format=\"plain_text\"><text>" + lines.joined(separator: "\n")
            + " {1:SA:=last#feedback}</text></questiontext></question></quiz>\n"
        let result = try HostileImportTests.read("cloze.xml", Array(source.utf8))
        #expect(
            result.diagnostics.lines == [
                "cloze.xml:301:141: warning: question 'Q': sub-question 3001 ({1:SA…}): answer feedback not kept"
            ])
        let text = try #require(result.banks.first?.questions.first?.text)
        // Plain text's line breaks are kept as Markdown hard breaks.
        let expected =
            stride(from: 0, to: count, by: 10).map { first in
                (first..<first + 10).map { "[[a\($0)]]" }.joined(separator: " ")
            }.joined(separator: "\\\n") + " [[last]]"
        #expect(text == expected)
    }

    /// A QTI 1.2 fill-in-multiple-blanks item (Canvas) with 3,000 `[name]` variables: the text
    /// was searched once per variable (4,000 took 10 s). A name used by two blanks is still
    /// refused at the second, as when the first had replaced it.
    @Test func qti12ItemWithThousandsOfVariables() throws {
        func item(_ names: [String]) -> [UInt8] {
            let text = names.map { "[\($0)]" }.joined(separator: " ")
            let lids = names.enumerated().map { index, name in
                "<response_lid ident=\"response_\(index)\"><material><mattext>\(name)</mattext></material><render_choice><response_label ident=\"\(index)\"><material><mattext texttype=\"text/plain\">a\(index)</mattext></material></response_label></render_choice></response_lid>\n"
            }
            let conditions = names.indices.map {
                "<respcondition><conditionvar><varequal respident=\"response_\($0)\">\($0)</varequal></conditionvar><setvar varname=\"SCORE\" action=\"Add\">1</setvar></respcondition>\n"
            }
            return Array(
                (HostileImportTests.declaration
                    + "<questestinterop><assessment ident=\"a\" title=\"A\"><section ident=\"s\"><item ident=\"q\" title=\"Blanks\"><itemmetadata><qtimetadata><qtimetadatafield><fieldlabel>question_type</fieldlabel><fieldentry>fill_in_multiple_blanks_question</fieldentry></qtimetadatafield></qtimetadata></itemmetadata><presentation><material><mattext texttype=\"text/html\">&lt;p&gt;"
                    + text + "&lt;/p&gt;</mattext></material>\n" + lids.joined()
                    + "</presentation><resprocessing>\n" + conditions.joined()
                    + "</resprocessing></item></section></assessment></questestinterop>\n").utf8)
        }
        let count = 3_000
        let result = try HostileImportTests.read("blanks.xml", item((0..<count).map { "r\($0)" }))
        #expect(result.diagnostics.lines == [])
        let text = try #require(result.banks.first?.questions.first?.text)
        #expect(text == (0..<count).map { "[[a\($0)]]" }.joined(separator: " "))
        #expect(
            try HostileImportTests.read("twice.xml", item(["r0", "r1", "r0"])).diagnostics.lines
                == [
                    "twice.xml:2:69: error: item 'Blanks': the text has no [r0] for its blank; not imported"
                ])
    }

    /// Markers are replaced in one pass; blank 1 and blank 10 are told apart, and a marker
    /// without a blank is left.
    @Test func markersAreFilledByIndex() {
        let text = [0, 1, 10, 2].map { BlankMarkup.marker($0) }.joined(separator: " ")
        #expect(
            BlankMarkup.fill(text, with: ["[[a]]", "[[b]]", "[[c]]"])
                == "[[a]] [[b]] QZGBLANK10QZG [[c]]")
        #expect(
            BlankMarkup.fill("QZGBLANKQZG QZGBLANK1", with: ["x", "y"]) == "QZGBLANKQZG QZGBLANK1")
    }
}

/// Issue 35, class 2: minified XML (every element on one line) and items with thousands of
/// interactions take time in proportion to their size.
@Suite("Import: long lines and many interactions")
struct LongLineImportTests {
    /// Each start tag was located by counting its line from the start: 2,000 text entries on
    /// one line took 13 s. The location of an element far along a line stays exact.
    @Test func anElementFarAlongALongLineIsLocated() throws {
        let source =
            HostileImportTests.declaration + "<quiz>"
            + String(repeating: "<x>e</x>", count: 3_000)
            + String(repeating: "<a>", count: 300) + String(repeating: "</a>", count: 300)
            + "</quiz>\n"
        // <quiz> (6) + 3,000 × <x>e</x> (8) + 255 × <a> (3): the 256th <a> is the 257th level.
        #expect(
            try HostileImportTests.read("long.xml", Array(source.utf8)).diagnostics.lines == [
                "long.xml:2:24772: error: elements nest more than 256 levels deep; quizgen reads no deeper"
            ])
    }

    /// The parser counts columns in code points; they were taken for bytes, so text outside
    /// ASCII earlier on the line moved the location back by a tag or more.
    @Test func anElementAfterTextOutsideASCIIIsLocated() throws {
        let deep = String(repeating: "<a>", count: 300) + String(repeating: "</a>", count: 300)
        // <quiz> (6) + 100 × <x>é</x> (8) + <y>😀e\u{301}</y> (9: one character each) + 765.
        let source =
            HostileImportTests.declaration + "<quiz>" + String(repeating: "<x>é</x>", count: 100)
            + "<y>😀e\u{301}</y>" + deep + "</quiz>\n"
        #expect(
            try HostileImportTests.read("wide.xml", Array(source.utf8)).diagnostics.lines == [
                "wide.xml:2:1581: error: elements nest more than 256 levels deep; quizgen reads no deeper"
            ])
    }

    /// A QTI 2.1 item whose text holds 3,000 text entries, on one line: each interaction finds
    /// its response declaration by identifier, and every blank is in its place.
    @Test func qti21ItemWithThousandsOfTextEntries() throws {
        let count = 3_000
        let declarations = (0..<count).map {
            "<responseDeclaration identifier=\"R\($0)\" cardinality=\"single\" baseType=\"string\"><correctResponse><value>a\($0)</value></correctResponse></responseDeclaration>"
        }
        let body = (0..<count).map { "<textEntryInteraction responseIdentifier=\"R\($0)\"/>" }
        let source =
            HostileImportTests.declaration
            + "<assessmentItem xmlns=\"http://www.imsglobal.org/xsd/imsqti_v2p1\" identifier=\"i\" title=\"t\">"
            + declarations.joined() + "<itemBody><p>" + body.joined(separator: " ")
            + "</p></itemBody></assessmentItem>\n"
        let result = try HostileImportTests.read("many.xml", Array(source.utf8))
        #expect(result.diagnostics.lines == [])
        let text = try #require(result.banks.first?.questions.first?.text)
        #expect(text == (0..<count).map { "[[a\($0)]]" }.joined(separator: " "))
    }
}

/// Media a source names stay inside its folder (issue 35, class 3).
@Suite("Import: media stay inside the source's folder")
struct ImportConfinementTests {
    /// Files beside a QTI item are read under the confinement rule, with the item's folder as
    /// the root: a percent-encoded `..` and a link out of the folder are left out with a located
    /// warning, and nothing of either is imported (issue 35, class 3).
    @Test func mediaBesideAQTIItemStayInsideItsFolder() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent(
            "quizgen-import-\(UUID().uuidString)")
        let folder = base.appendingPathComponent("source")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("images"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: base) }
        try Data("SECRET".utf8).write(to: base.appendingPathComponent("secret.png"))
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("images/link.png").path,
            withDestinationPath: base.appendingPathComponent("secret.png").path)
        let item = """
            <?xml version="1.0" encoding="UTF-8"?>
            <assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" identifier="i" title="Q">
              <responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier">
                <correctResponse><value>A</value></correctResponse>
              </responseDeclaration>
              <itemBody>
                <p>Look. <img src="%2E%2E/secret.png" alt="a"/> <img src="images/link.png" alt="b"/></p>
                <choiceInteraction responseIdentifier="RESPONSE" shuffle="false" maxChoices="1">
                  <simpleChoice identifier="A">Yes</simpleChoice>
                  <simpleChoice identifier="B">No</simpleChoice>
                </choiceInteraction>
              </itemBody>
            </assessmentItem>
            """
        let url = folder.appendingPathComponent("item.xml")
        try Data(item.utf8).write(to: url)
        let result = QuizImporter().read([url]) { $0.lastPathComponent }
        #expect(
            result.diagnostics.lines == [
                "item.xml:2:1: warning: question 'Q': the image '%2E%2E/secret.png' is not inside the source; it is left out",
                "item.xml:2:1: warning: question 'Q': the image 'images/link.png' is missing from the source; it is left out",
            ])
        let files = BankFileWriter(output: "Content/banks").files(for: result)
        #expect(!files.contains { String(decoding: $0.data, as: UTF8.self).contains("SECRET") })
        #expect(!files.contains { $0.path.hasSuffix(".png") })
    }
}
