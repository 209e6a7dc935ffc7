// The flow figures of `npm run bench` (issue "Play that flows"): in games played by each game's
// fuzz players (its kit: random and greedy players, its option sets), every action followed by what
// the service does after it — the decisions nobody needs to be asked taken by the bot, the standing
// preferences' answers (src/service/settle.ts) — and the channel post decided as the service
// decides it (postsNow, src/service/notifications.ts). Per game:
//   posts_per_handover_<id>: channel posts ÷ hand-overs (changes after which another set of sides
//     owes the decision; the game's start counts as one): at most 1.0 when posts go out only when
//     the player who must act changes;
//   forced_pings_<id>: posts that ping a player whose only legal choice is fixed by what both sides
//     can see (src/engine/forced.ts forcedAction): 0 when the bot takes those itself.
// Seats carry no preference here (the default), so every event window stays a real decision.
import { makeRand } from '#ai/rand.ts';
import { apply, pendingSides } from '#engine/engine.ts';
import { forcedAction } from '#engine/forced.ts';
import { diceSeedFor } from '#engine/kit/fuzz.ts';
import type { GameState } from '#engine/types.ts';
import { allPackages } from '#games/index.ts';
import { postsNow } from '#service/notifications.ts';
import { settle, type SeatPrefs } from '#service/settle.ts';

export interface FlowFigure {
  game: string;
  games: number;
  actions: number;
  forcedTaken: number;
  handovers: number;
  posts: number;
  forcedPings: number;
  postsPerHandover: number;
}

const sameSides = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((s) => b.includes(s));

export async function flowFigures(gamesPerGame = 12, seed = 1): Promise<FlowFigure[]> {
  const out: FlowFigure[] = [];
  for (const pkg of allPackages()) {
    const kit = await pkg.kit();
    const m = pkg.rules;
    const f: FlowFigure = {
      game: m.id,
      games: 0,
      actions: 0,
      forcedTaken: 0,
      handovers: 0,
      posts: 0,
      forcedPings: 0,
      postsPerHandover: 0,
    };
    for (let i = 0; i < gamesPerGame; i++) {
      const seats: SeatPrefs[] = m.sides.map((side, k) => ({ side, userId: `u${k}`, prefs: {} }));
      const options = kit.options[i % kit.options.length] ?? {};
      const player = kit.players[i % kit.players.length]!;
      const rand = makeRand(seed * 7919 + i);
      const first = settle(m, seats, m.setup(diceSeedFor(seed, i), options));
      let state: GameState = first.state;
      f.forcedTaken += first.actions.length;
      const count = (prev: GameState | null, next: GameState) => {
        if (!prev || !sameSides(pendingSides(prev), pendingSides(next)) || (next.result && !prev.result)) f.handovers++;
        if (!postsNow(m, prev, next, seats)) return;
        f.posts++;
        // A post that pings a player whose only choice is fixed by public information.
        if (!next.result && forcedAction(m, next)) f.forcedPings++;
      };
      count(null, state);
      for (let n = 0; n < kit.maxActions && !state.result; n++) {
        const side = pendingSides(state)[rand.int(pendingSides(state).length)]!;
        const action = player(m, state, side, rand);
        const r = apply(m, state, side, action);
        if (!r.ok) throw new Error(`flow bench: ${m.id} refused its player's ${action}: ${r.rejection.code}`);
        const after = settle(m, seats, r.state);
        f.actions++;
        f.forcedTaken += after.actions.length;
        count(state, after.state);
        state = after.state;
      }
      f.games++;
    }
    f.postsPerHandover = f.posts / f.handovers;
    out.push(f);
  }
  return out;
}
