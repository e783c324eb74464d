import Foundation

extension WebDriverSession {
    /// Sizes the browser window so that the page's viewport (`window.innerWidth` ×
    /// `window.innerHeight`) is `width` × `height` CSS pixels, whatever the window's frame adds.
    ///
    /// - Parameters:
    ///   - width: The viewport width, such as 390 for a phone.
    ///   - height: The viewport height.
    /// - Returns: The viewport width reached.
    /// - Throws: ``WebDriverError``.
    @discardableResult
    public func setViewport(width: Int, height: Int) async throws -> Int {
        var (w, h) = (width, height)
        var reached = 0
        for _ in 0..<3 {
            _ = try await client.send(
                "POST", "\(path)/window/rect",
                ["width": .number(Double(w)), "height": .number(Double(h))])
            let inner = try await executeScript("return [window.innerWidth, window.innerHeight]")
            guard case .array(let sizes) = inner, sizes.count == 2, case .number(let iw) = sizes[0],
                case .number(let ih) = sizes[1]
            else { break }
            reached = Int(iw)
            if Int(iw) == width && Int(ih) == height { break }
            w += width - Int(iw)
            h += height - Int(ih)
        }
        return reached
    }

    /// Resizes the browser window (the viewport follows, less any browser chrome, which headless
    /// Chromium has none of).
    ///
    /// - Parameters:
    ///   - width: The window width in CSS pixels.
    ///   - height: The window height in CSS pixels.
    /// - Throws: ``WebDriverError``.
    public func setWindowSize(width: Int, height: Int) async throws {
        _ = try await client.send(
            "POST", "\(path)/window/rect",
            ["width": .number(Double(width)), "height": .number(Double(height))])
    }

    /// Emulates browser zoom: a window `width` by `height` device pixels shown at `percent` %,
    /// so the page gets a viewport of `width * 100 / percent` CSS pixels and draws everything
    /// `percent / 100` times larger, as Ctrl-+ does (WCAG 1.4.4 and 1.4.10). `percent` 100
    /// clears the emulation.
    ///
    /// Sent as the DevTools command `Emulation.setDeviceMetricsOverride` through chromedriver.
    ///
    /// - Parameters:
    ///   - percent: The zoom level, such as 200.
    ///   - width: The window width in device pixels.
    ///   - height: The window height in device pixels.
    /// - Throws: ``WebDriverError``.
    public func emulateZoom(percent: Int, width: Int = 1280, height: Int = 800) async throws {
        if percent == 100 {
            _ = try await client.send(
                "POST", "\(path)/goog/cdp/execute",
                ["cmd": "Emulation.clearDeviceMetricsOverride", "params": [:]])
            return
        }
        let scale = Double(percent) / 100
        let params: JSONValue = [
            "width": .number((Double(width) / scale).rounded(.down)),
            "height": .number((Double(height) / scale).rounded(.down)),
            "deviceScaleFactor": .number(scale), "mobile": false,
        ]
        _ = try await client.send(
            "POST", "\(path)/goog/cdp/execute",
            ["cmd": "Emulation.setDeviceMetricsOverride", "params": params])
    }

    /// How many CSS pixels the page is wider than its viewport (0 when nothing makes it scroll
    /// sideways, as WCAG 1.4.10 Reflow asks), and the first elements that stick out.
    ///
    /// - Returns: The overflow and up to five `tag.class` descriptions of elements wider than
    ///   the viewport (ignoring those inside a scrolling container, such as a wide table's box).
    /// - Throws: ``WebDriverError``.
    public func horizontalOverflow() async throws -> (pixels: Int, culprits: [String]) {
        let value = try await executeScript(
            """
            const root = document.documentElement, width = root.clientWidth;
            const scrolls = e => { for (let p = e.parentElement; p; p = p.parentElement) {
              const o = getComputedStyle(p).overflowX; if (o === 'auto' || o === 'scroll' || o === 'hidden') return true; } return false; };
            const culprits = [];
            for (const e of document.body.querySelectorAll('*')) {
              const r = e.getBoundingClientRect();
              if (r.width > 0 && r.right > width + 1 && !scrolls(e) && getComputedStyle(e).position !== 'fixed') {
                culprits.push(e.tagName.toLowerCase() + (e.className && typeof e.className === 'string' ? '.' + e.className.trim().split(/\\s+/).join('.') : '') + ' (' + Math.round(r.right - width) + ' px)');
                if (culprits.length === 5) break;
              }
            }
            return { pixels: root.scrollWidth - width, culprits: culprits };
            """)
        let culprits: [String]
        if case .array(let items)? = value["culprits"] {
            culprits = items.compactMap(\.stringValue)
        } else {
            culprits = []
        }
        return (Int(value["pixels"]?.numberValue ?? 0), culprits)
    }
}

extension WebDriverSession {
    /// Closes the current tab and goes on in a new tab of the same browser (the same profile, so
    /// the same local storage and cookies), opened at `url`: what a person does who closes the
    /// exam's tab and comes back to it later.
    ///
    /// - Parameter url: The page to open in the new tab.
    /// - Throws: ``WebDriverError``.
    public func closeTabAndReturn(to url: URL) async throws {
        let opened = try await client.send("POST", "\(path)/window/new", ["type": "tab"])
        guard let handle = opened["handle"]?.stringValue else {
            throw WebDriverError(
                error: "unknown error", message: "no handle for the new tab: \(opened)",
                command: "POST \(path)/window/new")
        }
        _ = try await client.send("DELETE", "\(path)/window")
        _ = try await client.send("POST", "\(path)/window", ["handle": .string(handle)])
        try await navigate(to: url)
    }
}

extension WebDriverSession {
    /// Opens a new tab of the same browser at `url` and makes it the current one; the tab left
    /// behind keeps running (its timers too).
    ///
    /// - Returns: The new tab's handle, for ``switchToTab(_:)``.
    /// - Throws: ``WebDriverError``.
    @discardableResult
    public func openTab(_ url: URL) async throws -> String {
        let opened = try await client.send("POST", "\(path)/window/new", ["type": "tab"])
        guard let handle = opened["handle"]?.stringValue else {
            throw WebDriverError(
                error: "unknown error", message: "no handle for the new tab: \(opened)",
                command: "POST \(path)/window/new")
        }
        try await switchToTab(handle)
        try await navigate(to: url)
        return handle
    }

    /// Makes the tab `handle` the current one.
    ///
    /// - Throws: ``WebDriverError``.
    public func switchToTab(_ handle: String) async throws {
        _ = try await client.send("POST", "\(path)/window", ["handle": .string(handle)])
    }
}

extension WebDriverSession {
    /// The current tab's handle.
    ///
    /// - Throws: ``WebDriverError``.
    public func currentTab() async throws -> String {
        let value = try await client.send("GET", "\(path)/window")
        guard let handle = value.stringValue else {
            throw WebDriverError(
                error: "unknown error", message: "no current tab: \(value)",
                command: "GET \(path)/window")
        }
        return handle
    }

    /// Closes the current tab and makes `next` the current one.
    ///
    /// - Throws: ``WebDriverError``.
    public func closeTab(goingTo next: String) async throws {
        _ = try await client.send("DELETE", "\(path)/window")
        try await switchToTab(next)
    }
}
