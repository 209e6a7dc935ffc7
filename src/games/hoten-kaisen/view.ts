// 奉天会戦: what one side, or the public, may see. Hidden counters keep their identity and
// strength out of every view but their owner's until a combat reveals them ([rule 9.0] step 1).
// A view names a known counter by its id only: its names and strength, and the time track's dates,
// are the game's data (data/counters.ts, data/map.ts), looked up by whoever reads the view. Every
// move's channel post stores the public view, so the view holds no more than the position.
import type { GameState, Text } from '#engine/types.ts';
import { COUNTER_BY_ID } from './data/counters.ts';
import { TIME_TRACK } from './data/map.ts';
import { DECISION_NAME, SIDE_NAME, unitRef } from './messages.ts';
import { passesMoveTime, revisionOf } from './rules/turn.ts';
import type { CombatantView, CounterView, HotenG, HotenSide, HotenView, Where } from './types.ts';

function placeKey(w: Where): string {
  switch (w.kind) {
    case 'map':
      return `1-${w.hex}`;
    case 'entry':
      return `2-${w.area}`;
    case 'eliminated':
      return '3';
    case 'unplaced':
      return '4';
  }
}

export function hotenView(state: GameState<HotenG>, viewer: HotenSide | null): HotenView {
  const g = state.g;
  const counters: CounterView[] = Object.values(g.units).map((u) => {
    // The end of the game shows every counter's strength.
    const known = u.revealed || u.side === viewer || state.result !== null;
    // An unplaced counter of the opponent shows nowhere in particular.
    const base: CounterView = { side: u.side, known, where: u.where };
    if (u.restTurn !== null && u.restTurn >= g.turn) base.resting = true;
    return known ? { ...base, id: u.id } : base;
  });
  // Sort by place then side then (only for known counters) id: never by hidden identity.
  // (Each counter's key is written once, not once per comparison.)
  const keyOf = new Map(counters.map((c) => [c, `${placeKey(c.where)}-${c.side}-${c.known ? `0${c.id}` : '1'}`]));
  counters.sort((a, b) => {
    const ka = keyOf.get(a)!;
    const kb = keyOf.get(b)!;
    return ka < kb ? -1 : ka > kb ? 1 : 0;
  });
  const top = state.stack[state.stack.length - 1];
  const lc = g.lastCombat;
  // A combatant the viewer knows (as unitRef says it) by its id; another by unitRef's description.
  const combatant = (id: string, result: CombatantView['result']): CombatantView => {
    const u = g.units[id]!;
    return u.revealed || u.side === viewer
      ? { side: u.side, id, result }
      : { side: u.side, name: unitRef(u, viewer, undefined), result };
  };
  return {
    game: 'hoten-kaisen',
    viewer,
    step: state.step,
    turn: g.turn,
    time: g.time,
    toAct: (top?.sides ?? []) as HotenSide[],
    decision: state.result ? null : (top?.kind ?? null),
    activeSide: state.result || g.turn === 0 ? null : g.active,
    counters,
    lastHexes: [...g.lastHexes],
    lastCombat: lc
      ? {
          attackerHex: lc.attackerHex,
          defenderHex: lc.defenderHex,
          attacker: combatant(lc.attacker.id, lc.attacker.result),
          defender: combatant(lc.defender.id, lc.defender.result),
          outcome: lc.outcome,
        }
      : null,
    result: state.result,
    summary: hotenSummary(state),
  };
}

/** A last combat's side as unitRef names it: a known counter's name and strength (from the game's data), else the view's words. */
export function combatantName(c: CombatantView): Text {
  const d = c.id === undefined ? undefined : COUNTER_BY_ID[c.id];
  if (!d) return c.name ?? { ja: '', en: '' };
  return { ja: `${d.name.ja}(${d.strength})`, en: `${d.name.en} (${d.strength})` };
}

/** A known counter's face: its short name and strength, from the game's data (undefined for a hidden one). */
export function counterFace(c: CounterView): { short: Text; strength: number } | undefined {
  const d = c.known && c.id !== undefined ? COUNTER_BY_ID[c.id] : undefined;
  return d && { short: d.short, strength: d.strength };
}

export function hotenSummary(state: GameState<HotenG>): Text {
  if (state.result) {
    const w = state.result.winner;
    return {
      ja: `ゲーム終了: ${w ? `${SIDE_NAME[w as HotenSide].ja}の勝利` : '引き分け'} — ${state.result.reason.ja}`,
      en: `Game over: ${w ? `${SIDE_NAME[w as HotenSide].en} wins` : 'draw'} — ${state.result.reason.en}`,
    };
  }
  const top = state.stack[state.stack.length - 1];
  if (!top) return { ja: '', en: '' };
  const who = top.sides.map((s) => SIDE_NAME[s as HotenSide]);
  const d = DECISION_NAME[top.kind] ?? { ja: top.kind, en: top.kind };
  const box = TIME_TRACK[state.g.time]!;
  const rule = houseRuleNote(state.options);
  return {
    ja: `${box.ja} / 手番${state.g.turn}: ${who.map((w) => w.ja).join('・')}の${d.ja}${rule.ja}`,
    en: `${box.en} / turn ${state.g.turn}: ${who.map((w) => w.en).join(' and ')} — ${d.en}${rule.en}`,
  };
}

/**
 * Said after the summary (so every challenge and status shows it) when the two-passes house rule
 * is on in a game of revision 2 or later, where [rule 5.0] alone moves time. Revision 1 games
 * played it as their rule and read as they always did.
 */
function houseRuleNote(options: Record<string, unknown>): Text {
  if (revisionOf(options) < 2 || !passesMoveTime(options)) return { ja: '', en: '' };
  return { ja: '(ハウスルール: 両軍の連続パスで時間経過)', en: ' (house rule: two passes move time)' };
}

/**
 * What only `side` knows: which of its own, still unrevealed counters stands where (positions are
 * public, faces are not). A player's private map changes only when this does, or when the game ends.
 */
function secretOf(state: GameState<HotenG>, side: HotenSide): string {
  return Object.values(state.g.units)
    .filter((u) => u.side === side && !u.revealed)
    .map((u) => `${u.id}@${placeKey(u.where)}`)
    .sort()
    .join(' ');
}

/** A player is sent a private map when what they alone see changed (hidden until [rule 9.0] step 1 reveals them). */
export function hotenPrivateChanged(prev: GameState<HotenG>, next: GameState<HotenG>, side: HotenSide): boolean {
  return secretOf(prev, side) !== secretOf(next, side) || (next.result !== null && prev.result === null);
}
