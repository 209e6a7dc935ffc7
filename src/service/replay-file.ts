// The offline replay (issue "A board you can click"): one self-contained HTML file that steps
// through every position of a game's record, as its reader could see each one — their side's view,
// or the public's — with no server and no network. /export attaches it beside the signed JSON.
//
// Size: a picture is the game's static layer (drawn once in the file) and one overlay per position.
// Overlays are long (every label is glyph outlines) and change little from one position to the
// next, so the file keeps each markup token (a tag and its text, split at "<") once in a dictionary,
// each position as the edit of the one before (jsdiff's diffArrays over token ids: keep n, drop n,
// insert these), and the page's script rebuilds the positions as it steps.
import { escapeHtml } from './html.ts';
import { diffArrays } from 'diff';
import { apply, visibleLog } from '#engine/engine.ts';
import type { Locale, LogEntry, Side, Text } from '#engine/types.ts';
import { layerParts } from '#images/index.ts';
import { t } from './i18n.ts';
import { diceSeedOf, fail, moduleOf, seatOf, type Game, type Result, type ServiceDeps } from './types.ts';

export interface ReplayFile {
  name: string;
  html: string;
  positions: number;
}

/** One position's edit of the previous one: n > 0 keep n tokens, n < 0 drop −n, an array inserts those ids. */
type Edit = number | number[];

const esc = escapeHtml;

/** JSON inside a <script> element: nothing in it can close the element or open a comment. */
const scriptJson = (v: unknown): string =>
  JSON.stringify(v).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** Markup split into tokens at each "<" (a tag, with the text after it). */
const tokens = (markup: string): string[] => markup.split(/(?=<)/).filter(Boolean);

/** Every position of `game` (the setup, then after each action) as `side` sees it: the views and summaries. */
function positions(
  game: Game,
  actions: readonly { side: Side; action: string }[],
  side: Side | null,
): { view: unknown; summary: Text }[] {
  const m = moduleOf(game);
  let state = m.setup(diceSeedOf(game.setup), game.setup.options);
  const out = [{ view: m.view(state, side), summary: m.summary(state) }];
  for (const [i, a] of actions.entries()) {
    const r = apply(m, state, a.side, a.action);
    if (!r.ok) throw new Error(`replay file: game ${game.id} does not replay at action ${i + 1}`);
    state = r.state;
    out.push({ view: m.view(state, side), summary: m.summary(state) });
  }
  return out;
}

/**
 * The offline replay of `game` (the one /export just read) as `userId` may see it (a player: their
 * side's view at each position; anyone else: the public view). A game not started yet has none.
 */
export async function replayFile(
  deps: ServiceDeps,
  game: Game,
  userId: string,
  locale: Locale,
): Promise<Result<ReplayFile>> {
  if (game.status === 'pending') return fail('NOT_STARTED', t('boardNotStarted'));
  return { ok: true, value: await replayFileOf(deps, game, seatOf(game, userId), locale) };
}

/** The offline replay of `game` as `side` (null: the public) sees it. */
export async function replayFileOf(
  deps: ServiceDeps,
  game: Game,
  side: Side | null,
  locale: Locale,
): Promise<ReplayFile> {
  const m = moduleOf(game);
  const actions = await deps.repo.loadActions(game.id);
  const shown = positions(
    game,
    actions.map((a) => ({ side: a.side, action: a.action })),
    side,
  );
  const dict = new Map<string, number>();
  const words: string[] = [];
  const idOf = (tok: string): number => {
    let id = dict.get(tok);
    if (id === undefined) {
      id = words.length;
      words.push(tok);
      dict.set(tok, id);
    }
    return id;
  };
  const edits: Edit[][] = [];
  let prev: number[] = [];
  let staticBody = '';
  let size = { width: 0, height: 0 };
  // One at a time: the render pool draws them (a long game's file takes a while, off the main thread).
  for (const [k, p] of shown.entries()) {
    const parts = await layerParts(game.gameType, p.view, locale, k === 0);
    if (k === 0) {
      staticBody = parts.staticBody ?? '';
      size = { width: parts.width, height: parts.height };
    }
    const ids = tokens(parts.overlayBody).map(idOf);
    const edit: Edit[] = [];
    for (const c of diffArrays(prev, ids)) {
      if (c.added) edit.push(c.value);
      else if (c.removed) edit.push(-c.count!);
      else edit.push(c.count!);
    }
    edits.push(edit);
    prev = ids;
  }
  const log = visibleLog(await deps.repo.loadLog<LogEntry>(game.id), side).map((e) => e.text[locale]);
  const title = `${m.name[locale]}${side ? ` — ${m.sideName(side)[locale]}` : ''}`;
  const data = { words, edits, summaries: shown.map((p) => p.summary[locale]), log };
  const html = [
    '<!doctype html>',
    `<html lang="${locale}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    // Offline: nothing is fetched, nothing but this file's own script runs.
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:">`,
    `<title>${esc(title)} — hexpost replay</title>`,
    `<style>${REPLAY_CSS}</style></head><body>`,
    `<header><h1>${esc(title)}</h1><p id="summary"></p></header>`,
    `<div class="map"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size.width} ${size.height}"><g>${staticBody}</g><g id="overlay"></g></svg></div>`,
    '<nav class="steps"><button type="button" data-step="first">«</button><button type="button" data-step="prev">◀</button>',
    `<input type="range" min="0" max="${shown.length - 1}" value="0"><button type="button" data-step="next">▶</button>`,
    `<button type="button" data-step="last">»</button><span class="at"></span></nav>`,
    `<section class="log"><h2>${locale === 'ja' ? '記録' : 'Log'}</h2><ol id="log"></ol></section>`,
    `<script type="application/json" id="replay-data">${scriptJson(data)}</script>`,
    `<script>${REPLAY_JS}</script>`,
    '</body></html>',
  ].join('');
  return { name: `hexpost-${game.gameType}-${game.id}-replay.html`, html, positions: shown.length };
}

const REPLAY_CSS = `
:root { color-scheme: light dark; font-family: system-ui, "Noto Sans JP", sans-serif; }
body { margin: 0 auto; max-width: 1100px; padding: 8px; }
h1 { font-size: 1.2rem; margin: 4px 0; }
.map svg { display: block; width: 100%; height: auto; }
nav.steps { display: flex; align-items: center; gap: 4px; margin: 8px 0; }
nav.steps button { min-width: 44px; min-height: 44px; font: inherit; }
nav.steps input { flex: 1; min-height: 44px; }
nav.steps .at { white-space: nowrap; font-variant-numeric: tabular-nums; }
.log ol { font-size: 0.9rem; }
`;

/** Rebuilds position k from the one before (or from the start when stepping back). */
const REPLAY_JS = `(function () {
  'use strict';
  var d = JSON.parse(document.getElementById('replay-data').textContent);
  var n = d.edits.length;
  var overlay = document.getElementById('overlay');
  var range = document.querySelector('nav.steps input');
  var at = document.querySelector('nav.steps .at');
  var summary = document.getElementById('summary');
  var cache = [];
  function ids(k) {
    if (cache[k]) return cache[k];
    var prev = k === 0 ? [] : ids(k - 1);
    var out = [];
    var i = 0;
    d.edits[k].forEach(function (e) {
      if (typeof e !== 'number') { for (var j = 0; j < e.length; j++) out.push(e[j]); }
      else if (e > 0) { for (var j2 = 0; j2 < e; j2++) out.push(prev[i + j2]); i += e; }
      else i -= e;
    });
    cache[k] = out;
    return out;
  }
  var shown = 0;
  function show(k) {
    shown = Math.max(0, Math.min(n - 1, k));
    // Markup of the game's own renderer, from this file: parsed as SVG, no script in it runs.
    var doc = new DOMParser().parseFromString('<svg xmlns="http://www.w3.org/2000/svg">' + ids(shown).map(function (x) { return d.words[x]; }).join('') + '</svg>', 'image/svg+xml');
    overlay.replaceChildren.apply(overlay, Array.prototype.slice.call(doc.documentElement.childNodes));
    range.value = String(shown);
    at.textContent = shown + ' / ' + (n - 1);
    summary.textContent = d.summaries[shown];
  }
  document.querySelector('nav.steps').addEventListener('click', function (e) {
    var b = e.target.closest('[data-step]');
    if (!b) return;
    var s = b.getAttribute('data-step');
    show(s === 'first' ? 0 : s === 'prev' ? shown - 1 : s === 'next' ? shown + 1 : n - 1);
  });
  range.addEventListener('input', function () { show(Number(range.value)); });
  var log = document.getElementById('log');
  d.log.forEach(function (line) { var li = document.createElement('li'); li.textContent = line; log.appendChild(li); });
  show(0);
})();`;
