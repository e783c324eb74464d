import Foundation

extension WebDriverSession {
    /// Runs JavaScript in the page as an asynchronous function body and returns what it passes to
    /// its callback.
    ///
    /// - Parameters:
    ///   - script: A function body; it calls `arguments[arguments.length - 1](value)` when done.
    ///   - args: The arguments before the callback.
    /// - Returns: The value given to the callback, as JSON.
    /// - Throws: ``WebDriverError``: `script timeout` after the session's 120 s script limit,
    ///   `javascript error` when the script throws.
    @discardableResult
    public func executeAsyncScript(_ script: String, args: [JSONValue] = []) async throws
        -> JSONValue
    {
        try await client.send(
            "POST", "\(path)/execute/async", ["script": .string(script), "args": .array(args)])
    }

    /// Runs axe-core on the current page, as it is now (after whatever the test's clicks did), and
    /// returns its violations.
    ///
    /// The script is injected when the page does not have it yet (through WebDriver, so a page's
    /// Content-Security-Policy does not stop it). axe runs its default rule set (WCAG 2.0/2.1 A and
    /// AA plus best practices) unless `options` says otherwise. In a session with JavaScript off,
    /// WebDriver's scripts still run but the page's timers never fire, so axe gets a `setTimeout`
    /// that defers through promises (which do resolve) instead.
    ///
    /// - Parameters:
    ///   - core: The axe-core script.
    ///   - options: axe's run options as JSON, such as `["rules": ["region": ["enabled": false]]]`.
    /// - Returns: The violations, in axe's order (by rule).
    /// - Throws: ``WebDriverError``, or ``AxeRunError`` when axe could not run or answered oddly.
    public func runAxe(_ core: AxeCore, options: JSONValue = [:]) async throws -> [AxeViolation] {
        let present = try await executeScript(
            "return typeof window.axe === 'object' && typeof window.axe.run === 'function'")
        if present.boolValue != true {
            try await executeScript(core.source + "\n;return true;")
            let loaded = try await executeScript("return typeof window.axe === 'object'")
            guard loaded.boolValue == true else {
                throw AxeRunError(message: "axe-core did not load into the page")
            }
        }
        if !javaScript {
            try await executeScript(
                """
                window.setTimeout = function (f) {
                  var rest = Array.prototype.slice.call(arguments, 2);
                  Promise.resolve().then(function () { f.apply(null, rest); });
                  return 0;
                };
                window.clearTimeout = function () {};
                """)
        }
        let answer = try await executeAsyncScript(
            """
            const done = arguments[arguments.length - 1];
            window.axe.run(document, arguments[0]).then(result => done({
              violations: result.violations.map(v => ({
                id: v.id, impact: v.impact || '', help: v.help, helpURL: v.helpUrl,
                nodes: v.nodes.map(n => ({
                  target: n.target.map(t => Array.isArray(t) ? t.join(' ') : String(t)),
                  html: n.html, failureSummary: n.failureSummary || '' }))
              }))
            }), error => done({ error: String(error && error.message || error) }));
            """, args: [options])
        if let error = answer["error"]?.stringValue { throw AxeRunError(message: error) }
        guard let violations = answer["violations"] else {
            throw AxeRunError(message: "no violations in axe's answer")
        }
        let data = try JSONEncoder().encode(violations)
        return try JSONDecoder().decode([AxeViolation].self, from: data)
    }
}
