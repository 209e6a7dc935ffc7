// 三国鼎立 (Triad)'s test kit (src/engine/kit/types.ts), as every game has one: the map's invariants
// for the fuzzer, its player and option set, and the twin of an order given for the twin-state
// privacy harness. The registry hands it over (register.ts: `kit`, imported on first use) like any
// game's.
//
// Invariants: every area holds 1 to 9 troops, but the area just taken while its advance is asked
// [rule 4.3]; no side out of the game owns an area or is still out with an area [rule 6.2]; the round
// stays within the six [rule 6.3]; while orders are owed, the sides that gave one and the sides that
// owe one are exactly the sides still in, split [rule 2.1].
import type { GameState, Side } from '#engine/types.ts';
import type { GameKit, Invariant, Twin } from '#engine/kit/types.ts';
import type { Rand } from '#ai/rand.ts';
import { randomPlayer } from '#ai/random.ts';
import { triad } from './index.ts';
import { T } from './messages.ts';
import { alive, orderAreas, ownAreas } from './rules.ts';
import {
  AREAS,
  MAX_TROOPS,
  ORDERS,
  ROUNDS,
  SIDES,
  type Order,
  type TriadDecision,
  type TriadG,
  type TSide,
} from './types.ts';

type S = GameState<TriadG, TriadDecision>;

export const triadInvariants: Invariant<TriadG>[] = [
  (s) => {
    const top = (s as S).stack.at(-1);
    for (const a of AREAS) {
      const { troops } = s.g.areas[a];
      const justTaken = top?.kind === 'advance' && top.area === a;
      if (justTaken ? troops !== 0 : troops < 1)
        return `${a} holds ${troops} troops${justTaken ? ' while its advance is asked' : ''}`;
      if (troops > MAX_TROOPS) return `${a} holds ${troops} troops, above ${MAX_TROOPS}`;
    }
    return null;
  },
  (s) => {
    for (const side of s.g.out)
      if (ownAreas(s.g, side).length) return `${side} is out and owns ${ownAreas(s.g, side).join(', ')}`;
    return null;
  },
  (s) => (s.g.round >= 1 && s.g.round <= ROUNDS ? null : `round ${s.g.round}`),
  (s) => {
    const top = (s as S).stack.at(-1);
    if (s.result || top?.kind !== 'orders') return null;
    const given = SIDES.filter((x) => s.g.orders[x]);
    const split = [...given, ...(top.sides as TSide[])].sort();
    return split.join() === [...alive(s.g)].sort().join()
      ? null
      : `orders given by ${given.join(', ') || 'none'} and owed by ${top.sides.join(', ')}, sides in: ${alive(s.g).join(', ')}`;
  },
];

/** Whether `side`'s order is given and still secret in `s`. */
const secretOrder = (s: S, side: TSide): Order | undefined =>
  !s.result && s.stack.at(-1)?.kind === 'orders' ? s.g.orders[side] : undefined;

/**
 * The twin: `side`'s order given this round, replaced by another it could have given (any legal
 * order: the board does not change while orders are owed), its own log line with it. With `next`,
 * only an order still secret after the step is changed (the last order reveals them all).
 */
export function triadTwin(
  state: GameState<TriadG>,
  side: Side,
  rand: Rand,
  next?: GameState<TriadG>,
): Twin<TriadG> | null {
  const s = state as S;
  const me = side as TSide;
  const mine = secretOrder(s, me);
  if (!mine || (next && !secretOrder(next as S, me))) return null;
  const others = ORDERS.flatMap((order) => orderAreas(s.g, me, order).map((area): Order => ({ order, area }))).filter(
    (o) => o.order !== mine.order || o.area !== mine.area,
  );
  if (!others.length) return null;
  const other = rand.pick(others);
  const t = structuredClone(s);
  t.g.orders[me] = other;
  const i = t.log.findLastIndex((e) => e.own?.side === me);
  if (i >= 0) t.log[i] = { ...t.log[i]!, own: { side: me, text: T.ownOrder(me, other) } };
  return { state: t, what: `${me}'s order ${mine.order} ${mine.area} → ${other.order} ${other.area}` };
}

export const triadKit: GameKit<TriadG> = {
  module: triad,
  maxActions: 200,
  invariants: triadInvariants,
  players: [randomPlayer()],
  options: [{}],
  twin: triadTwin,
};
