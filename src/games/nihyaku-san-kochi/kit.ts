// 203高地's test kit (src/engine/kit/types.ts): invariants, players and the twin of the cards being
// set. The registry hands it over (getPackage(id).kit(), imported on first use) to
// test/games/nihyaku-san-kochi/*.test.ts, scripts/fuzz.ts and whatever plays every game.
import type { GameState, Side } from '#engine/types.ts';
import { greedyPlayer } from '#ai/greedy.ts';
import { randomPlayer } from '#ai/random.ts';
import type { Rand } from '#ai/rand.ts';
import { AREAS } from './data/board.ts';
import { ORDER_CARDS } from './data/cards.ts';
import { designOf } from './data/design.ts';
import type { KSide } from './data/types.ts';
import { evaluate } from './ai.ts';
import { nihyakuSanKochi } from './index.ts';
import { KOCHI_REVISION, needed } from './rules/round.ts';
import type { KochiFrame, KochiG } from './types.ts';
import type { GameKit, GameTags, Invariant, Twin } from '#engine/kit/types.ts';

type S = GameState<KochiG, KochiFrame>;

const unitsTotal = (g: KochiG, side: KSide) => g.stock[side] + Object.values(g.units).reduce((n, u) => n + u[side], 0);

/** [rule 2] the area limits, the units and SP tokens neither made nor lost, VP within 0…30. */
export const kochiInvariants: Invariant<KochiG>[] = [
  (s) => {
    for (const a of AREAS) {
      const u = s.g.units[a.id] ?? { japan: 0, russia: 0 };
      if (u.japan > 3 || u.russia > 3 || u.japan + u.russia > 6 || u.japan < 0 || u.russia < 0)
        return `[rule 2] ${a.id}: ${u.japan}+${u.russia}`;
    }
    return null;
  },
  (s) =>
    unitsTotal(s.g, 'japan') === designOf(s.g).stock.japan && unitsTotal(s.g, 'russia') === designOf(s.g).stock.russia
      ? null
      : 'units appeared or vanished',
  (s) =>
    s.g.pool + s.g.sp.japan + s.g.sp.russia === designOf(s.g).spPool
      ? null
      : `[rule 7] ${s.g.pool} + ${s.g.sp.japan} + ${s.g.sp.russia} SP`,
  (s) =>
    s.g.vp.japan <= 30 && s.g.vp.russia <= 30 && s.g.vp.japan >= 0 && s.g.vp.russia >= 0 ? null : 'VP outside 0…30',
];

const clearRarely = (_s: GameState, _side: Side, a: string) => (a === 'clear' ? 0.02 : 1);
export const kochiPlayers = [
  randomPlayer({ weight: clearRarely }),
  greedyPlayer({ evaluate: evaluate as never, weight: clearRarely, epsilon: 0.1 }),
];

/** [rule 4.2] The twin: `side`'s cards set so far this round replaced by another sequence it could have set. */
export function kochiTwin(
  original: GameState<KochiG>,
  side: Side,
  rand: Rand,
  after?: GameState<KochiG>,
): Twin<KochiG> | null {
  const s = original as S;
  if (s.stack.at(-1)?.kind !== 'orders') return null;
  if (after && (after as S).stack.at(-1)?.kind !== 'orders') return null;
  const k = side as KSide;
  const otherDone = (['japan', 'russia'] as const)
    .filter((x) => x !== k)
    .every((x) => s.g.set[x].length === needed(s.g, x));
  const most = needed(s.g, k) - (otherDone ? 1 : 0);
  const own = ORDER_CARDS.filter((c) => c.side === k).map((c) => c.id);
  for (let i = own.length - 1; i > 0; i--) {
    const j = rand.int(i + 1);
    [own[i], own[j]] = [own[j]!, own[i]!];
  }
  const mine = own.slice(0, rand.int(most + 1));
  if (mine.join() === s.g.set[k].join()) return null;
  const t = structuredClone(s);
  t.g.set[k] = mine;
  return { state: t, what: `${k} set ${s.g.set[k].join(' ') || '—'} → ${mine.join(' ') || '—'}` };
}

/** The special orders by their action's verb (rules/round.ts's carry verbs). */
const SPECIAL_VERBS: Record<string, string> = {
  move2: 'move-plus',
  group: 'move-group',
  assault: 'attack-double',
  destroy: 'destroy',
  request: 'request',
  entry2: 'entry-plus',
};
const SPECIAL_NAME = new Map(
  ORDER_CARDS.flatMap((c) => c.specials.map((x) => [x.id.slice(3), `${x.name.ja} (${x.name.en})`] as const)),
);

/**
 * What happened in a game (`npm run match` counts them): each special order carried out, by name
 * ([rule 10]); the SP burst ([rule 7], its log line, revision 2 on).
 */
export const kochiTags: GameTags<KochiG> = (state, actions) => {
  const tags = new Set<string>();
  for (const { action } of actions) {
    const special = SPECIAL_VERBS[action.split(' ')[0]!];
    if (special) tags.add(`special ${SPECIAL_NAME.get(special)}`);
  }
  if (state.log.some((e) => e.text.en.startsWith('SP burst'))) tags.add('SP burst (SPバースト)');
  return [...tags];
};

export const kochiKit: GameKit<KochiG> = {
  module: nihyakuSanKochi,
  maxActions: 20_000,
  invariants: kochiInvariants,
  players: kochiPlayers,
  // The revision new games get (src/service/lobby.ts sets it the same way): matches and fuzzing
  // measure the current rules; revision 1 is pinned by test/games/nihyaku-san-kochi/reveal.test.ts.
  options: [{ revision: KOCHI_REVISION }],
  twin: kochiTwin,
  tags: kochiTags,
};
