// 203高地's balance runs: seeded games between two random players and between two greedy players
// (src/ai), reporting win rates by side, how games end and how long they last. The design target
// (docs/games/nihyaku-san-kochi.md): neither side above 60 % between equal players, every victory
// path occurring.
//
//   npx tsx scripts/balance-kochi.ts [games per pairing, default 500]
import { greedyPlayer } from '#ai/greedy.ts';
import { makeRand } from '#ai/rand.ts';
import { randomPlayer } from '#ai/random.ts';
import type { Player } from '#ai/player.ts';
import { apply, pendingSides } from '#engine/engine.ts';
import { evaluate } from '#games/nihyaku-san-kochi/ai.ts';
import { nihyakuSanKochi as M } from '#games/nihyaku-san-kochi/index.ts';

const GAMES = Number(process.argv[2] ?? 500);
const clearRarely = (_s: unknown, _side: unknown, a: string) => (a === 'clear' ? 0.02 : 1);
const PAIRINGS: [string, Player][] = [
  ['random vs random', randomPlayer({ weight: clearRarely })],
  ['greedy vs greedy', greedyPlayer({ evaluate: evaluate as never, weight: clearRarely, epsilon: 0.1 })],
];

for (const [name, player] of PAIRINGS) {
  const wins: Record<string, number> = {};
  const ends: Record<string, number> = {};
  let rounds = 0;
  const t = performance.now();
  for (let i = 0; i < GAMES; i++) {
    const rand = makeRand(9000 + i);
    let s = M.setup(1000 + i, {});
    for (let n = 0; !s.result && n < 20000; n++) {
      const side = rand.pick(pendingSides(s));
      const r = apply(M, s, side, player(M, s, side, rand));
      if (!r.ok) throw new Error(r.rejection.text.en);
      s = r.state as typeof s;
    }
    const w = s.result?.winner ?? 'draw';
    wins[w] = (wins[w] ?? 0) + 1;
    const why = s.result?.reason.en ?? 'unfinished';
    ends[why] = (ends[why] ?? 0) + 1;
    rounds += s.g.round;
  }
  const pct = (k: string) => `${(((wins[k] ?? 0) / GAMES) * 100).toFixed(1)} %`;
  console.log(
    `${name}: ${GAMES} games in ${((performance.now() - t) / 1000).toFixed(0)} s — Japan ${pct('japan')}, Russia ${pct('russia')}, draws ${pct('draw')}; ${(rounds / GAMES).toFixed(1)} rounds on average`,
  );
  for (const [why, n] of Object.entries(ends).sort((a, b) => b[1] - a[1])) console.log(`    ${n} × ${why}`);
}
