// The web board's script and style sheet, served as /board-assets/board.js and board.css (the
// page's CSP allows scripts and styles from the bot itself only). Kept as text in a module so that
// the bundle `npm start` runs carries them (no asset files to find beside it).
//
// The script: reads the link's token from the page's path and sends it in the x-board-token header
// (never a cookie); builds an action by tapping through the choice tree the server derives from the
// game's declared decisions (GET /api/board/choices); submits it (POST /api/board/act, the same
// service path as /act); and follows the game live (GET /api/board/events, server-sent events read
// through fetch so that the token stays in a header), swapping in the new board when it moves.

export const BOARD_JS = String.raw`'use strict';
(function () {
  var parts = location.pathname.split('/');
  var token = parts[parts.length - 1];
  var H = { 'x-board-token': token };
  var board = document.getElementById('board');
  if (!board) return;
  var version = Number(board.dataset.version);
  var locale = board.dataset.locale === 'en' ? 'en' : 'ja';
  var typed = [];
  var busy = false;
  /** The step being looked at (null: the game now). */
  var viewing = null;
  var T = {
    back: { ja: '← 戻る', en: '← Back' },
    pick: { ja: '選んでください:', en: 'Choose:' },
    sending: { ja: '送信中…', en: 'Sending…' },
    failed: { ja: '通信できませんでした。もう一度お試しください。', en: 'Could not reach the bot. Try again.' }
  };
  function say(text) {
    var a = document.getElementById('answer');
    if (a) a.textContent = text;
  }
  function button(label, cls, onTap, value) {
    var b = document.createElement('button');
    b.type = 'button';
    if (value) b.dataset.value = value;
    b.className = cls;
    b.textContent = label;
    b.addEventListener('click', onTap);
    return b;
  }
  function loadChoices() {
    var box = document.getElementById('choices');
    if (!box) return;
    var turn = document.querySelector('.turn');
    if (!turn || turn.getAttribute('data-to-move') !== '1') { box.textContent = ''; return; }
    fetch('/api/board/choices?lang=' + locale + '&typed=' + encodeURIComponent(typed.join(' ')), { headers: H })
      .then(function (r) { return r.ok ? r.json() : null; })
      .then(function (j) {
        if (!j) return;
        box.textContent = '';
        var p = document.createElement('p');
        p.className = 'pick';
        p.textContent = (typed.length ? typed.join(' ') + ' — ' : '') + T.pick[locale];
        box.appendChild(p);
        var targets = [];
        j.choices.forEach(function (c) {
          var tap = function () {
            if (c.complete) submit(c.value);
            else if (c.only) submit(c.only);
            else { typed = c.value.split(' '); loadChoices(); }
          };
          box.appendChild(button(c.label, c.complete ? 'choice complete' : 'choice', tap, c.value));
          targets.push({ token: c.token, value: c.value, complete: c.complete, label: c.label, tap: tap });
        });
        light(targets);
        if (typed.length) box.appendChild(button(T.back[locale], 'back', function () { typed = typed.slice(0, -1); if (typed.length <= 1) typed = []; loadChoices(); }));
      })
      .catch(function () { say(T.failed[locale]); });
  }
  /** The map's places (image coordinates) for the position shown, asked once per position. */
  var places = null;
  var placesFor = null;
  var SVGNS = 'http://www.w3.org/2000/svg';
  function withPlaces(then) {
    var key = version + '/' + viewing;
    if (places && placesFor === key) return then(places);
    fetch('/api/board/places' + (viewing === null ? '' : '?at=' + viewing), { headers: H })
      .then(function (r) { return r.ok ? r.json() : null; })
      .then(function (j) { if (j) { places = j; placesFor = key; then(j); } });
  }
  /** Lights the places the current choices name on the map; tapping one is tapping its choice. */
  function light(targets) {
    var svg = board.querySelector('svg.targets');
    if (!svg) return;
    while (svg.firstChild) svg.removeChild(svg.firstChild);
    if (!targets.length) return;
    withPlaces(function (p) {
      if (!p.width) return;
      svg.setAttribute('viewBox', '0 0 ' + p.width + ' ' + p.height);
      targets.forEach(function (t) {
        var r = p.places[t.token];
        if (!r) return;
        var rect = document.createElementNS(SVGNS, 'rect');
        rect.setAttribute('x', r.x);
        rect.setAttribute('y', r.y);
        rect.setAttribute('width', r.w);
        rect.setAttribute('height', r.h);
        rect.setAttribute('rx', 8);
        rect.setAttribute('class', t.complete ? 'target complete' : 'target');
        rect.setAttribute('data-value', t.value);
        var title = document.createElementNS(SVGNS, 'title');
        title.textContent = t.label;
        rect.appendChild(title);
        rect.addEventListener('click', t.tap);
        svg.appendChild(rect);
      });
    });
  }
  function submit(action) {
    if (busy) return;
    busy = true;
    say(T.sending[locale]);
    fetch('/api/board/act?lang=' + locale, {
      method: 'POST',
      headers: { 'x-board-token': token, 'content-type': 'application/json' },
      body: JSON.stringify({ action: action, version: version })
    })
      .then(function (r) { return r.json(); })
      .then(function (j) { busy = false; typed = []; say(j.text || ''); refresh(); })
      .catch(function () { busy = false; say(T.failed[locale]); });
  }
  function refresh() {
    return fetch('/api/board?lang=' + locale, { headers: H })
      .then(function (r) { return r.ok ? r.json() : null; })
      .then(function (j) {
        if (!j) return;
        board.innerHTML = j.html;
        version = j.version;
        board.dataset.version = String(j.version);
        loadChoices();
      });
  }
  function follow(delay) {
    fetch('/api/board/events', { headers: H }).then(function (r) {
      if (!r.ok || !r.body) throw new Error('no stream');
      var reader = r.body.getReader();
      var dec = new TextDecoder();
      var buf = '';
      function pump() {
        return reader.read().then(function (x) {
          if (x.done) throw new Error('ended');
          buf += dec.decode(x.value, { stream: true });
          var i;
          while ((i = buf.indexOf('\n\n')) >= 0) {
            var ev = buf.slice(0, i);
            buf = buf.slice(i + 2);
            var m = /^data: (\d+)$/m.exec(ev);
            if (m && Number(m[1]) !== version && viewing === null) refresh();
          }
          return pump();
        });
      }
      delay = 1000;
      return pump();
    }).catch(function () {
      setTimeout(function () { follow(Math.min(delay * 2, 30000)); }, delay);
    });
  }
  function goTo(k) {
    fetch('/api/board/at?lang=' + locale + '&k=' + k, { headers: H })
      .then(function (r) { return r.ok ? r.json() : null; })
      .then(function (j) {
        if (!j) return;
        board.innerHTML = j.html;
        viewing = j.k < j.n ? j.k : null;
        if (viewing === null) { version = j.version; typed = []; loadChoices(); }
      })
      .catch(function () { say(T.failed[locale]); });
  }
  function stepTo(to) {
    var nav = board.querySelector('nav.steps');
    var n = nav ? Number(nav.dataset.n) : 0;
    if (to >= n) { viewing = null; refresh(); } else goTo(Math.max(0, to));
  }
  board.addEventListener('click', function (e) {
    var b = e.target.closest ? e.target.closest('[data-step]') : null;
    if (!b) return;
    var nav = board.querySelector('nav.steps');
    if (!nav) return;
    var k = Number(nav.dataset.k);
    var n = Number(nav.dataset.n);
    var s = b.dataset.step;
    stepTo(s === 'first' ? 0 : s === 'prev' ? k - 1 : s === 'next' ? k + 1 : n);
  });
  board.addEventListener('change', function (e) {
    if (e.target.matches && e.target.matches('nav.steps input[type=range]')) stepTo(Number(e.target.value));
  });
  loadChoices();
  follow(1000);
})();
`;

export const BOARD_CSS = `
:root { color-scheme: light dark; font-family: system-ui, "Noto Sans JP", sans-serif; }
body { margin: 0 auto; max-width: 1100px; padding: 8px; }
header { display: flex; flex-wrap: wrap; gap: 0 12px; align-items: baseline; }
h1 { font-size: 1.2rem; margin: 4px 0; }
h2 { font-size: 1rem; margin: 12px 0 4px; }
.who { margin: 0; opacity: 0.8; }
.turn, .summary, .clocks { margin: 4px 0; }
.map { overflow: auto; touch-action: pan-x pan-y pinch-zoom; border: 1px solid #8884; }
.map { position: relative; }
.map img { display: block; width: 100%; height: auto; }
.map svg.targets { position: absolute; left: 0; top: 0; width: 100%; height: 100%; }
.map svg.targets rect.target { fill: #ffd23f33; stroke: #e0a800; stroke-width: 5; cursor: pointer; }
.map svg.targets rect.target.complete { fill: #2fbf7133; stroke: #1a9c55; }
#choices { display: flex; flex-wrap: wrap; gap: 6px; }
#choices .pick { flex-basis: 100%; margin: 4px 0; }
button { min-height: 44px; min-width: 44px; padding: 8px 12px; font: inherit; border-radius: 6px; border: 1px solid #888; cursor: pointer; }
button.complete { font-weight: bold; }
button.back { opacity: 0.8; }
#answer { position: sticky; bottom: 0; margin: 0; padding: 10px 12px; background: Canvas; border-top: 1px solid #8886; white-space: pre-line; }
#answer:empty { display: none; }
.log ol { padding-left: 1.5em; font-size: 0.9rem; }
nav.steps { display: flex; align-items: center; gap: 4px; margin: 8px 0; }
nav.steps button { padding: 8px; }
nav.steps input[type=range] { flex: 1; min-width: 60px; min-height: 44px; }
nav.steps .at { white-space: nowrap; font-variant-numeric: tabular-nums; }
.past { padding: 6px 8px; border-radius: 6px; background: #d9a40033; }
`;
