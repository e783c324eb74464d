import Foundation

extension WebDriverSession {
    /// Types `text` into whatever has focus, one key press per character, through the W3C
    /// Actions API (no element is targeted, so nothing is focused or clicked on the way).
    ///
    /// - Parameter text: The characters to type.
    /// - Throws: ``WebDriverError``.
    public func typeText(_ text: String) async throws {
        var actions: [JSONValue] = []
        for character in text {
            actions.append(["type": "keyDown", "value": .string(String(character))])
            actions.append(["type": "keyUp", "value": .string(String(character))])
        }
        let body: JSONValue = [
            "actions": [["type": "key", "id": "keyboard", "actions": .array(actions)]]
        ]
        _ = try await client.send("POST", "\(path)/actions", body)
        _ = try await client.send("DELETE", "\(path)/actions")
    }

    /// Whether the focused element matches a CSS selector.
    ///
    /// - Parameter css: The selector.
    /// - Returns: `true` when `document.activeElement` matches it.
    /// - Throws: ``WebDriverError``.
    public func focusedElementMatches(_ css: String) async throws -> Bool {
        try await executeScript(
            "return !!document.activeElement && document.activeElement.matches(arguments[0])",
            args: [.string(css)]
        ).boolValue == true
    }

    /// Presses Tab (or Shift+Tab) until the focused element matches `css`, as a keyboard user
    /// moves through a page.
    ///
    /// - Parameters:
    ///   - css: The selector of the element to reach.
    ///   - backwards: Press Shift+Tab instead.
    ///   - limit: The most presses before giving up.
    /// - Returns: The number of presses it took.
    /// - Throws: ``WebDriverError``, or ``WaitTimeoutError`` naming the selector and the element
    ///   that had focus last when `limit` presses did not reach it.
    @discardableResult
    public func tab(to css: String, backwards: Bool = false, limit: Int = 40) async throws -> Int {
        for presses in 0...limit {
            if try await focusedElementMatches(css) { return presses }
            if presses == limit { break }
            if backwards {
                let body: JSONValue = [
                    "actions": [
                        [
                            "type": "key", "id": "keyboard",
                            "actions": [
                                ["type": "keyDown", "value": .string(WebDriverKey.shift.rawValue)],
                                ["type": "keyDown", "value": .string(WebDriverKey.tab.rawValue)],
                                ["type": "keyUp", "value": .string(WebDriverKey.tab.rawValue)],
                                ["type": "keyUp", "value": .string(WebDriverKey.shift.rawValue)],
                            ],
                        ]
                    ]
                ]
                _ = try await client.send("POST", "\(path)/actions", body)
                _ = try await client.send("DELETE", "\(path)/actions")
            } else {
                try await pressKey(.tab)
            }
        }
        let last = try await executeScript(
            "return document.activeElement ? document.activeElement.outerHTML.slice(0, 120) : ''")
        throw WaitTimeoutError(
            awaited: "Tab to reach \(css) (focus ended on \(last.stringValue ?? "?"))",
            timeout: .zero)
    }
}
