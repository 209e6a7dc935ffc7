// The match runner's pure parts (src/ai/match.ts, `npm run match`): its arguments, the Wilson
// interval, the sides each player takes, and real seeded games of every registered game played
// in this thread — their tally, the summary's last line, and the same seed giving the same games.
import { describe, expect, it } from 'vitest';
import {
  type GameRecord,
  lastLine,
  parseMatchArgs,
  percentile,
  playMatchGame,
  sideOfA,
  summaryText,
  tally,
  UsageError,
  wilson,
} from '#ai/match.ts';
import { allPackages } from '#games/index.ts';

const KNOWN = ['hoten-kaisen', 'nichiro-taisen'];

describe('parseMatchArgs', () => {
  it('reads every argument, with defaults for the seed, the threads and --verbose', () => {
    expect(
      parseMatchArgs(['--game', 'hoten-kaisen', '--a', 'ai-fast', '--b', 'greedy', '--games', '10'], KNOWN),
    ).toEqual({
      game: 'hoten-kaisen',
      a: 'ai-fast',
      b: 'greedy',
      games: 10,
      seed: 1,
      threads: undefined,
      verbose: false,
    });
    expect(
      parseMatchArgs(
        ['--game=nichiro-taisen', '--a', 'random', '--b=ai', '--games', '3', '--seed', '-5', '--threads', '0', '-v'],
        KNOWN,
      ),
    ).toEqual({ game: 'nichiro-taisen', a: 'random', b: 'ai', games: 3, seed: -5, threads: 0, verbose: true });
    expect(parseMatchArgs(['--game', 'x', '--help'], KNOWN)).toBe('help');
  });

  it('refuses bad arguments with a message that says what is wrong', () => {
    const ok = ['--game', 'hoten-kaisen', '--a', 'random', '--b', 'greedy', '--games', '4'];
    const bad: [string[], RegExp][] = [
      [ok.slice(0, 6), /--games is missing/],
      [['--game', 'chess', ...ok.slice(2)], /no game "chess" \(games: hoten-kaisen, nichiro-taisen\)/],
      [[...ok.slice(0, 5), 'minimax', ...ok.slice(6)], /--b: no player "minimax"/],
      [[...ok.slice(0, 7), '0'], /--games must be an integer ≥ 1/],
      [[...ok.slice(0, 7), '2.5'], /--games must be an integer/],
      [[...ok, '--seed', 'abc'], /--seed must be an integer/],
      [[...ok, '--threads', '-1'], /--threads must be an integer ≥ 0/],
      [[...ok, '--seed'], /--seed needs a value/],
      [[...ok, '--a', 'ai'], /--a is given twice/],
      [[...ok, '--fast'], /unknown argument "--fast"/],
    ];
    for (const [argv, message] of bad) {
      expect(() => parseMatchArgs(argv, KNOWN)).toThrow(UsageError);
      expect(() => parseMatchArgs(argv, KNOWN)).toThrow(message);
    }
  });
});

describe('the figures', () => {
  it('wilson: the 95 % score interval', () => {
    const close = (x: { lo: number; hi: number }, lo: number, hi: number) => {
      expect(x.lo).toBeCloseTo(lo, 4);
      expect(x.hi).toBeCloseTo(hi, 4);
    };
    close(wilson(5, 10), 0.2366, 0.7634);
    close(wilson(0, 10), 0, 0.2775);
    close(wilson(10, 10), 0.7225, 1);
    close(wilson(81, 263), 0.2553, 0.3662);
    expect(wilson(0, 0)).toEqual({ lo: 0, hi: 1 });
  });

  it('percentile: nearest rank', () => {
    const xs = Array.from({ length: 20 }, (_, i) => 20 - i); // 20 … 1
    expect(percentile(xs, 0.5)).toBe(10);
    expect(percentile(xs, 0.95)).toBe(19);
    expect(percentile(xs, 1)).toBe(20);
    expect(percentile([7], 0.95)).toBe(7);
    expect(percentile([], 0.5)).toBeNaN();
  });

  it('each player takes each side in half of an even number of games, and each option set from both sides', () => {
    const sides = ['x', 'y'];
    for (const sets of [1, 2, 3, 4]) {
      const games = 4 * sets;
      const count: Record<string, number> = {};
      for (let i = 0; i < games; i++) {
        const key = `${i % sets} ${sideOfA(sides, i, sets)}`;
        count[key] = (count[key] ?? 0) + 1;
      }
      for (let o = 0; o < sets; o++) for (const s of sides) expect(count[`${o} ${s}`], `${sets} sets`).toBe(2);
      // Any even number of games: each side exactly half.
      for (let n = 2; n <= 12; n += 2) {
        const a = Array.from({ length: n }, (_, i) => sideOfA(sides, i, sets)).filter((s) => s === 'x').length;
        expect(a).toBe(n / 2);
      }
    }
  });
});

describe('playMatchGame: random against random, every registered game', () => {
  for (const pkg of allPackages()) {
    const id = pkg.rules.id;
    it(`${id}: 4 games tallied, the last line, the same seed gives the same games`, async () => {
      const { options, maxActions } = await pkg.kit();
      const play = (seed: number, index: number): GameRecord =>
        playMatchGame({ module: pkg.rules, ai: pkg.ai, options, maxActions, seed, index, a: 'random', b: 'random' });
      const records = [0, 1, 2, 3].map((i) => play(11, i));
      const sides = pkg.rules.sides;
      const t = tally(records, sides);
      expect(t.games).toBe(4);
      expect(t.wins.a + t.wins.b + t.draws).toBe(4);
      expect(Object.values(t.sideWins).reduce((x, y) => x + y, 0)).toBe(t.wins.a + t.wins.b);
      expect(Object.values(t.ends).reduce((x, y) => x + y, 0)).toBe(4);
      expect(t.unfinished).toBe(records.filter((r) => r.unfinished).length);
      expect(t.ends.unfinished ?? 0).toBe(t.unfinished);
      for (const seat of ['a', 'b'] as const) for (const s of sides) expect(t.played[seat][s]).toBe(2);
      for (const r of records) {
        expect(r.sides.a).not.toBe(r.sides.b);
        expect(r.actions).toBeGreaterThan(0);
        expect(r.actions).toBeLessThanOrEqual(maxActions);
        if (r.winner) expect(r.winnerSide).toBe(r.sides[r.winner]);
        expect(r.think).toEqual({ a: [], b: [] }); // random players do not think
      }

      const text = summaryText({ game: id, a: 'random', b: 'random', seed: 11 }, sides, t);
      const last = text.split('\n').at(-1)!;
      expect(last).toMatch(new RegExp(`^match ${id} random random \\d+ \\d+ \\d+$`));
      expect(last).toBe(`match ${id} random random ${t.wins.a} ${t.wins.b} ${t.draws}`);
      expect(last).toBe(lastLine(id, 'random', 'random', t));
      for (const s of sides) expect(text).toContain(`  ${s}`);

      // Reproducible, game by game and in whatever order the games finish.
      expect([3, 0].map((i) => play(11, i))).toEqual([records[3], records[0]]);
      expect(
        summaryText({ game: id, a: 'random', b: 'random', seed: 11 }, sides, tally([...records].reverse(), sides)),
      ).toBe(text);
      // Another seed, another game.
      expect(play(12, 0)).not.toEqual(records[0]);
    }, 120_000);
  }
});

describe('tags: what happened in a game (GameKit.tags)', () => {
  it('the kit’s tags of each game are recorded once each, counted by the tally and printed', async () => {
    const pkg = allPackages().find((p) => p.rules.id === 'nihyaku-san-kochi')!;
    const { options, maxActions } = await pkg.kit();
    const seen: number[] = [];
    const tags = (s: { step: number }, actions: readonly { side: string; action: string }[]) => {
      seen.push(actions.length);
      expect(actions.length).toBeGreaterThan(0);
      expect(s.step).toBeGreaterThanOrEqual(actions.length);
      return ['played', 'played', `first ${actions[0]!.action.split(' ')[0]}`];
    };
    const play = (index: number) =>
      playMatchGame({
        module: pkg.rules,
        ai: pkg.ai,
        options,
        maxActions,
        tags,
        seed: 5,
        index,
        a: 'random',
        b: 'random',
      });
    const records = [0, 1].map(play);
    for (const r of records) {
      expect(r.tags).toEqual(['first set', 'played']);
      expect(seen[r.index]).toBe(r.actions);
    }
    const t = tally(records, pkg.rules.sides);
    expect(t.tags).toEqual({ played: 2, 'first set': 2 });
    const text = summaryText({ game: 'nihyaku-san-kochi', a: 'random', b: 'random', seed: 5 }, pkg.rules.sides, t);
    expect(text).toContain('what happened (games with each):\n      2 games with first set\n      2 games with played');
    expect(text.split('\n').at(-1)).toMatch(/^match nihyaku-san-kochi random random/);
    // Without tags: none recorded, none printed.
    const plain = playMatchGame({
      module: pkg.rules,
      ai: pkg.ai,
      options,
      maxActions,
      seed: 5,
      index: 0,
      a: 'random',
      b: 'random',
    });
    expect(plain.tags).toEqual([]);
    expect(
      summaryText({ game: 'x', a: 'random', b: 'random', seed: 5 }, pkg.rules.sides, tally([plain], pkg.rules.sides)),
    ).not.toContain('what happened');
  });

  it('203高地’s kit names the special orders carried out and the SP burst, and plays the current revision', async () => {
    const pkg = allPackages().find((p) => p.rules.id === 'nihyaku-san-kochi')!;
    const kit = await pkg.kit();
    expect(kit.options).toEqual([{ revision: pkg.rules.revision }]);
    const records = Array.from({ length: 12 }, (_, index) =>
      playMatchGame({
        module: pkg.rules,
        ai: pkg.ai,
        options: kit.options,
        maxActions: kit.maxActions,
        tags: kit.tags,
        seed: 3,
        index,
        a: 'random',
        b: 'random',
      }),
    );
    const t = tally(records, pkg.rules.sides);
    expect(Object.keys(t.tags).every((k) => /^special .+ \(.+\)$|^SP burst \(SPバースト\)$/.test(k))).toBe(true);
    expect(t.tags['special 追加移動 (Extra move)']).toBeGreaterThan(0);
    for (const r of records) expect(r.options).toEqual({ revision: pkg.rules.revision });
  });
});
