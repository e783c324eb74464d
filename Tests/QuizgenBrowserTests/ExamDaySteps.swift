import Foundation
import QuizgenServiceTestSupport
import QuizgenTestSupport
import Testing

/// Steps a student takes on the fixture exam (`rhine-source`, `capital-at`, `longest`) that
/// several exam-day browser tests share.
enum ExamDaySteps {
    /// Answers question 1 (true) and question 2 (Vienna), moving on after each, and waits until
    /// the collector holds them as the attempt's draft.
    ///
    /// - Returns: The attempt's id, read from the page's state.
    static func answerTwoAndWaitForTheDraft(
        _ session: WebDriverSession, collector: RunningCollector
    ) async throws -> String {
        // Each control once it shows: under a full parallel run the next question can take a
        // moment to appear after "Next".
        try await shown(session, "#q-rhine-source input[value=true]").click()
        try await session.findElement(css: "[data-action=next]").click()
        try await shown(session, "#q-capital-at input[type=text]").sendKeys("Vienna")
        try await session.findElement(css: "[data-action=next]").click()
        let state = try await session.executeScript(
            "return JSON.parse(localStorage.getItem(Object.keys(localStorage)[0])).attempt.attempt")
        guard case .string(let id) = state else {
            throw RawHTTP.Failure(description: "no attempt in the page: \(state)")
        }
        try await waitUntil("the answers saved on the server") {
            try await collector.service.store.draft(ofAttempt: id)?.answers
                == #"{"capital-at":"Vienna","rhine-source":"true"}"#
        }
        return id
    }

    /// The element `css` once it is displayed.
    static func shown(_ session: WebDriverSession, _ css: String) async throws -> WebElement {
        try await waitUntil("\(css) to show") {
            (try? await session.findElement(css: css).isDisplayed()) == true
        }
        return try await session.findElement(css: css)
    }

    /// Answers question 3 (b), opens the review, hands in and waits for the receipt.
    static func answerTheLastAndHandIn(_ session: WebDriverSession) async throws {
        try await session.findElement(css: "#q-longest input[value=b]").click()
        try await session.findElement(css: "[data-action=done]").click()
        try await waitUntil("the review") {
            try await session.findElement(css: "[data-action=hand-in]").isDisplayed()
        }
        try await session.findElement(css: "[data-action=hand-in]").click()
        try await waitUntil("the receipt") {
            try await session.findElement(css: "#exam-receipt").isDisplayed()
        }
    }
}
