import Foundation
import QuizgenCollect
import QuizgenServiceTestSupport
import QuizgenSite
import QuizgenTestSupport
import Testing

/// Exam day from the teacher's chair, in real browsers against a real `quizgen collect`: the
/// console follows three students taking the exam at once without being reloaded, the teacher
/// gives one of them more time (their page shows the new deadline) and marks an essay (the
/// student's result follows); and the console passes axe at a phone's and a laptop's width.
@Suite(
    "The teacher's console in real browsers", .serialized,
    .enabled(
        if: ChromeDriverProcess.isAvailable && StaticSiteServer.isAvailable,
        "needs chromium, chromium-driver and python3 (scripts/bootstrap.sh --browser)"))
struct TeacherConsoleBrowserTests {
    static let exam =
        "title: Rivers\ncode: RIV-1\ntime_limit: 10m\nquestions: [rhine-source, capital-at, longest, meander]\n"

    /// Signs in on the console's page and opens the exam's live view.
    static func signIn(_ teacher: WebDriverSession, collector: RunningCollector) async throws {
        try await teacher.navigate(
            to: try #require(URL(string: "http://127.0.0.1:\(collector.port)/teacher/")))
        try await teacher.findElement(css: "#console-teacher").sendKeys("Ms Rivera")
        try await teacher.findElement(css: "#console-secret").sendKeys(
            RunningCollector.teacherSecret)
        try await teacher.findElement(css: ".console-form button[type=submit]").click()
        try await waitUntil("the list of exams") {
            try await !teacher.findElements(css: "a[href='/teacher/exams/riv-1/']").isEmpty
        }
        try await teacher.findElement(css: "a[href='/teacher/exams/riv-1/']").click()
        try await waitUntil("the exam's live view") {
            try await !teacher.findElements(css: "#console-live").isEmpty
        }
    }

    /// The text of the console's row of `name`, or `nil` while it has none.
    static func row(_ teacher: WebDriverSession, _ name: String) async throws -> String? {
        let value = try await teacher.executeScript(
            """
            var rows = document.querySelectorAll('#console-live tr[data-state]');
            for (var i = 0; i < rows.length; i++) {
              if (rows[i].querySelector('th').textContent.indexOf(arguments[0]) === 0) { return rows[i].getAttribute('data-state') + ' | ' + rows[i].textContent; }
            }
            return null;
            """, args: [.string(name)])
        if case .string(let text) = value { return text }
        return nil
    }

    /// Waits until the console's row of `name` satisfies `test`, without a reload; returns the
    /// time it took, for the closing figures.
    static func consoleShows(
        _ teacher: WebDriverSession, _ name: String, _ what: String,
        _ test: @escaping (String) -> Bool
    ) async throws -> Duration {
        let started = ContinuousClock.now
        try await waitUntil("the console shows \(name): \(what)") {
            guard let row = try await row(teacher, name) else { return false }
            return test(row)
        }
        let marker = try await teacher.executeScript("return window.quizgenNoReload === true")
        #expect(marker == .bool(true), "the console was reloaded")
        return ContinuousClock.now - started
    }

    /// Does `action` on the console's element `css`, found afresh: the live view replaces its
    /// elements when something changes (keeping what was typed), so a reference found a moment
    /// before may be stale; the action is then done again on the new element.
    static func act(
        _ teacher: WebDriverSession, _ css: String,
        _ action: (WebElement) async throws -> Void
    ) async throws {
        for attempt in 1...5 {
            do {
                try await action(try await teacher.findElement(css: css))
                return
            } catch let error where "\(error)".contains("stale element") && attempt < 5 {
                continue
            }
        }
    }

    /// The text of the console's element `css`, read in one step in the page (the live view
    /// may replace the element between a find and a read).
    static func text(_ teacher: WebDriverSession, _ css: String) async throws -> String {
        let value = try await teacher.executeScript(
            "var e = document.querySelector(arguments[0]); return e ? e.innerText : null;",
            args: [.string(css)])
        guard case .string(let text) = value else {
            throw RawHTTP.Failure(description: "no \(css) in the console")
        }
        return text
    }

    /// Starts the exam under `name` on the student's page.
    /// The seconds a countdown reads (`Time left: 0:24:31`), or `nil`.
    static func secondsLeft(_ text: String) -> Int? {
        guard text.hasPrefix("Time left: ") else { return nil }
        let parts = text.dropFirst("Time left: ".count).split(separator: ":").compactMap {
            Int($0.prefix(2))
        }
        guard parts.count == 3 else { return nil }
        return parts[0] * 3600 + parts[1] * 60 + parts[2]
    }

    static func start(_ student: WebDriverSession, _ served: CollectedSite, _ name: String)
        async throws
    {
        try await student.navigate(to: try served.takePage("riv-1"))
        try await student.findElement(css: "#examinee").sendKeys(name)
        try await student.findElement(css: "[data-action=next]").click()
        try await waitUntil("\(name)'s question 1") {
            try await student.findElement(css: "#q-rhine-source").isDisplayed()
        }
    }

    /// The page's attempt state, from its local storage.
    static func attempt(_ student: WebDriverSession, _ key: String) async throws -> JSONValue {
        try await student.executeScript(
            "var s = JSON.parse(localStorage.getItem(Object.keys(localStorage)[0])); return s.attempt ? s.attempt[arguments[0]] : null;",
            args: [.string(key)])
    }

    @Test func aTeacherFollowsThreeStudentsGivesTimeAndMarks() async throws {
        let clock = CollectFixtures.Clock(Date())
        let served = try await CollectedSite.start(exam: Self.exam, clock: clock)
        defer { Task { await served.stop() } }
        let collector = served.collector
        let downloads = served.site.root.appendingPathComponent("downloads")
        var latencies: [Duration] = []
        try await withBrowserSession(downloadFolder: downloads) { teacher in
            try await Self.signIn(teacher, collector: collector)
            _ = try await teacher.executeScript("window.quizgenNoReload = true; return null")
            try await withBrowserSession(downloadFolder: downloads) { ana in
                try await withBrowserSession(downloadFolder: downloads) { ben in
                    try await withBrowserSession(downloadFolder: downloads) { cleo in
                        // Each start appears in the console.
                        for (student, name) in [
                            (ana, "Ana Example"), (ben, "Ben Example"), (cleo, "Cleo Example"),
                        ] {
                            try await Self.start(student, served, name)
                            latencies.append(
                                try await Self.consoleShows(teacher, name, "started") {
                                    $0.hasPrefix("running | ") && $0.contains("0 of 4")
                                })
                        }
                        // Saves: the count of answers saved follows.
                        _ = try await ExamDaySteps.answerTwoAndWaitForTheDraft(
                            ana, collector: collector)
                        latencies.append(
                            try await Self.consoleShows(teacher, "Ana Example", "2 saved") {
                                $0.contains("2 of 4")
                            })
                        // Ana writes her essay and hands in.
                        try await ana.findElement(css: "#q-longest input[value=b]").click()
                        try await ana.findElement(css: "[data-action=next]").click()
                        try await ana.findElement(css: "#a-meander").sendKeys(
                            "The current erodes the outer bank.")
                        try await ana.findElement(css: "[data-action=done]").click()
                        try await waitUntil("Ana's review") {
                            try await ana.findElement(css: "[data-action=hand-in]").isDisplayed()
                        }
                        try await ana.findElement(css: "[data-action=hand-in]").click()
                        try await waitUntil("Ana's receipt") {
                            try await ana.findElement(css: "#exam-receipt").isDisplayed()
                        }
                        latencies.append(
                            try await Self.consoleShows(teacher, "Ana Example", "handed in") {
                                $0.hasPrefix("handed-in | ") && $0.contains("4 of 4")
                            })
                        let provisional = try await ana.findElement(css: "#exam-result").text()
                        #expect(provisional.contains("Provisional"), "\(provisional)")

                        // More time for Ben, from his row.
                        guard case .string(let benID) = try await Self.attempt(ben, "attempt")
                        else { throw RawHTTP.Failure(description: "no attempt for Ben") }
                        try await Self.act(teacher, "#extend-\(benID)") { minutes in
                            try await minutes.clear()
                            try await minutes.sendKeys("15")
                        }
                        // Cleo saves meanwhile: the view is replaced under the teacher's
                        // typing, which stays.
                        try await cleo.findElement(css: "#q-rhine-source input[value=true]")
                            .click()
                        try await cleo.findElement(css: "[data-action=next]").click()
                        latencies.append(
                            try await Self.consoleShows(teacher, "Cleo Example", "1 saved") {
                                $0.contains("1 of 4")
                            })
                        #expect(
                            try await teacher.executeScript(
                                "return document.getElementById(arguments[0]).value",
                                args: [.string("extend-\(benID)")]) == .string("15"))
                        try await Self.act(teacher, "#attempt-\(benID) .console-extend button") {
                            try await $0.click()
                        }
                        latencies.append(
                            try await Self.consoleShows(teacher, "Ben Example", "15 min more") {
                                $0.contains("(+15 min given)")
                            })
                        let moved = try #require(
                            try await collector.service.store.attempt(id: benID)?.deadline)
                        // Ben's page learns it at its next save (an answer here) and counts
                        // down to it.
                        try await ben.findElement(css: "#q-rhine-source input[value=false]")
                            .click()
                        try await ben.findElement(css: "[data-action=next]").click()
                        let formatter = ISO8601DateFormatter()
                        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
                        try await waitUntil("Ben's page has the new deadline") {
                            guard case .string(let text) = try await Self.attempt(ben, "deadline")
                            else { return false }
                            // The page keeps milliseconds.
                            return formatter.date(from: text).map {
                                abs($0.timeIntervalSince(moved)) < 0.001
                            } ?? false
                        }
                        // Measured against the deadlines themselves: on a busy machine the
                        // steps before take minutes of the exam's time.
                        try await waitUntil("Ben's countdown shows it") {
                            let text = try await ben.findElement(css: "#exam-countdown").text()
                            guard let left = Self.secondsLeft(text) else { return false }
                            return abs(Double(left) - moved.timeIntervalSinceNow) <= 10
                        }
                        // Cleo's countdown is the exam's ten minutes still.
                        guard case .string(let cleoID) = try await Self.attempt(cleo, "attempt")
                        else {
                            Issue.record("Cleo's page has no attempt")
                            return
                        }
                        let cleoDeadline = try #require(
                            try await collector.service.store.attempt(id: cleoID)?.deadline)
                        #expect(moved.timeIntervalSince(cleoDeadline) > 14 * 60)
                        let cleoLeft = try await cleo.findElement(css: "#exam-countdown").text()
                        let cleoSeconds = try #require(Self.secondsLeft(cleoLeft), "\(cleoLeft)")
                        #expect(
                            abs(Double(cleoSeconds) - cleoDeadline.timeIntervalSinceNow) <= 10,
                            "\(cleoLeft)")

                        // The teacher marks Ana's essay; Ana's result follows.
                        try await teacher.navigate(
                            to: try #require(
                                URL(
                                    string:
                                        "http://127.0.0.1:\(collector.port)/teacher/exams/riv-1/marking/"
                                )))
                        #expect(
                            try await Self.text(teacher, ".console-answer-text")
                                == "The current erodes the outer bank.")
                        #expect(
                            try await Self.text(teacher, ".console-answer h3")
                                == "Answer no. 1")
                        try await Self.act(teacher, ".console-mark input[name=points]") {
                            try await $0.clear()
                            try await $0.sendKeys("1")
                        }
                        try await Self.act(teacher, ".console-mark textarea") {
                            try await $0.clear()
                            try await $0.sendKeys("Right: the outer bank.")
                        }
                        try await Self.act(teacher, ".console-mark button") { try await $0.click() }
                        try await waitUntil("the mark saved") {
                            try await Self.text(teacher, ".console-mark-state")
                                == "Marked: 1 of 1 (by Ms Rivera)."
                        }
                        try await ana.refresh()
                        try await waitUntil("Ana's result is no longer provisional") {
                            let text = try await ana.findElement(css: "#exam-result").text()
                            return !text.isEmpty && !text.contains("Provisional")
                        }
                        let errors = try await teacher.consoleErrors().map(\.message)
                        #expect(errors == [], "\(errors)")
                    }
                }
            }
        }
        let slowest = latencies.max() ?? .zero
        print("teacher's console: \(latencies.count) updates, slowest \(slowest)")
    }

    @Test func aReopenedAttemptContinuesOnTheStudentsPage() async throws {
        let clock = CollectFixtures.Clock(Date())
        let served = try await CollectedSite.start(exam: Self.exam, clock: clock)
        defer { Task { await served.stop() } }
        let collector = served.collector
        try await withBrowserSession(
            downloadFolder: served.site.root.appendingPathComponent("downloads")
        ) { ana in
            try await Self.start(ana, served, "Ana Example")
            let id = try await ExamDaySteps.answerTwoAndWaitForTheDraft(ana, collector: collector)
            try await ana.findElement(css: "#q-longest input[value=b]").click()
            try await ana.findElement(css: "[data-action=next]").click()
            try await ana.findElement(css: "[data-action=done]").click()
            try await waitUntil("the review") {
                try await ana.findElement(css: "[data-action=hand-in]").isDisplayed()
            }
            try await ana.findElement(css: "[data-action=hand-in]").click()
            try await waitUntil("the receipt") {
                try await ana.findElement(css: "#exam-receipt").isDisplayed()
            }
            // A minute later the teacher reopens it for 20 minutes.
            clock.advance(60)
            let teacher = try await collector.signIn()
            #expect(
                try await collector.post(
                    "/teacher/exams/riv-1/attempts/\(id)/reopen", teacher: teacher,
                    fields: ["minutes": "20"]
                ).status == 303)
            // At the next look at the result (a reload here) the page goes back to the exam.
            try await ana.refresh()
            try await waitUntil("Ana's exam again") {
                try await ana.findElement(css: "#exam-time-warning").text().hasPrefix(
                    "Your teacher reopened your attempt until ")
            }
            #expect(try await ana.findElement(css: "[data-screen=finished]").isDisplayed() == false)
            let left = try await ana.findElement(css: "#exam-countdown").text()
            #expect(
                left.range(of: #"^Time left: 0:2[01]:"#, options: .regularExpression) != nil,
                "\(left)")
            // Her answers are as they were; she writes the essay she had left out and hands in
            // again.
            try await ana.findElement(css: "#a-meander").sendKeys("Erosion.")
            try await ana.findElement(css: "[data-action=done]").click()
            try await waitUntil("the review") {
                try await ana.findElement(css: "[data-action=hand-in]").isDisplayed()
            }
            try await ana.findElement(css: "[data-action=hand-in]").click()
            try await waitUntil("the second receipt") {
                try await collector.service.store.submissions(ofAttempt: id).count == 2
            }
            try await waitUntil("the receipt shown") {
                try await ana.findElement(css: "#exam-receipt").isDisplayed()
            }
            let errors = try await ana.consoleErrors().map(\.message)
            #expect(errors == [], "\(errors)")
        }
    }

    @Test func withoutJavaScriptTheConsoleWorksByItsForms() async throws {
        let clock = CollectFixtures.Clock(Date())
        let served = try await CollectedSite.start(exam: Self.exam, clock: clock)
        defer { Task { await served.stop() } }
        let collector = served.collector
        let (id, _) = try await collector.startAttempt("RIV-1", examinee: "Ben Example")
        try await withBrowserSession(
            downloadFolder: served.site.root.appendingPathComponent("downloads"),
            javaScript: false
        ) { teacher in
            try await Self.signIn(teacher, collector: collector)
            #expect(try await Self.row(teacher, "Ben Example")?.hasPrefix("running | ") == true)
            let minutes = try await teacher.findElement(css: "#extend-\(id)")
            try await minutes.clear()
            try await minutes.sendKeys("5")
            try await teacher.findElement(css: "#attempt-\(id) .console-extend button").click()
            try await waitUntil("the console again, with the time given") {
                try await Self.row(teacher, "Ben Example")?.contains("(+5 min given)") == true
            }
            #expect(
                try await collector.service.store.extensions(ofExam: "riv-1") == [id: 300])
            // Closing needs the box ticked; the browser itself asks for it first.
            try await teacher.findElement(css: "#close-confirm").click()
            try await teacher.findElement(css: ".console-close button").click()
            try await waitUntil("the exam closed") {
                try await !teacher.findElements(css: ".console-closed").isEmpty
            }
            #expect(
                try await Self.row(teacher, "Ben Example")?.hasPrefix("finished-by-server | ")
                    == true)
        }
    }

    @Test func theConsolePassesAxeAtPhoneAndLaptopWidths() async throws {
        let core = try #require(AxeCore.located())
        let clock = CollectFixtures.Clock(Date())
        let served = try await CollectedSite.start(exam: Self.exam, clock: clock)
        defer { Task { await served.stop() } }
        let collector = served.collector
        // Something to show: a hand-in with an essay, and a student still writing.
        let (id, token) = try await collector.startAttempt("RIV-1", examinee: "Ana Example")
        _ = try await collector.request(
            "PUT", "/v1/attempts/\(id)/submission",
            headers: ["Content-Type": "application/json", "Authorization": "Bearer \(token)"],
            body: String(
                decoding: CollectFixtures.body(
                    exam: "RIV-1", answers: #"{"rhine-source": "true", "meander": "Erosion."}"#),
                as: UTF8.self))
        _ = try await collector.startAttempt("RIV-1", examinee: "Ben Example")
        let base = "http://127.0.0.1:\(collector.port)/teacher/"
        try await withBrowserSession(
            downloadFolder: served.site.root.appendingPathComponent("downloads")
        ) { session in
            var audit = AxeAudit(core: core)
            for width in [390, 1366] {
                #expect(
                    try await session.setViewport(width: width, height: width == 390 ? 844 : 768)
                        == width)
                try await session.navigate(to: try #require(URL(string: base)))
                if try await !session.findElements(css: "#console-secret").isEmpty {
                    try await audit.check(session, page: "sign-in at \(width) px")
                    try await session.findElement(css: "#console-teacher").sendKeys("Ms Rivera")
                    try await session.findElement(css: "#console-secret").sendKeys(
                        RunningCollector.teacherSecret)
                    try await session.findElement(css: ".console-form button[type=submit]")
                        .click()
                    try await waitUntil("signed in") {
                        try await !session.findElements(css: ".console-exams").isEmpty
                    }
                }
                for page in [
                    "", "exams/riv-1/", "exams/riv-1/marking/", "exams/riv-1/results/",
                    "exams/dashboard/glossary/",
                ] {
                    try await session.navigate(to: try #require(URL(string: base + page)))
                    let overflow = try await session.executeScript(
                        "return document.documentElement.scrollWidth - document.documentElement.clientWidth"
                    )
                    #expect(
                        overflow.numberValue == 0,
                        "\(page) at \(width) px overflows by \(overflow) px")
                    try await audit.check(session, page: "/teacher/\(page) at \(width) px")
                }
            }
        }
    }
}
