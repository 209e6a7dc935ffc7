// The web board's HTML (src/http/board.ts serves it): the page around a board, and the board
// itself as a fragment the page's script swaps in when the game moves. Everything written is
// escaped here (names, labels, log lines, a player's words): the page runs no inline script and
// its Content-Security-Policy (BOARD_CSP) forbids any.
import { escapeHtml } from '#service/html.ts';
import type { Locale, Text } from '#engine/types.ts';
import type { BoardRead } from '#service/board.ts';

export const BOARD_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The CSP of the map's SVG document (an image: no script; its own inline styles only). */
export const MAP_CSP = "default-src 'none'; style-src 'unsafe-inline'";

const esc = escapeHtml;

/** Discord's timestamps (<t:1700000000:R>) as a time a browser shows (UTC, ISO). */
const plainTimes = (s: string): string =>
  s.replace(/<t:(\d{1,12}):[a-zA-Z]>/g, (_, sec: string) =>
    new Date(Number(sec) * 1000).toISOString().replace('T', ' ').slice(0, 16).concat(' UTC'),
  );

const W = {
  spectator: { ja: '観戦(公開情報のみ)', en: 'Spectator (public view)' },
  yourMove: { ja: 'あなたの番です', en: 'Your move' },
  waitingFor: { ja: '手番待ち:', en: 'Waiting for:' },
  over: { ja: '対局は終了しました', en: 'The game is over' },
  act: { ja: '操作', en: 'Your decision' },
  hand: { ja: '手札', en: 'Your hand' },
  log: { ja: '記録(新しいものが下)', en: 'Log (newest last)' },
  map: { ja: '地図', en: 'Map' },
  steps: { ja: '記録をたどる', en: 'Step through the record' },
  first: { ja: '最初', en: 'First' },
  prev: { ja: '前へ', en: 'Previous' },
  next: { ja: '次へ', en: 'Next' },
  last: { ja: '現在', en: 'Now' },
  pastAt: { ja: '過去の局面: 行動 {k} / {n} の後', en: 'A past position: after action {k} of {n}' },
  backToNow: { ja: '現在の局面に戻る', en: 'Back to now' },
  noScript: {
    ja: 'タップで操作するには JavaScript を有効にしてください。選べる行動:',
    en: 'Turn on JavaScript to play by tapping. Your legal actions:',
  },
  forbidden: {
    ja: 'このリンクは無効です(期限切れ・取り消し・改変)。Discord で /board を使って新しいリンクを受け取ってください。',
    en: 'This link is not valid (expired, revoked or altered). Ask for a new one with /board in Discord.',
  },
} satisfies Record<string, Text>;

const w = (k: keyof typeof W, l: Locale) => esc(W[k][l]);

/** The step bar: first, previous, a slider over every action of the record, next, now. */
function stepBar(r: BoardRead): string {
  const l = r.locale;
  const n = r.steps;
  const k = r.past?.k ?? n;
  const b = (step: string, label: keyof typeof W, text: string) =>
    `<button type="button" data-step="${step}" aria-label="${w(label, l)}">${text}</button>`;
  return [
    `<nav class="steps" aria-label="${w('steps', l)}" data-k="${k}" data-n="${n}">`,
    b('first', 'first', '«'),
    b('prev', 'prev', '◀'),
    `<input type="range" min="0" max="${n}" value="${k}" aria-label="${w('steps', l)}">`,
    b('next', 'next', '▶'),
    b('last', 'last', '»'),
    `<span class="at">${k} / ${n}</span></nav>`,
  ].join('');
}

/** The game's name and whose board it is. */
function head(r: BoardRead): string {
  const l = r.locale;
  const who = r.side === null ? w('spectator', l) : esc(r.look.seats.find((s) => s.side === r.side)!.sideName[l]);
  return `<header><h1>${esc(r.look.name[l])}</h1><p class="who">${who}</p></header>`;
}

/** The reader's hand (games with cards) and the log as they may read it. */
function handAndLog(r: BoardRead): string {
  const l = r.locale;
  const hand = r.look.hand?.lines.length
    ? `<section class="hand"><h2>${w('hand', l)}</h2><ul>${r.look.hand.lines.map((x) => `<li>${esc(x[l])}</li>`).join('')}</ul></section>`
    : '';
  return `${hand}<section class="log"><h2>${w('log', l)}</h2><ol>${r.log.map((x) => `<li>${esc(plainTimes(x[l]))}</li>`).join('')}</ol></section>`;
}

/**
 * The board itself: the part of the page that changes as the game moves. A past position (stepping
 * through the record) shows its map, summary, hand and log as the reader saw them then, and nothing
 * to play; the game now shows whose move it is, the clocks, and the reader's decision.
 */
export function boardFragment(r: BoardRead, mapUrl: string): string {
  const l = r.locale;
  const { look } = r;
  const summary = `<p class="summary">${esc(plainTimes(look.summary[l]))}</p>`;
  if (r.past) {
    const at = W.pastAt[l].replace('{k}', String(r.past.k)).replace('{n}', String(r.past.n));
    return [
      head(r),
      `<p class="past" data-past="1">${esc(at)} <button type="button" data-step="last">${w('backToNow', l)}</button></p>`,
      summary,
      `<div class="map"><img src="${esc(mapUrl)}" alt="${w('map', l)}"></div>`,
      stepBar(r),
      handAndLog(r),
    ].join('');
  }
  const turn =
    look.status !== 'active'
      ? w('over', l)
      : r.toMove
        ? `<strong>${w('yourMove', l)}</strong>`
        : `${w('waitingFor', l)} ${look.waiting.map((x) => esc(x.name[l])).join(' · ')}`;
  const act =
    r.side !== null && look.status === 'active' && r.toMove
      ? `<section class="act"><h2>${w('act', l)}</h2><div id="choices"></div><noscript><p>${w('noScript', l)}</p><ul>${look.choices.map((c) => `<li>${esc(c.label[l])} <code>${esc(c.action)}</code></li>`).join('')}</ul></noscript></section>`
      : '';
  return [
    head(r),
    `<p class="turn" data-to-move="${r.toMove ? 1 : 0}">${turn}</p>`,
    summary,
    look.clocks ? `<p class="clocks">${esc(plainTimes(look.clocks[l]))}</p>` : '',
    `<div class="map"><img src="${esc(mapUrl)}" alt="${w('map', l)}"><svg class="targets" aria-hidden="true"></svg></div>`,
    r.steps > 0 ? stepBar(r) : '',
    act,
    handAndLog(r),
  ].join('');
}

/** The whole page: the board, and the script that plays it by tapping and follows the game live. */
export function boardPage(r: BoardRead, mapUrl: string): string {
  const l = r.locale;
  return [
    '<!doctype html>',
    `<html lang="${l}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="referrer" content="no-referrer">',
    `<title>${esc(r.look.name[l])} — hexpost</title>`,
    '<link rel="stylesheet" href="/board-assets/board.css">',
    '<script src="/board-assets/board.js" defer></script>',
    `</head><body><main id="board" data-version="${r.look.version}" data-locale="${l}">`,
    boardFragment(r, mapUrl),
    // The answer to a tap stays in view (at the foot of the screen) while the board changes under it.
    '</main><p id="answer" role="status" aria-live="polite"></p></body></html>',
  ].join('');
}

/** What a refused link gets: no game, no name, nothing but how to get a new one. */
export function forbiddenPage(): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>403</title></head><body><p>${W.forbidden.ja}</p><p>${W.forbidden.en}</p></body></html>`;
}
