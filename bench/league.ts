// League bench: pairing one Swiss round of a big community league (src/league/pairing.ts).
//   league_swiss_pairing_ms: median wall time of pairSwiss for 256 entrants at round 5 of 8, the
//   first four rounds paired by pairSwiss itself with seeded results (wins by rating, 10 % draws)
//   and a few withdrawals, so the score groups, side counts and met lists look mid-season.
//   Target ≤ 100 ms (the Discord interaction must be answered well within its 3 s).
//
//   npx tsx -e "import('./bench/league.ts').then(m => console.log(m.benchSwissPairing()))"
import { makeRand } from '#ai/rand.ts';
import { pairSwiss, type SwissPlayer } from '#league/pairing.ts';

interface Entrant {
  id: string;
  score: number;
  rating: number;
  firstCount: number;
  secondCount: number;
  opponents: string[];
  hadBye: boolean;
  withdrawn?: boolean;
}

/** A 256-player Swiss after `played` rounds (win 2, draw 1, bye 2), from one seed. */
export function midSeasonSwiss(players = 256, played = 4, seed = 2024): SwissPlayer[] {
  const rand = makeRand(seed);
  const field: Entrant[] = Array.from({ length: players }, (_, i) => ({
    id: `u${String(i).padStart(3, '0')}`,
    score: 0,
    rating: 1000 + rand.int(1400),
    firstCount: 0,
    secondCount: 0,
    opponents: [],
    hadBye: false,
  }));
  const byId = new Map(field.map((p) => [p.id, p]));
  for (let round = 0; round < played; round++) {
    // About one withdrawal every other round: the field turns odd and byes come in.
    if (rand() < 0.5) rand.pick(field.filter((p) => !p.withdrawn)).withdrawn = true;
    const { pairs, bye } = pairSwiss({ players: field });
    if (bye) {
      const p = byId.get(bye)!;
      p.hadBye = true;
      p.score += 2;
    }
    for (const { first, second } of pairs) {
      const a = byId.get(first)!;
      const b = byId.get(second)!;
      a.opponents.push(b.id);
      b.opponents.push(a.id);
      a.firstCount++;
      b.secondCount++;
      const x = rand();
      const aWins = 1 / (1 + 10 ** ((b.rating - a.rating) / 400));
      if (x < 0.1) {
        a.score++;
        b.score++;
      } else if (x < 0.1 + 0.9 * aWins) a.score += 2;
      else b.score += 2;
    }
  }
  return field;
}

export function benchSwissPairing(samples = 21): { name: string; ms: number } {
  const players = midSeasonSwiss();
  for (let i = 0; i < 3; i++) pairSwiss({ players }); // warm-up (JIT)
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const t0 = performance.now();
    pairSwiss({ players });
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const m = times.length >> 1;
  const ms = times.length % 2 ? times[m]! : (times[m - 1]! + times[m]!) / 2;
  return { name: 'league_swiss_pairing_ms', ms: Math.round(ms * 100) / 100 };
}
