import Foundation
import QuizgenSite
import QuizgenTestSupport
import Testing

/// Takes an exam from the start screen to the finished screen with the keyboard alone (Tab,
/// Shift+Tab, Space, Enter, typing; no click, no element targeted by the test), checking that
/// focus lands on each new question's heading and that the submission holds every answer.
@Suite(
    "Taking an exam with the keyboard only", .serialized,
    .enabled(
        if: ChromeDriverProcess.isAvailable && StaticSiteServer.isAvailable,
        "needs chromium and chromium-driver (scripts/bootstrap.sh --browser) and python3"))
struct ExamKeyboardTests {
    static let exam = """
        title: Keyboard exam
        code: KEYS
        time_limit: 1h
        questions: [rhine-source, danube-capitals, capital-at, seas, order]
        """

    @Test func startToFinishWithoutAMouse() async throws {
        let site = try TestSite(
            QuizFixtures.site(exam: Self.exam), bytes: ["Content/banks/map.png": QuizFixtures.png])
        let downloads = FileManager.default.temporaryDirectory.appendingPathComponent(
            "keys-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: downloads) }
        try await AccessibilitySites.withBuiltSite(site) { _, server in
            try await withBrowserSession(downloadFolder: downloads) { session in
                try await session.navigate(to: server.url("/exams/keys/take/"))
                // The skip link comes first.
                try await session.pressKey(.tab)
                #expect(try await session.focusedElementMatches("a.skip"))
                try await session.tab(to: "#examinee")
                // Moving on without a name: the error is shown and announced, focus stays.
                try await session.pressKey(.enter)
                #expect(try await session.findElement(css: "#examinee-error").isDisplayed())
                #expect(
                    try await session.findElement(css: "#examinee-error").attribute("role")
                        == "alert")
                #expect(try await session.focusedElementMatches("#examinee[aria-invalid=true]"))
                try await session.typeText("Kim Keys")
                try await session.pressKey(.enter)
                try await Self.expectHeading(session, "rhine-source", number: 1)

                // 1. True/false: Tab into the radio group, Space picks, an arrow moves the choice.
                try await session.tab(to: "#q-rhine-source input[value=true]")
                try await session.pressKey(.space)
                try await session.pressKey(.arrowDown)
                #expect(
                    try await session.focusedElementMatches(
                        "#q-rhine-source input[value=false]:checked"))
                try await Self.next(session)
                try await Self.expectHeading(session, "danube-capitals", number: 2)

                // Back with Shift+Tab and Enter: focus returns to question 1's heading.
                try await session.tab(to: "[data-action=back]")
                try await session.pressKey(.enter)
                try await Self.expectHeading(session, "rhine-source", number: 1)
                try await Self.next(session)

                // 2. Several choices: Space ticks each.
                for value in ["a", "c"] {
                    try await session.tab(to: "#q-danube-capitals input[value=\(value)]")
                    try await session.pressKey(.space)
                }
                try await Self.next(session)
                try await Self.expectHeading(session, "capital-at", number: 3)

                // 3. Short answer: typed.
                try await session.tab(to: "#q-capital-at input[type=text]")
                try await session.typeText("Vienna")
                try await Self.next(session)
                try await Self.expectHeading(session, "seas", number: 4)

                // 4. Matching: each list picked by typing the start of the option.
                for (id, label) in try await Self.selects(session, in: "seas") {
                    try await session.tab(to: "[id=\"\(id)\"]")
                    try await session.typeText(label.contains("Danube") ? "Black" : "North")
                }
                try await Self.next(session)
                try await Self.expectHeading(session, "order", number: 5)

                // 5. Ordering: each position typed into its list.
                let order = ["Ulm", "Vienna", "Budapest"]
                for (id, label) in try await Self.selects(session, in: "order") {
                    try await session.tab(to: "[id=\"\(id)\"]")
                    try await session.typeText(String((order.firstIndex(of: label) ?? 0) + 1))
                }
                // The last question has Done instead of Next; it opens the review.
                try await session.tab(to: "[data-action=done]")
                try await session.pressKey(.enter)
                try await waitUntil("the review") {
                    try await session.focusedElementMatches("#review-heading")
                }
                #expect(
                    try await session.findElement(css: "#review-summary").text()
                        == "You answered all 5 questions.")
                try await session.tab(to: "[data-action=hand-in]")
                try await session.pressKey(.enter)
                try await waitUntil("the finished screen") {
                    try await session.focusedElementMatches("#finished-heading")
                }

                let file = try await waitForDownload(in: downloads, matching: ".json")
                let submission = try JSONDecoder().decode(
                    ExamBrowserTests.Submission.self, from: Data(contentsOf: file))
                #expect(submission.examinee == "Kim Keys")
                #expect(submission.answers["rhine-source"] == .one("false"))
                #expect(submission.answers["danube-capitals"] == .many(["a", "c"]))
                #expect(submission.answers["capital-at"] == .one("Vienna"))
                guard case .pairs(let pairs)? = submission.answers["seas"] else {
                    Issue.record("no matching answer")
                    return
                }
                #expect(pairs.count == 2)
                guard case .many(let ordered)? = submission.answers["order"] else {
                    Issue.record("no ordering answer")
                    return
                }
                #expect(ordered.count == 3)
            }
        }
    }

    /// The id and label text of each list in question `id`, in page order (read, not touched).
    static func selects(_ session: WebDriverSession, in id: String) async throws -> [(
        String, String
    )] {
        let value = try await session.executeScript(
            "return Array.from(document.querySelectorAll('#q-' + arguments[0] + ' select')).map(s => [s.id, s.labels[0].textContent])",
            args: [.string(id)])
        guard case .array(let rows) = value else { return [] }
        return rows.compactMap { row in
            guard case .array(let pair) = row, pair.count == 2, let id = pair[0].stringValue,
                let label = pair[1].stringValue
            else { return nil }
            return (id, label)
        }
    }

    /// Tabs to Next and presses Enter.
    static func next(_ session: WebDriverSession) async throws {
        try await session.tab(to: "[data-action=next]")
        try await session.pressKey(.enter)
    }

    /// Focus is on question `id`'s heading, which reads "Question n of 5".
    static func expectHeading(_ session: WebDriverSession, _ id: String, number: Int) async throws {
        try await waitUntil("focus on question \(number)'s heading") {
            try await session.focusedElementMatches("#qh-\(id)")
        }
        #expect(
            try await session.findElement(css: "#qh-\(id)").text().hasPrefix(
                "Question \(number) of 5"))
    }
}
