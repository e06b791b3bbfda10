// The page of `plot serve`: every view is drawn by the server (view.svg), this script only
// turns gestures into the next view's ranges, keeps the view in the URL and, with --watch,
// draws the view again when the server's file changed.
'use strict';
(() => {
  const $ = (id) => document.getElementById(id);
  const stage = $('stage'), img = $('chart'), box = $('box'), tip = $('tip'), status = $('status');
  const maxSide = 4000, minSide = 16;
  let geometry = null;      // the shown view's plot in pixels and its ranges (view.json)
  let current = viewFromURL();
  let viewRequest = null;   // aborted by a newer view
  let nearRequest = null;   // aborted by a newer hover
  let hoverTimer = 0;
  // Which page asks, and its how-manieth request: the server drops a waiting view this page
  // has since asked a newer one for (views and hovers each their own line).
  const page = Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('');
  let seq = 0;
  function ticket(q, line) {
    q.set('tab', page + '-' + line);
    q.set('seq', String(++seq));
    return q;
  }
  let dataVersion = '';     // with --watch: the newest count of changes, so a redraw is a new URL
  let drawnVersion = null;  // with --watch: the count the shown view was drawn at (its answer says)

  function viewFromURL() {
    const q = new URLSearchParams(location.search);
    return { x: q.get('x') || '', y: q.get('y') || '', theme: q.get('theme') === 'dark' ? 'dark' : 'light' };
  }

  function size() {
    const r = stage.getBoundingClientRect();
    const side = (v) => Math.max(minSide, Math.min(maxSide, Math.round(v)));
    return { w: side(r.width), h: side(r.height) };
  }

  function params(view, withSize) {
    const q = new URLSearchParams();
    if (view.x) q.set('x', view.x);
    if (view.y) q.set('y', view.y);
    if (withSize) {
      const s = size();
      q.set('w', s.w);
      q.set('h', s.h);
    }
    if (view.theme === 'dark') q.set('theme', 'dark');
    return q;
  }

  // `live`: the same view drawn again for new data, without a word in the status line.
  async function show(view, live) {
    current = view;
    document.documentElement.dataset.theme = view.theme;
    $('theme').setAttribute('aria-pressed', String(view.theme === 'dark'));
    $('theme').textContent = view.theme === 'dark' ? 'Light' : 'Dark';
    if (viewRequest) viewRequest.abort();
    const request = new AbortController();
    viewRequest = request;
    const query = params(view, true);
    if (dataVersion) query.set('v', dataVersion);
    const q = query.toString();
    if (!live) status.textContent = 'drawing…';
    try {
      const answer = await fetch('view.json?' + ticket(new URLSearchParams(q), 'v'), { signal: request.signal });
      if (!answer.ok) {
        status.textContent = (await answer.text()).trim();
        return;
      }
      drawnVersion = answer.headers.get('X-Data-Version');
      geometry = await answer.json();
      img.src = 'view.svg?' + q;
      for (const format of ['png', 'pdf', 'svg']) $(format).href = 'view.' + format + '?' + q;
      status.textContent = geometry ? '' : 'this kind of chart does not zoom';
    } catch (error) {
      if (error.name !== 'AbortError') status.textContent = 'the server did not answer';
    }
  }

  // A new view goes into the history, so back, forward, reload and a bookmark show it.
  function go(view) {
    const q = params(view, false);
    const token = new URLSearchParams(location.search).get('token');
    if (token) q.set('token', token);
    const text = q.toString();
    history.pushState(null, '', location.pathname + (text ? '?' + text : ''));
    show(view);
  }

  // Data values of a pixel of the picture, and back.
  function valueAt(range, fraction, log) {
    if (!log) return range[0] + fraction * (range[1] - range[0]);
    const [a, b] = [Math.log10(range[0]), Math.log10(range[1])];
    return Math.pow(10, a + fraction * (b - a));
  }
  function fractions(px, py) {
    const p = geometry.plot;
    return [(px - p.left) / p.width, 1 - (py - p.top) / p.height];
  }

  // A range as --x-range reads it, with enough digits to tell a pixel apart.
  function rangeText(a, b, log) {
    const digits = (v) => {
      if (log) return String(Number(v.toPrecision(8)));
      const step = Math.abs(b - a) / 1e6;
      const decimals = Math.max(0, Math.min(15, Math.ceil(-Math.log10(step))));
      return String(Number(v.toFixed(decimals)));
    };
    return digits(a) + '..' + digits(b);
  }

  function withRanges(x0, x1, y0, y1) {
    const g = geometry;
    return { x: rangeText(Math.min(x0, x1), Math.max(x0, x1), g.xLog), y: rangeText(Math.min(y0, y1), Math.max(y0, y1), g.yLog), theme: current.theme };
  }

  // Zooms by `factor` (below 1: in) keeping the point at fractions (fx, fy) where it is.
  function zoom(factor, fx, fy) {
    if (!geometry) return;
    const g = geometry;
    const x0 = valueAt(g.x, fx - fx * factor, g.xLog), x1 = valueAt(g.x, fx + (1 - fx) * factor, g.xLog);
    const y0 = valueAt(g.y, fy - fy * factor, g.yLog), y1 = valueAt(g.y, fy + (1 - fy) * factor, g.yLog);
    go(withRanges(x0, x1, y0, y1));
  }

  // Moves the view by fractions of its width and height.
  function pan(dx, dy) {
    if (!geometry) return;
    const g = geometry;
    go(withRanges(valueAt(g.x, dx, g.xLog), valueAt(g.x, 1 + dx, g.xLog), valueAt(g.y, dy, g.yLog), valueAt(g.y, 1 + dy, g.yLog)));
  }

  function reset() { go({ x: '', y: '', theme: current.theme }); }

  function pointer(event) {
    const r = img.getBoundingClientRect();
    return [event.clientX - r.left, event.clientY - r.top];
  }

  let drag = null;
  img.addEventListener('pointerdown', (event) => {
    if (event.button !== 0 || !geometry) return;
    event.preventDefault();
    img.setPointerCapture(event.pointerId);
    drag = { start: pointer(event), pan: event.shiftKey };
    stage.classList.toggle('panning', drag.pan);
    hideTip();
  });
  img.addEventListener('pointermove', (event) => {
    const [px, py] = pointer(event);
    if (!drag) {
      hover(px, py);
      return;
    }
    const [sx, sy] = drag.start;
    if (drag.pan) {
      img.style.transform = `translate(${px - sx}px, ${py - sy}px)`;
    } else {
      const offset = img.offsetTop;
      Object.assign(box.style, { left: Math.min(sx, px) + 'px', top: offset + Math.min(sy, py) + 'px', width: Math.abs(px - sx) + 'px', height: Math.abs(py - sy) + 'px' });
      box.hidden = false;
    }
  });
  img.addEventListener('pointerup', (event) => {
    if (!drag) return;
    const [px, py] = pointer(event);
    const [sx, sy] = drag.start;
    const wasPan = drag.pan;
    drag = null;
    box.hidden = true;
    img.style.transform = '';
    stage.classList.remove('panning');
    const p = geometry.plot;
    if (wasPan) {
      if (px !== sx || py !== sy) pan((sx - px) / p.width, (py - sy) / p.height);
      return;
    }
    if (Math.abs(px - sx) < 4 || Math.abs(py - sy) < 4) return;
    const [fx0, fy0] = fractions(sx, sy), [fx1, fy1] = fractions(px, py);
    const g = geometry;
    go(withRanges(valueAt(g.x, fx0, g.xLog), valueAt(g.x, fx1, g.xLog), valueAt(g.y, fy0, g.yLog), valueAt(g.y, fy1, g.yLog)));
  });
  img.addEventListener('dblclick', reset);
  img.addEventListener('pointerleave', hideTip);
  stage.addEventListener('wheel', (event) => {
    if (!geometry) return;
    event.preventDefault();
    const [fx, fy] = fractions(...pointer(event));
    zoom(event.deltaY > 0 ? 1.25 : 0.8, fx, fy);
  }, { passive: false });

  stage.addEventListener('keydown', (event) => {
    const keys = {
      ArrowLeft: () => pan(-0.1, 0), ArrowRight: () => pan(0.1, 0), ArrowUp: () => pan(0, 0.1), ArrowDown: () => pan(0, -0.1),
      '+': () => zoom(0.8, 0.5, 0.5), '=': () => zoom(0.8, 0.5, 0.5), '-': () => zoom(1.25, 0.5, 0.5), '0': reset,
    };
    const action = keys[event.key];
    if (!action || event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();
    action();
  });

  // The tooltip: the nearest point the server finds, asked once the pointer rests.
  function hover(px, py) {
    clearTimeout(hoverTimer);
    if (!geometry) return;
    hoverTimer = setTimeout(async () => {
      if (nearRequest) nearRequest.abort();
      const request = new AbortController();
      nearRequest = request;
      const q = params(current, true);
      q.set('px', px.toFixed(1));
      q.set('py', py.toFixed(1));
      try {
        const answer = await fetch('near?' + ticket(q, 'n'), { signal: request.signal });
        const point = answer.ok ? await answer.json() : null;
        if (!point) return hideTip();
        tip.textContent = `${point.series}\nx: ${point.xText}\ny: ${point.yText}`;
        Object.assign(tip.style, { left: px + 14 + 'px', top: img.offsetTop + py + 14 + 'px' });
        tip.hidden = false;
      } catch (error) {
        if (error.name !== 'AbortError') hideTip();
      }
    }, 60);
  }
  function hideTip() {
    clearTimeout(hoverTimer);
    tip.hidden = true;
  }

  $('reset').addEventListener('click', reset);
  $('zoom-in').addEventListener('click', () => zoom(0.8, 0.5, 0.5));
  $('zoom-out').addEventListener('click', () => zoom(1.25, 0.5, 0.5));
  $('theme').addEventListener('click', () => go({ ...current, theme: current.theme === 'dark' ? 'light' : 'dark' }));
  window.addEventListener('popstate', () => show(viewFromURL()));
  let resizeTimer = 0;
  window.addEventListener('resize', () => {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(() => show(current), 200);
  });
  // `plot serve --watch`: the server counts the changes of its file (GET /events) and the view
  // shown is drawn again at each, its ranges as they are (a view of the whole chart grows with
  // the data). A hidden tab lets go of its stream, since a browser keeps few connections to one
  // server, and catches up when shown again.
  function follow() {
    let events = null;
    const open = () => {
      events = new EventSource('events');
      // Drawn again when the data changed since the view was drawn: at a change, and when a
      // tab shown again (or opened hidden) follows the stream anew.
      events.addEventListener('change', (event) => {
        dataVersion = event.data;
        if (drawnVersion !== null && dataVersion !== drawnVersion) show(current, true);
      });
      events.addEventListener('error', () => {
        if (events && events.readyState === EventSource.CLOSED) status.textContent = 'not following the file any more: reload the page';
      });
    };
    document.addEventListener('visibilitychange', () => {
      if (document.hidden && events) {
        events.close();
        events = null;
      } else if (!document.hidden && !events) {
        open();
      }
    });
    if (!document.hidden) open();
  }
  if (document.body.dataset.watch) follow();
  show(current);
})();
