import Foundation
import QuizgenCore
import QuizgenInterop
import QuizgenTestSupport
import Testing
import ZIPFoundation

/// Export embeds what the build would publish, by the same media policy (issue 35, class 4): an
/// `.html` image is a located error and not exported, an SVG travels sanitised.
@Suite("Export: images by the build's media policy")
struct ExportMediaPolicyTests {
    @Test func anHTMLImageIsRefusedAndAnSVGSanitised() throws {
        let bank = """
            ## Which one? {#q1}

            ![a chart](chart.svg) ![a page](page.html)

            - [x] Right
            - [ ] Wrong
            """
        let site = try TestSite([
            "quizgen.yaml": "title: T\n",
            "Content/banks/b.md": bank,
            "Content/banks/chart.svg":
                #"<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><rect width="1" height="1"/></svg>"#,
            "Content/banks/page.html": "<script>alert(3)</script>",
            "Content/exams/e.yaml": "title: E\ncode: E\nquestions:\n  - q1\n",
        ])
        defer { site.remove() }
        for format in [ExportFormat.qti12, .qti21, .moodleXML] {
            let result = try ExportSupport.export(site, exam: "E", as: format)
            #expect(
                result.diagnostics.lines.filter { $0.contains("error") } == [
                    "Content/exams/e.yaml:4:5: error: image 'page.html' in question 'q1' is a .html file; only images, audio, video and PDF are published as media; refusing to publish it"
                ], "\(format)")
            var payloads: [String] = []
            if format == .moodleXML {
                let xml = String(decoding: result.data, as: UTF8.self)
                for element in HTMLElement.all(in: xml) where element.name == "file" {
                    #expect(element.attributes["name"]?.hasSuffix(".html") == false)
                    let bytes = Data(base64Encoded: element.text) ?? Data()
                    payloads.append(String(decoding: bytes, as: UTF8.self))
                }
            } else {
                let archive = try Archive(data: result.data, accessMode: .read)
                for entry in archive
                where entry.path.hasSuffix(".svg") || entry.path.hasSuffix(".html") {
                    #expect(!entry.path.hasSuffix(".html"), "\(entry.path) exported")
                    var data = Data()
                    _ = try archive.extract(entry) { data.append($0) }
                    payloads.append(String(decoding: data, as: UTF8.self))
                }
            }
            #expect(payloads.count == 1, "\(format): \(payloads)")
            for payload in payloads {
                #expect(LiveMarkup.findings(inSVG: Array(payload.utf8)) == [], "\(format)")
                #expect(payload.contains("<rect"))
            }
        }
    }
}
