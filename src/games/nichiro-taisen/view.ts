// 日露大戦: what one side, or the public, may see. Units, control, morale, markers and the
// combats are public; hands are secret (only their sizes are public, and each side sees its
// own); of the discard pile only the top card is visible ([rule 10.0]). A view names units, ships,
// key points and the turn by id or number: their names and printed values are the game's data
// (data/counters.ts, data/map.ts), looked up by whoever reads the view — every move's post stores one.
import { copyData } from '#engine/engine.ts';
import type { Text } from '#engine/types.ts';
import { SHIPS } from './data/counters.ts';
import { KEY_POINTS, TURN_TRACK } from './data/map.ts';
import { controller, strengthOf } from './board.ts';
import { DECISION_NAME, hexName, PHASE_NAME, SIDE_NAME } from './messages.ts';
import type { NavyView, NichiroG, NichiroView, NSide, NState, UnitView } from './types.ts';

type S = NState;

export function nichiroView(state: S, viewer: NSide | null): NichiroView {
  const g = state.g;
  const units: UnitView[] = Object.values(g.units)
    .map((u) => ({
      id: u.id,
      side: u.side,
      strength: strengthOf(u),
      flipped: u.flipped,
      where: u.where,
      zocLoss: g.zocLoss.includes(u.id),
    }))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const top = state.stack[state.stack.length - 1];
  const over = state.result !== null;
  return {
    game: 'nichiro-taisen',
    viewer,
    step: state.step,
    turn: g.turn,
    phasing: over ? null : g.phasing,
    phase: over ? null : g.phase,
    extraPhase: g.extraPhase,
    toAct: over ? [] : ((top?.sides ?? []) as NSide[]),
    decision: over ? null : (top?.kind ?? null),
    decisionText: over || !top ? null : decisionText(state),
    units,
    keyPoints: KEY_POINTS.map((hex) => ({ hex, controller: controller(g, hex) })),
    japaneseControl: Object.keys(g.control)
      .filter((h) => g.control[h] === 'japan' && !KEY_POINTS.includes(h))
      .sort(),
    morale: { ...g.morale },
    handSizes: { japan: g.hands.japan.length, russia: g.hands.russia.length },
    hand: viewer ? [...g.hands[viewer]] : null,
    topDiscard: g.discard.length ? g.discard[g.discard.length - 1]! : null,
    deckSize: g.deck.length,
    discardSize: g.discard.length,
    markers: {
      paFleetCannotSortie: g.paFleetBlocked,
      zocLoss: [...g.zocLoss],
      japanHandLimit: g.japanHandLimit,
      japanNoHomeTransport: g.japanNoHomeTransport,
      forcedMarchUsed: g.forcedMarchUsed,
      railMoveUsed: g.railUsed,
      moraleCheckDieModifier: { ...g.moraleDieMod },
    },
    lostThisTurn: { ...g.lost },
    declarations: g.declarations.map((d) => ({ target: d.target, attackers: [...d.attackers], resolved: d.resolved })),
    combat: g.combat ? copyData(g.combat) : null,
    lastCombat: g.lastCombat ? copyData(g.lastCombat) : null,
    lastHexes: [...g.lastHexes],
    result: state.result,
    summary: nichiroSummary(state),
    ...(g.navy ? { navy: navyView(g, viewer) } : {}),
  };
}

/** Optional rule 11: ships are public; Makarov's flagship only to Russia until it is sunk ([rule 11.5]). */
function navyView(g: NichiroG, viewer: NSide | null): NavyView {
  const navy = g.navy!;
  return {
    ships: SHIPS.map((d) => ({ id: d.id, side: d.side, steps: navy.ships[d.id]!.steps })),
    flagship: viewer === 'russia' || navy.flagshipRevealed ? navy.flagship : null,
    sortieStep: navy.sortie?.step ?? null,
  };
}

/** A public sentence about the decision on top of the stack (never a card or a secret choice). */
function decisionText(state: S): Text {
  const top = state.stack[state.stack.length - 1]!;
  const who = SIDE_NAME[top.sides[0] as NSide] ?? { ja: '', en: '' };
  const d = DECISION_NAME[top.kind] ?? { ja: top.kind, en: top.kind };
  if (top.kind === 'declare') {
    const t = top.target ? hexName(top.target) : null;
    if (t) return { ja: `${who.ja}: ${t.ja} への${d.ja}`, en: `${who.en}: ${d.en} against ${t.en}` };
  }
  return { ja: `${who.ja}: ${d.ja}`, en: `${who.en}: ${d.en}` };
}

export function nichiroSummary(state: S): Text {
  const g = state.g;
  if (state.result) {
    const w = state.result.winner as NSide | null;
    return {
      ja: `ゲーム終了: ${w ? `${SIDE_NAME[w].ja}の勝利` : '引き分け'} — ${state.result.reason.ja}`,
      en: `Game over: ${w ? `${SIDE_NAME[w].en} wins` : 'draw'} — ${state.result.reason.en}`,
    };
  }
  const month = TURN_TRACK[g.turn - 1]!.name;
  const p = PHASE_NAME[g.phase]!;
  const top = state.stack[state.stack.length - 1];
  const dt = top ? decisionText(state) : { ja: '', en: '' };
  return {
    ja: `第${g.turn}ターン (${month.ja}) ${SIDE_NAME[g.phasing].ja} ${p.ja}${g.extraPhase ? '(強行軍)' : ''} — ${dt.ja} / 士気 日${g.morale.japan} 露${g.morale.russia}`,
    en: `Turn ${g.turn} (${month.en}) ${SIDE_NAME[g.phasing].en} ${p.en}${g.extraPhase ? ' (forced march)' : ''} — ${dt.en} / morale J${g.morale.japan} R${g.morale.russia}`,
  };
}
