#!/usr/bin/python3
"""plot serve in a real browser: headless Chromium (Debian's chromium) driven over the DevTools
protocol with websocket-client. Loads the page, drags a box and checks that the view in the URL
is the box's ranges (from the page's geometry, /view.json), goes back, zooms with '+' and the
wheel, hovers and compares the tooltip with /near, switches to dark and double-clicks back to
the whole chart, appends rows to the watched file (--watch) and waits for the page to draw the
whole chart again with an x axis that reaches them, and checks that nothing was fetched from
anywhere but the server. Screenshots go to .build/browser/.

usage: scripts/browser-test.py PLOT_EXECUTABLE   (Debian's /usr/bin/python3, which has python3-websocket)
Prints 'browser: ok ...' and exits 0, or names what failed and exits 1.
"""
import base64
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.request

import websocket  # websocket-client (Debian's python3-websocket)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHOTS = os.path.join(ROOT, ".build", "browser")


class Browser:
    def __init__(self, profile):
        chromium = shutil.which("chromium") or shutil.which("chromium-browser")
        if not chromium:
            raise SystemExit("browser: no chromium on PATH (scripts/bootstrap installs it)")
        self.process = subprocess.Popen(
            [chromium, "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
             "--remote-debugging-port=0", f"--user-data-dir={profile}", "--window-size=1000,700",
             "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        browser_url = None
        deadline = time.time() + 30
        while time.time() < deadline:
            line = self.process.stderr.readline()
            if "DevTools listening on " in line:
                browser_url = line.split("DevTools listening on ")[1].strip()
                break
        if not browser_url:
            raise SystemExit("browser: chromium did not start its DevTools endpoint")
        port = browser_url.split("//")[1].split("/")[0]
        targets = json.load(urllib.request.urlopen(f"http://{port}/json/list"))
        page = next(t for t in targets if t["type"] == "page")
        self.socket = websocket.create_connection(page["webSocketDebuggerUrl"], timeout=30)
        self.next_id = 0
        self.events = []

    def call(self, method, **params):
        self.next_id += 1
        self.socket.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            message = json.loads(self.socket.recv())
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise SystemExit(f"browser: {method}: {message['error']}")
                return message.get("result", {})
            self.events.append(message)

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", expression=expression, awaitPromise=True, returnByValue=True)
        return result.get("result", {}).get("value")

    def wait_for(self, expression, what, seconds=20):
        deadline = time.time() + seconds
        while time.time() < deadline:
            if self.evaluate(expression):
                return
            time.sleep(0.1)
        raise SystemExit(f"browser: {what} did not happen within {seconds} s")

    def mouse(self, kind, x, y, **more):
        self.call("Input.dispatchMouseEvent", type=kind, x=x, y=y, button="left", **more)

    def screenshot(self, name):
        data = self.call("Page.captureScreenshot", format="png")["data"]
        with open(os.path.join(SHOTS, name), "wb") as file:
            file.write(base64.b64decode(data))

    def close(self):
        self.process.terminate()
        self.process.wait(10)


def view_in(browser):
    """The view in the page's URL: its range texts and their numbers."""
    query = dict(part.split("=", 1) for part in browser.evaluate("location.search").lstrip("?").split("&"))
    x_text, y_text = urllib.request.unquote(query["x"]), urllib.request.unquote(query["y"])
    return {"xText": x_text, "yText": y_text,
            "x": [float(v) for v in x_text.split("..")], "y": [float(v) for v in y_text.split("..")]}


def check(view, want_x, want_y, geometry, what):
    """The view's ranges are the ones wanted, within a pixel of the plot (the pointer lands on
    whole CSS pixels)."""
    for shown, want, axis, side in [(view["x"], want_x, "x", "width"), (view["y"], want_y, "y", "height")]:
        pixel = (geometry[axis][1] - geometry[axis][0]) / geometry["plot"][side]
        if any(abs(a - b) > pixel for a, b in zip(shown, want)):
            raise SystemExit(f"browser: {what}: {axis} is {shown}, not {want}")


def main():
    plot = sys.argv[1]
    os.makedirs(SHOTS, exist_ok=True)
    work = tempfile.mkdtemp(prefix="plotkit-browser-")
    data = os.path.join(work, "wave.csv")
    with open(data, "w") as file:
        file.write("x,y\n" + "".join(f"{i / 10},{(i % 37) - (i % 11)}\n" for i in range(2000)))
    server = subprocess.Popen([plot, "serve", "--input", data, "--port", "0", "--title", "Browser test", "--watch"],
                              stdout=subprocess.PIPE, text=True)
    browser = None
    try:
        url = server.stdout.readline().strip()
        if not url.startswith("http://127.0.0.1:"):
            raise SystemExit(f"browser: plot serve printed {url!r}")
        base = url.rstrip("/")
        browser = Browser(os.path.join(work, "profile"))
        browser.call("Network.enable")
        browser.call("Page.enable")
        browser.call("Page.navigate", url=url)
        loaded = "document.getElementById('chart').complete && document.getElementById('chart').naturalWidth > 0"
        browser.wait_for(loaded, "the first view")
        browser.screenshot("1-page.png")
        stage = browser.evaluate(
            "(() => { const r = document.getElementById('chart').getBoundingClientRect();"
            " const s = document.getElementById('stage').getBoundingClientRect();"
            " return {left: r.left, top: r.top, w: Math.round(s.width), h: Math.round(s.height)}; })()")
        geometry = json.load(urllib.request.urlopen(f"{base}/view.json?w={stage['w']}&h={stage['h']}"))
        plot_area = geometry["plot"]
        # A box from 20% to 60% across the plot and 30% to 70% down it.
        x0 = plot_area["left"] + 0.2 * plot_area["width"]
        x1 = plot_area["left"] + 0.6 * plot_area["width"]
        y0 = plot_area["top"] + 0.3 * plot_area["height"]
        y1 = plot_area["top"] + 0.7 * plot_area["height"]
        browser.mouse("mouseMoved", stage["left"] + x0, stage["top"] + y0)
        browser.mouse("mousePressed", stage["left"] + x0, stage["top"] + y0, clickCount=1)
        for step in range(1, 11):
            f = step / 10
            browser.mouse("mouseMoved", stage["left"] + x0 + f * (x1 - x0), stage["top"] + y0 + f * (y1 - y0),
                          buttons=1)
        browser.screenshot("2-box.png")
        browser.mouse("mouseReleased", stage["left"] + x1, stage["top"] + y1, clickCount=1)
        browser.wait_for("location.search.includes('x=')", "the dragged view's URL")
        browser.wait_for(loaded + " && document.getElementById('status').textContent === ''", "the dragged view")
        search = browser.evaluate("location.search")
        query = dict(part.split("=", 1) for part in search.lstrip("?").split("&"))
        shown_x = [float(v) for v in urllib.request.unquote(query["x"]).split("..")]
        shown_y = [float(v) for v in urllib.request.unquote(query["y"]).split("..")]
        gx, gy = geometry["x"], geometry["y"]
        want_x = [gx[0] + 0.2 * (gx[1] - gx[0]), gx[0] + 0.6 * (gx[1] - gx[0])]
        want_y = [gy[0] + 0.3 * (gy[1] - gy[0]), gy[0] + 0.7 * (gy[1] - gy[0])]
        for shown, want, span, axis in [(shown_x, want_x, gx[1] - gx[0], "x"), (shown_y, want_y, gy[1] - gy[0], "y")]:
            # A pixel of the plot is the tolerance: the pointer lands on whole CSS pixels.
            tolerance = span / min(plot_area["width"], plot_area["height"])
            if any(abs(a - b) > tolerance for a, b in zip(shown, want)):
                raise SystemExit(f"browser: the dragged {axis} range is {shown}, the box was {want}")
        browser.screenshot("3-zoomed.png")
        # The server drew that view: the picture in the page is /view.svg of these ranges.
        source = browser.evaluate("document.getElementById('chart').src")
        if f"x={query['x']}" not in source or f"y={query['y']}" not in source:
            raise SystemExit(f"browser: the picture {source} is not of the view in the URL")
        browser.evaluate("history.back()")
        browser.wait_for("!location.search.includes('x=')", "going back")
        browser.screenshot("4-back.png")
        # Keys: '+' on the focused chart zooms to the middle 80% of each range.
        browser.evaluate("document.getElementById('stage').focus()")
        browser.call("Input.dispatchKeyEvent", type="keyDown", key="+", text="+")
        browser.call("Input.dispatchKeyEvent", type="keyUp", key="+")
        browser.wait_for("location.search.includes('x=')", "the '+' key's view")
        browser.wait_for(loaded + " && document.getElementById('status').textContent === ''", "the '+' view")
        plus = view_in(browser)
        check(plus, [gx[0] + 0.1 * (gx[1] - gx[0]), gx[0] + 0.9 * (gx[1] - gx[0])],
              [gy[0] + 0.1 * (gy[1] - gy[0]), gy[0] + 0.9 * (gy[1] - gy[0])], geometry, "'+'")
        # The wheel (down) zooms out by 1.25 around the pointer, at the middle of the plot here.
        now = json.load(urllib.request.urlopen(
            f"{base}/view.json?x={plus['xText']}&y={plus['yText']}&w={stage['w']}&h={stage['h']}"))
        area = now["plot"]
        middle = (area["left"] + area["width"] / 2, area["top"] + area["height"] / 2)
        browser.call("Input.dispatchMouseEvent", type="mouseWheel", x=stage["left"] + middle[0],
                     y=stage["top"] + middle[1], deltaX=0, deltaY=100)
        browser.wait_for(f"!location.search.includes({json.dumps('x=' + plus['xText'])})", "the wheel's view")
        browser.wait_for(loaded + " && document.getElementById('status').textContent === ''", "the wheel's view")
        wheel = view_in(browser)
        cx, cy = sum(now["x"]) / 2, sum(now["y"]) / 2
        hx, hy = (now["x"][1] - now["x"][0]) * 1.25 / 2, (now["y"][1] - now["y"][0]) * 1.25 / 2
        check(wheel, [cx - hx, cx + hx], [cy - hy, cy + hy], now, "the wheel")
        # Hover: the tooltip says what /near says of the same pixel of the same view.
        current = json.load(urllib.request.urlopen(
            f"{base}/view.json?x={wheel['xText']}&y={wheel['yText']}&w={stage['w']}&h={stage['h']}"))
        area = current["plot"]
        pointer = (round(area["left"] + area["width"] * 0.5), round(area["top"] + area["height"] * 0.5))
        near = urllib.request.urlopen(
            f"{base}/near?x={wheel['xText']}&y={wheel['yText']}&w={stage['w']}&h={stage['h']}"
            f"&px={pointer[0] - 0.0:.1f}&py={pointer[1]:.1f}").read().decode()
        point = json.loads(near)
        if point is None:
            raise SystemExit("browser: /near found no point at the middle of the plot")
        browser.mouse("mouseMoved", stage["left"] + pointer[0], stage["top"] + pointer[1])
        browser.wait_for("!document.getElementById('tip').hidden", "the tooltip")
        tip = browser.evaluate("document.getElementById('tip').textContent")
        want = f"{point['series']}\nx: {point['xText']}\ny: {point['yText']}"
        if tip != want:
            raise SystemExit(f"browser: the tooltip says {tip!r}, /near {want!r}")
        browser.screenshot("5-tooltip.png")
        # Dark, then a double-click: the whole chart again, still dark.
        browser.evaluate("document.getElementById('theme').click()")
        browser.wait_for("location.search.includes('theme=dark')", "the dark theme")
        browser.wait_for(loaded + " && document.getElementById('status').textContent === ''", "the dark view")
        for count in (1, 2):
            browser.mouse("mousePressed", stage["left"] + pointer[0], stage["top"] + pointer[1], clickCount=count)
            browser.mouse("mouseReleased", stage["left"] + pointer[0], stage["top"] + pointer[1], clickCount=count)
        browser.wait_for("location.search === '?theme=dark'", "the double-click's whole chart")
        browser.wait_for(loaded + " && document.getElementById('status').textContent === ''", "the whole chart")
        browser.screenshot("6-dark-reset.png")
        # --watch: rows appended to the file reach the page, which draws its view (the whole chart)
        # again: its x axis now reaches the new rows (a tick label read from the SVG it shows).
        shown_svg = "fetch(document.getElementById('chart').src).then(answer => answer.text())"
        label = ">300</text>"
        if label in browser.evaluate(shown_svg):
            raise SystemExit("browser: the x axis shows 300 before any row reaches it")
        with open(data, "a") as file:
            file.write("".join(f"{i / 10},{(i % 37) - (i % 11)}\n" for i in range(2000, 4000)))
        appended = time.time()
        browser.wait_for("document.getElementById('chart').src.includes('v=1') && " + loaded,
                         "the redraw after an append", seconds=5)
        redrawn = time.time() - appended
        if label not in browser.evaluate(shown_svg):
            raise SystemExit("browser: after the append the x axis has no label 300")
        if redrawn > 1:
            raise SystemExit(f"browser: the page drew the appended rows {redrawn:.2f} s after the append, not within 1 s")
        browser.screenshot("7-watched-append.png")
        outside = sorted({e["params"]["request"]["url"] for e in browser.events
                          if e.get("method") == "Network.requestWillBeSent"
                          and not e["params"]["request"]["url"].startswith(base + "/")})
        if outside:
            raise SystemExit(f"browser: fetched from outside the server: {outside}")
        print(f"browser: ok: dragged x {query['x']} y {query['y']}, back, '+', the wheel, the tooltip "
              f"({tip!r}), dark, a double-click, an append drawn in {redrawn:.2f} s, nothing from outside; "
              f"screenshots in {os.path.relpath(SHOTS, ROOT)}/")
    finally:
        if browser:
            browser.close()
        server.terminate()
        server.wait(10)
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
