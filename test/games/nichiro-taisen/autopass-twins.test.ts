// The twin-state check over the auto-pass preference (issue "Play that flows": a window whose
// answer depends on a secret stays a decision unless the player set a standing preference, and
// then the window must look the same to the opponent whether or not the preference fired).
//
// Russia (bob) has /autopass on: pass every event window in which no event can be played. Japan
// (alice) takes an action that opens Russia's event window in Japan's stretch. Two twins that
// differ only in Russia's hand: in one the preference fires at once (no event playable); in the
// other the window waits for bob — in private, by DM — and he passes by hand. Everything the
// channel and alice are shown must be the same in both: the channel's posts (text, mention,
// buttons, view), alice's view and log, and the lines alice reads (her reply, and the DM telling
// her the stretch goes on). Version numbers are left out (the twin that waited has one more change).
import { describe, expect, it } from 'vitest';
import { makeRand } from '#ai/rand.ts';
import { apply, legalActions, pendingSides, visibleLog } from '#engine/engine.ts';
import type { GameModule, GameState, LogEntry, Text } from '#engine/types.ts';
import { nichiroKit } from '#games/nichiro-taisen/kit.ts';
import { owedMessages } from '#service/notifications.ts';
import { privateWindow, settle } from '#service/settle.ts';
import type { Game } from '#service/types.ts';
import { fakeGame, firstDiff, sampleStates } from '../../kit/twin.ts';

const m = nichiroKit.module as GameModule;
const PREFS = { autoPass: true, unless: [] };

function gameAt(state: GameState): Game {
  const g = fakeGame(m);
  return {
    ...g,
    state,
    seats: g.seats.map((s) => (s.side === 'russia' ? { ...s, prefs: PREFS } : s)),
  };
}

/** What the channel and alice (Japan) are sent by a change: the channel's posts and alice's DMs, without versions. */
function seen(game: Game, prev: GameState, next: GameState, log: LogEntry[]) {
  const { outbox } = owedMessages(m, { ...game, state: prev }, prev, next, log, 0);
  return outbox
    .filter((o) => o.kind === 'channel' || o.target === 'user-japan')
    .map((o) => JSON.parse(JSON.stringify(o, (k, v) => (k === 'version' ? undefined : v))));
}

const lines = (log: LogEntry[]): Text[] => visibleLog(log, 'japan').map((e) => e.text);

describe('auto-pass twins: a covered event window looks the same to the opponent, fired or not', () => {
  it("Russia's windows in Japan's stretch: same posts, same view and lines for Japan", () => {
    const rand = makeRand(11);
    const states = sampleStates({
      module: m,
      games: 6,
      seed: 5,
      every: 1,
      maxActions: 1200,
      player: nichiroKit.players,
    });
    let pairs = 0;
    const differences: string[] = [];
    for (const s of states) {
      if (pairs >= 12 || s.result || pendingSides(s).join() !== 'japan') continue;
      for (const { action } of legalActions(m, s, 'japan')) {
        const raw = apply(m, s, 'japan', action);
        if (!raw.ok || raw.rolled || raw.revealed) continue;
        // The action opens a window of Russia's that bob's preference covers, in Japan's stretch.
        if (privateWindow(m, gameAt(s).seats, raw.state) !== 'russia') continue;
        // Twins of Russia's hand: one where the preference passes at once, one where it waits.
        const variants = [s, ...Array.from({ length: 40 }, () => nichiroKit.twin(s, 'russia', rand)?.state)];
        let fired: GameState | null = null;
        let waits: GameState | null = null;
        for (const v of variants) {
          if (!v) continue;
          const r = apply(m, v, 'japan', action);
          if (!r.ok) continue;
          const after = settle(m, gameAt(v).seats, r.state);
          if (privateWindow(m, gameAt(v).seats, after.state) === 'russia') waits ??= v;
          else fired ??= v;
        }
        if (!fired || !waits) continue;
        pairs++;
        const where = `step ${s.step}, "${action}"`;
        // Fired: alice's action, then bob's automatic pass and what follows, in one change.
        const a1 = apply(m, fired, 'japan', action);
        if (!a1.ok) throw new Error('listed');
        const a = settle(m, gameAt(fired).seats, a1.state);
        const seenA = seen(gameAt(fired), fired, a.state, [...a1.log, ...a.log]);
        // Waited: alice's action (the window opens in private), then bob passes by hand.
        const b1 = apply(m, waits, 'japan', action);
        if (!b1.ok) throw new Error('listed');
        const bw = settle(m, gameAt(waits).seats, b1.state);
        const seenB1 = seen(gameAt(waits), waits, bw.state, [...b1.log, ...bw.log]);
        // Nothing in the channel while the window is open; bob is asked by DM (not compared: his secret).
        expect(
          seenB1.filter((o) => o.kind === 'channel'),
          `${where}: the window is not posted`,
        ).toEqual([]);
        const b2 = apply(m, bw.state, 'russia', 'pass');
        if (!b2.ok) throw new Error('pass is always legal in a window');
        const b = settle(m, gameAt(waits).seats, b2.state);
        const seenB2 = seen(gameAt(waits), bw.state, b.state, [...b2.log, ...b.log]);
        const channel = (xs: typeof seenA) => xs.filter((o) => o.kind === 'channel');
        const diff = (what: string, x: unknown, y: unknown) => {
          const d = firstDiff(x, y);
          if (d !== null) differences.push(`${where}: ${what} differ at ${d}`);
        };
        diff('channel posts', channel(seenA), [...channel(seenB1), ...channel(seenB2)]);
        diff("Japan's view", m.view(a.state, 'japan'), m.view(b.state, 'japan'));
        diff('public view', m.view(a.state, null), m.view(b.state, null));
        diff('summaries', m.summary(a.state), m.summary(b.state));
        diff("Japan's log", visibleLog(a.state.log, 'japan'), visibleLog(b.state.log, 'japan'));
        // The lines alice reads: her reply (her action and all it set off) when it fired; her reply
        // and, when the window closes, the DM telling her the stretch goes on, when it waited.
        const dmLines = seenB2
          .filter((o) => o.kind === 'dm')
          .flatMap((o) => (o.payload.type === 'private' ? (o.payload.lines as Text[]) : []));
        if (pendingSides(b.state).includes('japan') && !channel(seenB2).length) {
          expect(dmLines.length, `${where}: alice is told her stretch goes on`).toBeGreaterThan(0);
          diff("Japan's lines", lines([...a1.log, ...a.log]), [
            ...lines([...b1.log, ...bw.log]),
            ...dmLines.slice(0, -1),
          ]);
        }
      }
    }
    expect(differences).toEqual([]);
    expect(pairs, 'windows where the preference fired in one twin and waited in the other').toBeGreaterThan(2);
  });
});
