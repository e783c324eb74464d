/// The console's script (`/teacher/console.js`): keeps an exam's view live without reloading.
///
/// On each server-sent event it fetches the page again (at most once a second) and swaps its
/// live part in, keeping the
/// values the teacher typed, the focus and the caret, and never in the middle of a click; it
/// counts each attempt's time left down every second, on the server's clock; and it sends the
/// console's forms in the background, showing the page the action leads to. Without it the console works by its forms
/// and a Refresh link.
enum TeacherScript {
    static let source = #"""
        (function () {
          "use strict";
          var live = document.getElementById("console-live");
          if (!live || !window.fetch || !window.DOMParser) { return; }
          var offset = Date.parse(live.getAttribute("data-now")) - Date.now();
          var busy = false, again = false, pressing = false, held = null;
          // The new view replaces the old one, keeping what the teacher is doing: the fields
          // they changed keep their values, the focused one its focus and caret.
          function swap(html) {
            var doc = new DOMParser().parseFromString(html, "text/html");
            var next = doc.getElementById("console-live");
            if (!next) { return; }
            var kept = {};
            Array.prototype.forEach.call(live.querySelectorAll("input[id], textarea[id]"), function (f) {
              if (f.type !== "hidden" && f.value !== f.defaultValue) { kept[f.id] = f.value; }
            });
            var active = document.activeElement;
            var focused = active && live.contains(active) ? active.id : null;
            var caret = null;
            try { caret = focused ? [active.selectionStart, active.selectionEnd] : null; } catch (e) { caret = null; }
            live.innerHTML = next.innerHTML;
            live.setAttribute("data-now", next.getAttribute("data-now"));
            offset = Date.parse(next.getAttribute("data-now")) - Date.now();
            Object.keys(kept).forEach(function (id) {
              var f = document.getElementById(id);
              if (f) { f.value = kept[id]; }
            });
            var f = focused && document.getElementById(focused);
            if (f) {
              f.focus();
              try { if (caret && caret[0] !== null) { f.setSelectionRange(caret[0], caret[1]); } } catch (e) { /* a number field */ }
            }
            tick();
          }
          // A click is never cut in two: while the pointer is pressed in the view, the next view
          // waits.
          function show(html) {
            if (pressing) { held = html; return; }
            swap(html);
          }
          live.addEventListener("pointerdown", function () { pressing = true; });
          document.addEventListener("pointerup", function () {
            window.setTimeout(function () {
              pressing = false;
              if (held) { var html = held; held = null; swap(html); }
            }, 0);
          });
          // One view at a time, and at most one a second: a class saving at once (a few dozen
          // events a second) costs the collector one view a second per console, not one each.
          var last = 0, queued = false;
          function refresh() {
            if (busy) { again = true; return; }
            var wait = last + 1000 - Date.now();
            if (wait > 0) {
              if (!queued) { queued = true; window.setTimeout(function () { queued = false; refresh(); }, wait); }
              return;
            }
            busy = true;
            last = Date.now();
            fetch(live.getAttribute("data-refresh"), { credentials: "same-origin", headers: { "Accept": "text/html" } })
              .then(function (r) { return r.ok ? r.text() : null; })
              .then(function (html) { if (html) { show(html); } }, function () {})
              .then(function () { busy = false; if (again) { again = false; refresh(); } });
          }
          function two(n) { return n < 10 ? "0" + n : String(n); }
          function tick() {
            var now = Date.now() + offset;
            var cells = live.querySelectorAll("time.time-left[data-deadline]");
            for (var i = 0; i < cells.length; i++) {
              var left = Math.max(0, Math.floor((Date.parse(cells[i].getAttribute("data-deadline")) - now) / 1000));
              var h = Math.floor(left / 3600), m = Math.floor(left / 60) % 60, s = left % 60;
              cells[i].textContent = h > 0 ? h + ":" + two(m) + ":" + two(s) : m + ":" + two(s);
            }
          }
          window.setInterval(tick, 1000);
          tick();
          // The forms: sent in the background; the page they lead to replaces the live part.
          live.addEventListener("submit", function (event) {
            var form = event.target;
            if (!form || form.method.toLowerCase() !== "post") { return; }
            event.preventDefault();
            var body = new URLSearchParams(new FormData(form));
            var status = live.querySelector(".console-status [role=status]");
            fetch(form.action, { method: "POST", body: body, credentials: "same-origin", headers: { "Accept": "text/html" } })
              .then(function (r) {
                return r.text().then(function (html) {
                  if (r.ok) {
                    // The action is done: its form starts afresh.
                    form.reset();
                    if (document.activeElement) { document.activeElement.blur(); }
                    swap(html);
                    return;
                  }
                  var doc = new DOMParser().parseFromString(html, "text/html");
                  var p = doc.querySelector("main p, article p");
                  if (status) { status.textContent = p ? p.textContent : String(r.status); }
                });
              }, function (failure) { if (status) { status.textContent = failure.message; } });
          });
          if (window.EventSource) {
            var source = new EventSource(live.getAttribute("data-events"));
            source.addEventListener("change", refresh);
            source.addEventListener("tick", refresh);
          }
        })();
        """#
}
