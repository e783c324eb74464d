import QuizgenCore

/// Adds the live-reload script, and the diagnostics overlay after a failed build, to HTML pages
/// served by the preview. `quizgen build` output never goes through here.
enum PreviewInjector {
    /// The path of the Server-Sent Events stream the script listens to.
    static let eventsPath = "/_quizgen/events"

    /// Reloads the page on every `reload` event, and on a `grading` event (new submissions)
    /// only a page marked `data-quizgen-live="grading"` (the grading dashboards), so an open
    /// exam page is never reloaded by a submission. EventSource reconnects by itself. The stream
    /// is closed when the page is left, so pages kept in the back-forward cache do not hold on
    /// to connections (a browser allows six per host); such a page reconnects when shown again.
    static let script = """
        <script data-quizgen-preview>(function () {
          var source = null;
          function connect() {
            source = new EventSource("\(eventsPath)");
            source.addEventListener("reload", function () { window.location.reload(); });
            source.addEventListener("grading", function () {
              if (document.querySelector("[data-quizgen-live=grading]")) { window.location.reload(); }
            });
          }
          connect();
          window.addEventListener("pagehide", function () { source.close(); });
          window.addEventListener("pageshow", function (event) { if (event.persisted) { connect(); } });
        })();</script>

        """

    /// `html` with `snippet` inserted before the last `</body>` (or appended when there is none).
    static func inject(into html: [UInt8], overlay: String?) -> [UInt8] {
        let snippet = Array(((overlay ?? "") + script).utf8)
        guard let index = lastBodyClose(in: html) else { return html + snippet }
        return Array(html[..<index]) + snippet + Array(html[index...])
    }

    /// The byte offset of the last `</body` (any case).
    static func lastBodyClose(in html: [UInt8]) -> Int? {
        let needle = Array("</body".utf8)
        guard html.count >= needle.count else { return nil }
        var i = html.count - needle.count
        while i >= 0 {
            var match = true
            for j in 0..<needle.count where lower(html[i + j]) != needle[j] {
                match = false
                break
            }
            if match { return i }
            i -= 1
        }
        return nil
    }

    private static func lower(_ byte: UInt8) -> UInt8 {
        (65...90).contains(byte) ? byte + 32 : byte
    }
}
