// 奉天会戦 [rule 9.0] attack, [rule 9.1] support, [rule 9.2] trenches, [rule 9.3] retreated counters,
// [rule 9.5] retreat before combat: the combat procedure's frames (attack, retreat-before-combat,
// retreat, advance) and their decisions. They name hexes only, never a hidden counter: public.
import type { HexId } from '#engine/hex.ts';
import type { DecisionSpec, GameState, PerformContext, Rejection, Text } from '#engine/types.ts';
import { COUNTER_BY_ID } from '../data/counters.ts';
import {
  adjacent,
  inEnemyZoc,
  isFortress,
  isMountain,
  isRiverSide,
  isTrenchSide,
  neighbours,
  onMap,
  unitAt,
} from '../board.ts';
import { DECISION_NAME, reject, unitRef, SIDE_NAME } from '../messages.ts';
import type { CombatSideResult, CombatState, HotenFrame, HotenG, HotenSide, UnitState } from '../types.ts';
import { advanceTime, checkImmediateVictory, endActivation, goto, moveUnit, nextOwnTurn } from './turn.ts';

type S = GameState<HotenG>;

/** [rule 9.0] enemy counters adjacent to the activated counter, which it may attack. */
export function attackTargets(g: HotenG, attacker: UnitState): HexId[] {
  if (attacker.where.kind !== 'map') return [];
  return neighbours(attacker.where.hex).filter((h) => {
    const u = unitAt(g, h);
    return u !== undefined && u.side !== attacker.side;
  });
}

/** [rule 9.0] hexes a loser may retreat into: adjacent, on the map, empty, outside enemy ZOC. */
export function retreatHexes(g: HotenG, u: UnitState): HexId[] {
  if (u.where.kind !== 'map') return [];
  return neighbours(u.where.hex).filter((h) => !unitAt(g, h) && !inEnemyZoc(g, u.side, h));
}

/** [rule 9.0] [rule 9.5] Which of the retreat conditions `hex` fails: one hex away, empty, outside enemy zones. */
export function explainRetreat(g: HotenG, u: UnitState, hex: string, rule: string): Rejection {
  const legal = retreatHexes(g, u).join(', ');
  const from = u.where.kind === 'map' ? u.where.hex : '';
  if (!/^\d{4}$/.test(hex)) return reject('BAD_HEX', { hex }, rule);
  if (!onMap(hex)) return reject('OFF_MAP', { hex }, rule);
  if (!neighbours(from).includes(hex)) return reject('RETREAT_NOT_ADJACENT', { hex, from, legal }, rule);
  if (unitAt(g, hex)) return reject('RETREAT_OCCUPIED', { hex, legal }, rule);
  return reject('RETREAT_ZOC', { hex, legal }, rule);
}

/** [rule 9.0] step 1: declare an attack; both strengths are revealed; [rule 9.5] retreat-before-combat follows. */
export function declareAttack(state: S, ctx: PerformContext, attackerId: string, defenderHex: HexId): void {
  const g = state.g;
  const a = g.units[attackerId]!;
  const d = unitAt(g, defenderHex)!;
  const aHex = (a.where as { hex: HexId }).hex;
  const acrossRiver = isRiverSide(aHex, defenderHex);
  const trenchSide = isTrenchSide(aHex, defenderHex);
  let trench: CombatState['trench'] = null;
  if (trenchSide && d.side === 'russia' && isFortress(defenderHex)) trench = 'defender';
  else if (trenchSide && a.side === 'russia' && isFortress(aHex)) trench = 'attacker';
  a.revealed = true;
  d.revealed = true;
  ctx.reveal();
  g.combat = {
    attacker: a.id,
    defender: d.id,
    attackerHex: aHex,
    defenderHex,
    acrossRiver,
    trench,
    loser: null,
    winner: null,
    effect: null,
    beforeCombat: false,
    vacated: null,
  };
  g.lastHexes = [aHex, defenderHex];
  const an = unitRef(a, null);
  const dn = unitRef(d, null);
  ctx.log({
    text: {
      ja: `${SIDE_NAME[a.side].ja}: ${aHex} の ${an.ja} が ${defenderHex} の ${dn.ja} を攻撃 (戦闘力を公開)`,
      en: `${SIDE_NAME[a.side].en}: ${an.en} in ${aHex} attacks ${dn.en} in ${defenderHex} (strengths revealed)`,
    },
    hexes: [aHex, defenderHex],
  });
  g.lastCombat = {
    attackerHex: aHex,
    defenderHex,
    attacker: { side: a.side, id: a.id, result: null },
    defender: { side: d.side, id: d.id, result: null },
    outcome: { ja: '戦闘前退却の宣言待ち', en: 'waiting for retreat-before-combat declarations' },
  };
  pushBeforeCombatDecision(state, ctx, 'attacker');
}

/** [rule 9.5] attacker, then defender, may retreat before the dice; only offered when a retreat hex exists. */
function pushBeforeCombatDecision(state: S, ctx: PerformContext, who: 'attacker' | 'defender'): void {
  const g = state.g;
  const c = g.combat!;
  const u = g.units[who === 'attacker' ? c.attacker : c.defender]!;
  if (retreatHexes(g, u).length > 0) {
    goto(ctx, { kind: 'retreat-before-combat', sides: [u.side], who });
    return;
  }
  if (who === 'attacker') pushBeforeCombatDecision(state, ctx, 'defender');
  else rollCombat(state, ctx);
}

export function standFirm(state: S, ctx: PerformContext, who: 'attacker' | 'defender'): void {
  const u = state.g.units[who === 'attacker' ? state.g.combat!.attacker : state.g.combat!.defender]!;
  ctx.log({
    text: { ja: `${SIDE_NAME[u.side].ja}: 戦闘前退却せず`, en: `${SIDE_NAME[u.side].en}: no retreat before combat` },
  });
  if (who === 'attacker') pushBeforeCombatDecision(state, ctx, 'defender');
  else rollCombat(state, ctx);
}

/** [rule 9.5] the declaring side retreats one hex of its choosing, as a "higher" loss; the other may advance. */
export function retreatBeforeCombat(state: S, ctx: PerformContext, who: 'attacker' | 'defender', hex: HexId): void {
  const g = state.g;
  const c = g.combat!;
  const loser = g.units[who === 'attacker' ? c.attacker : c.defender]!;
  const winner = g.units[who === 'attacker' ? c.defender : c.attacker]!;
  c.beforeCombat = true;
  c.loser = loser.id;
  c.winner = winner.id;
  c.effect = 'retreat';
  g.lastCombat!.outcome = {
    ja: `${SIDE_NAME[loser.side].ja}が戦闘前退却`,
    en: `${SIDE_NAME[loser.side].en} retreated before combat`,
  };
  ctx.log({
    text: {
      ja: `${SIDE_NAME[loser.side].ja}: ${unitRef(loser, null).ja} が戦闘前退却を宣言`,
      en: `${SIDE_NAME[loser.side].en}: ${unitRef(loser, null).en} retreats before combat`,
    },
  });
  retreatTo(state, ctx, hex);
}

/** [rule 9.0] steps 2 and 3, with [rule 9.1] support and [rule 9.2] trenches. */
function rollCombat(state: S, ctx: PerformContext): void {
  const g = state.g;
  const c = g.combat!;
  const a = g.units[c.attacker]!;
  const d = g.units[c.defender]!;
  const support = Object.values(g.units).filter(
    (u) => u.side === a.side && u.id !== a.id && u.where.kind === 'map' && adjacent(u.where.hex, c.defenderHex),
  ).length;
  const defMod = isMountain(c.defenderHex) || c.acrossRiver ? 1 : 0;
  const aRes: CombatSideResult = {
    strength: COUNTER_BY_ID[a.id]!.strength,
    die: ctx.roll(6),
    support,
    modifier: 0,
    total: 0,
  };
  const dRes: CombatSideResult = {
    strength: COUNTER_BY_ID[d.id]!.strength,
    die: ctx.roll(6),
    support: 0,
    modifier: defMod,
    total: 0,
  };
  aRes.total = aRes.strength + aRes.die + aRes.support + aRes.modifier;
  dRes.total = dRes.strength + dRes.die + dRes.support + dRes.modifier;
  g.lastCombat!.attacker.result = aRes;
  g.lastCombat!.defender.result = dRes;

  let outcome: Text;
  let effect: 'retreat' | 'eliminate' | null = null;
  let winner: UnitState | null = null;
  let loser: UnitState | null = null;
  if (aRes.total !== dRes.total) {
    winner = aRes.total > dRes.total ? a : d;
    loser = winner === a ? d : a;
    const hi = Math.max(aRes.total, dRes.total);
    const lo = Math.min(aRes.total, dRes.total);
    effect = hi >= 2 * lo ? 'eliminate' : 'retreat';
    // [rule 9.2] a Russian counter in a fortress fighting across a trench loses one step less.
    const loserShielded = (c.trench === 'defender' && loser === d) || (c.trench === 'attacker' && loser === a);
    if (loserShielded) effect = effect === 'eliminate' ? 'retreat' : null;
  }
  if (!winner || !loser) outcome = { ja: '激戦: 何も起こらない', en: 'Stalemate: no effect' };
  else if (effect === null)
    outcome = {
      ja: `${SIDE_NAME[winner.side].ja}優勢も塹壕により効果なし`,
      en: `${SIDE_NAME[winner.side].en} higher, but the trench holds: no effect`,
    };
  else if (effect === 'retreat')
    outcome = {
      ja: `${SIDE_NAME[winner.side].ja}の勝ち: ${SIDE_NAME[loser.side].ja}は退却`,
      en: `${SIDE_NAME[winner.side].en} wins: ${SIDE_NAME[loser.side].en} retreats`,
    };
  else
    outcome = {
      ja: `${SIDE_NAME[winner.side].ja}の大勝: ${SIDE_NAME[loser.side].ja}は壊滅`,
      en: `${SIDE_NAME[winner.side].en} wins 2:1: ${SIDE_NAME[loser.side].en} eliminated`,
    };
  g.lastCombat!.outcome = outcome;
  ctx.log({
    text: {
      ja: `戦闘: 攻撃側 ${aRes.strength}+出目${aRes.die}+支援${aRes.support}=${aRes.total} 対 防御側 ${dRes.strength}+出目${dRes.die}+修整${dRes.modifier}=${dRes.total} → ${outcome.ja}`,
      en: `Combat: attacker ${aRes.strength}+die ${aRes.die}+support ${aRes.support}=${aRes.total} vs defender ${dRes.strength}+die ${dRes.die}+mod ${dRes.modifier}=${dRes.total} → ${outcome.en}`,
    },
    hexes: [c.attackerHex, c.defenderHex],
  });
  // [rule 5.0] any 6 among the combat dice moves the time marker one box.
  if (aRes.die === 6 || dRes.die === 6) advanceTime(state, ctx, { ja: '6の目', en: 'a six was rolled' });

  c.winner = winner?.id ?? null;
  c.loser = loser?.id ?? null;
  c.effect = effect;
  if (!winner || !loser || effect === null) return endActivation(state, ctx);
  if (effect === 'eliminate') {
    c.vacated = (loser.where as { hex: HexId }).hex;
    eliminate(state, ctx, loser);
    if (state.result) return;
    return offerAdvance(state, ctx);
  }
  // Retreat: the winner chooses the hex [rule 9.0].
  const options = retreatHexes(g, loser);
  if (options.length === 1) return retreatTo(state, ctx, options[0]!);
  if (options.length === 0) {
    c.vacated = (loser.where as { hex: HexId }).hex;
    ctx.log({ text: { ja: '退却できるヘクスがないため壊滅', en: 'No hex to retreat into: eliminated' } });
    eliminate(state, ctx, loser);
    if (state.result) return;
    return offerAdvance(state, ctx);
  }
  goto(ctx, { kind: 'retreat', sides: [winner.side] });
}

/** Carry out a retreat of the combat's loser into `hex`; [rule 9.3] it rests on its owner's next turn. */
export function retreatTo(state: S, ctx: PerformContext, hex: HexId): void {
  const g = state.g;
  const c = g.combat!;
  const loser = g.units[c.loser!]!;
  const from = (loser.where as { hex: HexId }).hex;
  c.vacated = from;
  // [rule 9.3] a counter that was attacked and retreated sits out its owner's next turn. The attacker
  // was not attacked: its retreat (a lost attack, or its own retreat before combat) costs no turn.
  if (loser.id === c.defender) loser.restTurn = nextOwnTurn(g, loser.side);
  ctx.log({
    text: {
      ja: `${unitRef(loser, null).ja} が ${from} から ${hex} へ退却`,
      en: `${unitRef(loser, null).en} retreats from ${from} to ${hex}`,
    },
    hexes: [from, hex],
  });
  moveUnit(state, ctx, loser, hex, 'retreat');
  offerAdvance(state, ctx);
}

export function eliminate(state: S, ctx: PerformContext, u: UnitState): void {
  const from = u.where.kind === 'map' ? u.where.hex : '';
  u.where = { kind: 'eliminated' };
  u.eliminatedTurn = state.g.turn;
  u.restTurn = null;
  ctx.log({
    text: { ja: `${unitRef(u, null).ja} が ${from} で壊滅`, en: `${unitRef(u, null).en} is eliminated in ${from}` },
    hexes: [from],
  });
  checkImmediateVictory(state, ctx);
}

/** The winner may advance into the hex the loser left [rule 9.0] [rule 9.5]. */
function offerAdvance(state: S, ctx: PerformContext): void {
  const g = state.g;
  const c = g.combat!;
  const winner = g.units[c.winner!]!;
  if (!c.vacated || unitAt(g, c.vacated) || winner.where.kind !== 'map') return endActivation(state, ctx);
  goto(ctx, { kind: 'advance', sides: [winner.side], hex: c.vacated });
}

export function advance(state: S, ctx: PerformContext, take: boolean): void {
  const g = state.g;
  const c = g.combat!;
  const winner = g.units[c.winner!]!;
  if (take && c.vacated) {
    const from = (winner.where as { hex: HexId }).hex;
    ctx.log({
      text: {
        ja: `${unitRef(winner, null).ja} が ${c.vacated} へ前進`,
        en: `${unitRef(winner, null).en} advances into ${c.vacated}`,
      },
      hexes: [from, c.vacated],
    });
    moveUnit(state, ctx, winner, c.vacated);
    if (state.result) return;
  } else {
    ctx.log({ text: { ja: `${SIDE_NAME[winner.side].ja}: 前進せず`, en: `${SIDE_NAME[winner.side].en}: no advance` } });
  }
  endActivation(state, ctx);
}

// ---------------------------------------------------------------------------------------------
// The combat procedure's decisions

type Frame<K extends HotenFrame['kind']> = Extract<HotenFrame, { kind: K }>;
const hexArg = (name: string) => [{ name, kind: 'hex' }] as const;

/** The counter a retreat-before-combat frame asks about. */
const declaring = (g: HotenG, who: 'attacker' | 'defender'): UnitState =>
  g.units[who === 'attacker' ? g.combat!.attacker : g.combat!.defender]!;

/** [rule 9.0] the activated counter may attack one adjacent enemy, or the turn ends. */
export const attackDecision: DecisionSpec<HotenG, Frame<'attack'>> = {
  name: DECISION_NAME.attack!,
  verbs: [
    {
      verb: 'attack',
      role: 'attack-target',
      args: hexArg('target'),
      options: ({ g, top }) => attackTargets(g, g.units[top.unit]!),
      label: (_c, [h]) => ({ ja: `${h} の敵を攻撃`, en: `Attack the enemy in ${h}` }),
      perform: ({ state, ctx, top }, [h]) => declareAttack(state, ctx, top.unit, h!),
      explain: ({ g, side, top }, [hex = '']) => {
        const target = unitAt(g, hex);
        if (!target || target.side === side) return reject('NO_ENEMY', { hex }, '9.0');
        const u = g.units[top.unit]!;
        return reject('NOT_ADJACENT', { hex, from: u.where.kind === 'map' ? u.where.hex : '' }, '9.0');
      },
    },
    {
      verb: 'end',
      role: 'end-step',
      label: () => ({ ja: '攻撃せずに手番終了', en: 'End the turn without attacking' }),
      perform: ({ state, ctx, side }) => {
        const n = SIDE_NAME[side as HotenSide];
        ctx.log({ text: { ja: `${n.ja}: 攻撃せず`, en: `${n.en}: no attack` } });
        endActivation(state, ctx);
      },
    },
  ],
};

/** [rule 9.5] after the reveal, before the dice: stand, or retreat one hex of one's choosing. */
export const retreatBeforeCombatDecision: DecisionSpec<HotenG, Frame<'retreat-before-combat'>> = {
  name: DECISION_NAME['retreat-before-combat']!,
  verbs: [
    {
      verb: 'fight',
      style: 'primary',
      label: () => ({ ja: '退却せず戦う', en: 'Stand and fight' }),
      perform: ({ state, ctx, top }) => standFirm(state, ctx, top.who),
    },
    {
      verb: 'retreat',
      args: hexArg('to'),
      options: ({ g, top }) => retreatHexes(g, declaring(g, top.who)),
      label: (_c, [h]) => ({ ja: `戦闘前退却: ${h} へ`, en: `Retreat before combat to ${h}` }),
      perform: ({ state, ctx, top }, [h]) => retreatBeforeCombat(state, ctx, top.who, h!),
      explain: ({ g, top }, [hex = '']) => explainRetreat(g, declaring(g, top.who), hex, '9.5'),
    },
  ],
};

/** [rule 9.0] the winner chooses the hex the loser retreats into. */
export const retreatDecision: DecisionSpec<HotenG, Frame<'retreat'>> = {
  name: DECISION_NAME.retreat!,
  verbs: [
    {
      verb: 'retreat',
      args: hexArg('to'),
      options: ({ g }) => retreatHexes(g, g.units[g.combat!.loser!]!),
      label: (_c, [h]) => ({ ja: `敵を ${h} へ退却させる`, en: `Make the enemy retreat to ${h}` }),
      perform: ({ state, ctx }, [h]) => retreatTo(state, ctx, h!),
      explain: ({ g }, [hex = '']) => explainRetreat(g, g.units[g.combat!.loser!]!, hex, '9.0'),
    },
  ],
};

/** [rule 9.0] [rule 9.5] the winner may advance into the hex the loser left. */
export const advanceDecision: DecisionSpec<HotenG, Frame<'advance'>> = {
  name: DECISION_NAME.advance!,
  verbs: [
    {
      verb: 'advance',
      style: 'primary',
      label: ({ top }) => ({ ja: `${top.hex} へ前進する`, en: `Advance into ${top.hex}` }),
      perform: ({ state, ctx }) => advance(state, ctx, true),
    },
    {
      verb: 'stay',
      role: 'end-step',
      label: () => ({ ja: '前進しない', en: 'Do not advance' }),
      perform: ({ state, ctx }) => advance(state, ctx, false),
    },
  ],
};
