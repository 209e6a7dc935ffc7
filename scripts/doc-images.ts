// The README's pictures, drawn by the bot's own renderers from scripted positions, so they stay
// true to what the bot posts:
//   docs/images/hoten-kaisen-map.png     the public map of a 奉天会戦 game after the first attack
//   docs/images/hoten-kaisen-phone.png   that post's phone picture (status + the last action)
//   docs/images/nichiro-taisen-phone.png the phone picture of a 日露大戦 post in mid-game
//   docs/images/sekigahara-musou-map.png the public map of a 関ヶ原無双 game after a combat (every die drawn)
//   docs/images/nihyaku-san-kochi-map.png the public map of a 203高地 game at the start of its second round
//   docs/images/*-phone.png               each game's phone picture (400 px wide, shown 1:1), with
//                                         the clocks of a game played with one ('daily' pace)
//
// Public views only: no hand, no hidden strength.
//
//   npx tsx scripts/doc-images.ts
import fs from 'node:fs';
import path from 'node:path';
import { apply, pendingSides } from '#engine/engine.ts';
import type { GameModule, GameState } from '#engine/types.ts';
import { getGame } from '#games/index.ts';
import { renderGameImageHere } from '#images/local.ts';
import { closeRenderPool } from '#images/index.ts';
import { midGame } from '#ai/positions.ts';
import type { ClockFace } from '#render/kit/clock.ts';

const OUT = path.join(import.meta.dirname, '..', 'docs', 'images');

function play(m: GameModule, seed: number, script: [string, string][]): GameState {
  let s = m.setup(seed, {});
  for (const [side, action] of script) {
    const r = apply(m, s, side, action);
    if (!r.ok) throw new Error(`${m.id}: ${side} ${action}: ${r.rejection.text.en}`);
    s = r.state;
  }
  return s;
}

const HOUR = 3_600_000;

/** The clocks of a game played at the 'daily' pace, the side to act's running. */
function clocks(m: GameModule, state: GameState): ClockFace[] {
  const toAct = new Set(pendingSides(state));
  return m.sides.map((side, i) => ({
    side,
    name: m.sideName(side),
    leftMs: toAct.has(side) ? 2 * 24 * HOUR + 5 * HOUR + 20 * 60_000 : (3 + i) * 24 * HOUR,
    running: toAct.has(side),
    flagged: false,
  }));
}

async function draw(m: GameModule, state: GameState, map: string | null, phone: string): Promise<void> {
  const view = m.view(state, null);
  if (map) fs.writeFileSync(path.join(OUT, map), (await renderGameImageHere(m.id, view, 'ja')).png);
  const img = await renderGameImageHere(m.id, view, 'ja', clocks(m, state));
  if (!img.inset) throw new Error(`${m.id}: no phone picture`);
  fs.writeFileSync(path.join(OUT, phone), img.inset);
  console.log(`${m.id}: ${map ?? ''} ${img.png.length} B, ${phone} ${img.inset.length} B`);
}

const hoten = getGame('hoten-kaisen')!;
// Japan attacks 0405 from 0406 (the Russian defender is revealed by the combat).
const h = play(hoten, 7, [
  ['japan', 'place-historical'],
  ['russia', 'place-historical'],
  ['japan', 'move J2 0406'],
  ['japan', 'attack 0405'],
]);
await draw(hoten, h, 'hoten-kaisen-map.png', 'hoten-kaisen-phone.png');

const nichiro = getGame('nichiro-taisen')!;
await draw(nichiro, midGame(nichiro, 1905, 120), null, 'nichiro-taisen-phone.png');

const seki = getGame('sekigahara-musou')!;
// 明石全登 under the 宇喜多隊 on 1904; the East ends its moves and plans its compulsory combats
// (every troop unit next to an enemy troop unit, 8.2), fixes them and resolves the first.
const k = play(seki, 1600, [
  ['west', 'akashi 1904'],
  ['east', 'end'],
  ['east', 'attack gamo hosokawa kato'],
  ['east', 'attack shimazu tanaka'],
  ['east', 'fight'],
  ['east', 'resolve 1'],
]);
await draw(seki, k, 'sekigahara-musou-map.png', 'sekigahara-musou-phone.png');

const kochi = getGame('nihyaku-san-kochi')!;
// Round 1: both set two cards; revealed pair by pair (Russia, the start player, first) and carried out.
const n = play(kochi, 203, [
  ['japan', 'set jp-entry'],
  ['japan', 'set jp-move'],
  ['russia', 'set ru-move'],
  ['russia', 'set ru-entry'],
  ['russia', 'move anzishan hill203-sw'],
  ['japan', 'entry namakoyama'],
  ['russia', 'entry anzishan'],
  ['japan', 'move namakoyama hill203-sw'],
]);
await draw(kochi, n, 'nihyaku-san-kochi-map.png', 'nihyaku-san-kochi-phone.png');
await closeRenderPool();
