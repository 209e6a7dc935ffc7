// Replays of fixed 日露大戦 games must stay byte-identical: the action logs and the final states
// (and a hash of every intermediate state and of every action's log entries) were recorded
// before the engine's fast legality check and the rules' cheaper paths went in (golden.ts
// says which games), and before the game declared its decisions (the one legality check since).
// A change of the rules or of the card texts that changes a game on purpose regenerates it:
//   NICHIRO_GOLDEN_UPDATE=1 npx vitest run test/games/nichiro-taisen/replay-golden.test.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replay } from '#engine/engine.ts';
import { nichiroTaisen as M } from '#games/nichiro-taisen/index.ts';
import { FIXTURE, finalJson, generate, run, unpack, type GoldenGame, type S } from './golden.ts';

const update = process.env.NICHIRO_GOLDEN_UPDATE === '1';
if (update) writeFileSync(FIXTURE, `${JSON.stringify(generate())}\n`);
const golden = JSON.parse(readFileSync(FIXTURE, 'utf8')) as GoldenGame[];

describe('日露大戦 replays are byte-identical to the recorded ones', () => {
  it('the fixture holds long games, with and without the naval rules', () => {
    expect(golden.length).toBeGreaterThanOrEqual(8);
    expect(golden.every((g) => g.final.result !== null)).toBe(true);
    expect(golden.some((g) => g.options.navalRules === true)).toBe(true);
    expect(Math.max(...golden.map((g) => g.actions.length))).toBeGreaterThan(400);
  });
  for (const game of golden) {
    it(`${game.name} (${game.actions.length} actions): every state and log entry, and the final state`, () => {
      const actions = game.actions.map(unpack);
      const r = run(game.seed, game.options, actions, M);
      const want = JSON.stringify(game.final);
      expect(finalJson(r.final)).toBe(want);
      expect(r.chain).toBe(game.chain);
      const rp = replay(M, game.seed, game.options, actions);
      expect(rp.ok).toBe(true);
      expect(finalJson(rp.state as S)).toBe(want);
    });
  }
});
