// 日露大戦's fast legality check (legal.ts, GameModule.isLegal) must agree exactly with the
// labelled list: over every position of many fuzzed games, isLegal(action) is true for every
// listed action and false for the other side; on a sample of positions, for near misses (every
// verb the decision takes, with every unit, card, hex or ship as argument, extra or missing
// arguments) isLegal(x) === the list holds x. No label may equal another action's text, or the
// engine's label matching would pick a different action than the fast path.
import { describe, expect, it } from 'vitest';
import { apply, pendingSides, type LoggedAction } from '../../src/engine/engine.ts';
import { neighbourIds } from '../../src/engine/hex.ts';
import type { GameModule, GameState } from '../../src/engine/types.ts';
import { NODE_ID } from '../../src/games/nichiro-taisen/board.ts';
import { CARD_IDS } from '../../src/games/nichiro-taisen/data/cards.ts';
import { COUNTERS, SHIPS } from '../../src/games/nichiro-taisen/data/counters.ts';
import { GRID } from '../../src/games/nichiro-taisen/data/map.ts';
import { nichiroTaisen } from '../../src/games/nichiro-taisen/index.ts';
import { isLegalNichiro } from '../../src/games/nichiro-taisen/legal.ts';
import type { NichiroG, NSide } from '../../src/games/nichiro-taisen/types.ts';
import { playNichiroGame } from '../../bench/nichiro.ts';
import { randomGame as randomGolden } from './nichiro-golden.ts';

type S = GameState<NichiroG>;
const M: GameModule<NichiroG> = nichiroTaisen;
const isLegal = (s: S, side: string, a: string) => isLegalNichiro(s, side, a);

/** Random games (half with the naval rules); NICHIRO_ISLEGAL_GAMES=n for a longer run. */
const RANDOM_GAMES = Number(process.env.NICHIRO_ISLEGAL_GAMES ?? 12);
const UNITS = COUNTERS.map((c) => c.id);
const JUNK = ['', 'x', '__proto__', 'constructor', 'toString', '0000', '9999', '#00', '#17', 'J', 'r'];
const HEXES = [...NODE_ID, 'japan', 'europeanRussia', 'eliminated'];

/** Verbs each decision takes, with the kind of each argument. */
type Arg = 'unit' | 'hex' | 'card' | 'ship' | 'n' | 'fm';
const VERBS: Record<string, [string, Arg[]][]> = {
  refill: [['refill', ['n']]],
  movement: [['move', ['unit']], ['rail', ['unit']], ['event', ['card']], ['end-movement', []]],
  'move-to': [['to', ['hex']], ['cancel', []]],
  'pick-unit': [['unit', ['unit']], ['done', []], ['cancel', []]],
  'pick-dest': [['to', ['hex']], ['cancel', []]],
  combat: [['attack', ['hex']], ['undeclare', ['hex']], ['end-declarations', []], ['end-combat', []]],
  declare: [['with', ['unit']], ['confirm', []], ['cancel', []]],
  resolve: [['resolve', ['hex']]],
  support: [['support', ['card']], ['no-support', []]],
  'combat-event': [['event', ['card']], ['pass', []]],
  loss: [['lose', ['unit']]],
  ar: [['retreat', []], ['ar-to-ae', []]],
  retreat: [['retreat', ['unit', 'hex']]],
  chain: [['displace', ['unit', 'hex']]],
  advance: [['advance', ['unit']], ['end-advance', []]],
  'card-play': [['event', ['card']], ['force-march', ['card', 'fm']], ['strategic', ['card']], ['transport', ['card']], ['rebuild', ['card']], ['end-phase', []]],
  'fleet-reaction': [['event', ['card']], ['pass', []]],
  'naval-flagship': [['flagship', ['ship']]],
  'naval-sortie': [['sortie', []], ['pass', []], ['event', ['card']], ['continue', []], ['abort', []]],
  'naval-response': [['event', ['card']], ['pass', []], ['intercept', []], ['revive', []]],
  'naval-loss': [['hit', ['ship']]],
};

function pool(arg: Arg): readonly string[] {
  switch (arg) {
    case 'unit': return [...UNITS, ...JUNK];
    case 'hex': return [...HEXES, ...JUNK];
    case 'card': return [...CARD_IDS, ...JUNK];
    case 'ship': return [...SHIPS.map((s) => s.id), ...JUNK];
    case 'n': return ['0', '1', '2', '3', '4', '5', ...JUNK];
    case 'fm': return ['move', 'combat', ...JUNK];
  }
}

/** Near misses of this decision: every verb with every argument, and bent listed actions. */
function candidates(s: S, listed: readonly string[]): Set<string> {
  const kind = s.stack.at(-1)!.kind;
  const out = new Set<string>();
  for (const [verb, args] of VERBS[kind] ?? []) {
    out.add(verb);
    if (args.length === 1) for (const a of pool(args[0]!)) out.add(`${verb} ${a}`);
    if (args.length === 2 && args[0] === 'card') for (const c of pool('card')) for (const b of pool('fm')) out.add(`${verb} ${c} ${b}`);
    if (args.length === 2 && args[0] === 'unit') {
      // Every unit towards its neighbours and towards every hex named in the list.
      const named = new Set(listed.map((a) => a.split(' ')[2]).filter((h): h is string => !!h));
      for (const id of pool('unit')) {
        const u = Object.hasOwn(s.g.units, id) ? s.g.units[id] : undefined;
        const near = u && u.where.kind === 'map' ? neighbourIds(GRID, u.where.hex) : [];
        for (const h of [...near, ...named, 'korea', 'x']) out.add(`${verb} ${id} ${h}`);
      }
    }
  }
  for (const a of listed) {
    const p = a.split(' ');
    out.add(`${a} x`);
    out.add(`${a} ${a}`);
    out.add(p[0]!);
    out.add(a.toUpperCase());
    if (p.length > 1) out.add(`${p[0]} ${p[1]} ${p[1]}`);
  }
  return out;
}

/** Uniform random play like the fuzzer's, withdrawals a little less rare than in the golden games. */
const randomGame = (seed: number, options: Record<string, unknown>): LoggedAction[] => randomGolden(seed, options, 0.05);

function* positions(seed: number, options: Record<string, unknown>, actions: readonly LoggedAction[]): Generator<S> {
  let s: S = M.setup(seed, options);
  yield s;
  for (const a of actions) {
    const r = apply(M, s, a.side, a.action);
    if (!r.ok) throw new Error(`seed ${seed}: ${a.action} refused`);
    s = r.state;
    if (!s.result) yield s;
  }
}

const kinds = new Map<string, number>();
let nearMisses = 0;

function checkPosition(s: S, deep: boolean): void {
  const kind = s.stack.at(-1)!.kind;
  kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  for (const side of ['japan', 'russia'] as NSide[]) {
    const list = M.legalActions(s, side);
    const listed = new Set(list.map((l) => l.action));
    const where = `step ${s.step} ${kind} (${side})`;
    for (const a of listed) {
      if (!isLegal(s, side, a)) throw new Error(`${where}: listed "${a}" refused by isLegal`);
      // The engine's label matching must land on the same action.
      const first = list.find((l) => l.action === a || l.label.ja === a || l.label.en === a)!;
      if (first.action !== a) throw new Error(`${where}: the label of "${first.action}" is the action text "${a}"`);
    }
    if (!deep && pendingSides(s).includes(side)) continue;
    for (const x of candidates(s, [...listed])) {
      nearMisses++;
      if (isLegal(s, side, x) !== listed.has(x)) throw new Error(`${where}: isLegal("${x}") = ${isLegal(s, side, x)}, listed: ${listed.has(x)}`);
    }
  }
}

describe('日露大戦 isLegal agrees with legalActions', () => {
  const seeds = Array.from({ length: RANDOM_GAMES }, (_, i) => i + 1);
  const games: { name: string; seed: number; options: Record<string, unknown>; actions: () => LoggedAction[] }[] = [
    ...seeds.map((seed) => ({ name: `random${seed % 2 ? '' : ' naval'} ${seed}`, seed, options: { navalRules: seed % 2 === 0 }, actions: () => randomGame(seed, { navalRules: seed % 2 === 0 }) })),
    ...[2001, 2002, 2003, 2004].map((seed) => ({ name: `aggressive ${seed}`, seed, options: { navalRules: false }, actions: () => playNichiroGame(seed, { navalRules: false }).actions })),
    ...[2005, 2006, 2007].map((seed) => ({ name: `aggressive naval ${seed}`, seed, options: { navalRules: true }, actions: () => playNichiroGame(seed, { navalRules: true }).actions })),
  ];
  for (const game of games) {
    it(`${game.name}: every listed action, and near misses on every 4th position`, () => {
      let i = 0;
      for (const s of positions(game.seed, game.options, game.actions())) checkPosition(s, i++ % 4 === 0);
    });
  }
  it('the positions covered every common decision', () => {
    for (const k of ['refill', 'movement', 'move-to', 'pick-unit', 'pick-dest', 'combat', 'declare', 'support', 'combat-event', 'loss', 'ar', 'retreat', 'advance', 'card-play', 'naval-flagship', 'naval-sortie', 'naval-response']) {
      expect(kinds.get(k) ?? 0, k).toBeGreaterThan(0);
    }
    expect(nearMisses).toBeGreaterThan(100_000);
  });
});
