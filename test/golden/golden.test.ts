// Golden replays (issue 7 item 8): whole games of 奉天会戦 and 日露大戦, and the replay files of
// examples/, recorded with the engine as it was before the one engine contract for every game.
// Each must replay, with replay() and with apply() step by step, to byte-identical states: every
// intermediate state and every action's log entries (a chained sha256), and the final state.
// test/golden/record.ts says which games and how they were played and hashed.
//
// The fixtures are the reference: never regenerate them to make a refactoring pass. Only a change
// of the rules that changes games on purpose regenerates them (and then says so in its commit):
//   GOLDEN_UPDATE=1 npx vitest run test/golden
// (日露大戦's legacy-seed games are in test/games/nichiro-taisen/replay-golden.json, checked
// by test/games/nichiro-taisen/replay-golden.test.ts.)
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replay } from '#engine/engine.ts';
import { runReplay } from '#src/replay.ts';
import {
  EXAMPLES_FIXTURE,
  exampleFiles,
  finalJson,
  fixtureOf,
  generate,
  GOLDEN_GAMES,
  moduleOf,
  readExample,
  recordExamples,
  run,
  type ExampleRecord,
  type GoldenGameId,
  type GoldenRecord,
} from './record.ts';

/** One record a line: a diff shows which game changed. */
const write = (url: URL, records: unknown[]) =>
  writeFileSync(url, `[\n${records.map((r) => JSON.stringify(r)).join(',\n')}\n]\n`);

if (process.env.GOLDEN_UPDATE === '1') {
  for (const game of GOLDEN_GAMES) write(fixtureOf(game), generate(game));
  write(EXAMPLES_FIXTURE, recordExamples());
}

const load = <T>(url: URL) => JSON.parse(readFileSync(url, 'utf8')) as T;
const golden = Object.fromEntries(GOLDEN_GAMES.map((g) => [g, load<GoldenRecord[]>(fixtureOf(g))])) as Record<
  GoldenGameId,
  GoldenRecord[]
>;
const examples = load<ExampleRecord[]>(EXAMPLES_FIXTURE);

const isV2 = (r: GoldenRecord) => typeof r.seed === 'object' && r.seed.v === 2;
const finished = (rs: GoldenRecord[]) => rs.filter((r) => r.final.result !== null);

describe('the golden fixtures hold the games issue 7 asks for', () => {
  it('奉天会戦: finished games with legacy seeds and v2 dice, each with options {}, passesAdvanceTime true and false', () => {
    const rs = finished(golden['hoten-kaisen']);
    for (const v2 of [false, true]) {
      const of = rs.filter((r) => isV2(r) === v2);
      expect(of.some((r) => Object.keys(r.options).length === 0)).toBe(true);
      expect(of.some((r) => r.options.passesAdvanceTime === true)).toBe(true);
      expect(of.some((r) => r.options.passesAdvanceTime === false)).toBe(true);
    }
    expect(rs.length).toBeGreaterThanOrEqual(6);
  });

  it('日露大戦: at least 4 finished games with v2 dice, with the naval rules and without', () => {
    const rs = finished(golden['nichiro-taisen']).filter(isV2);
    expect(rs.length).toBeGreaterThanOrEqual(4);
    expect(rs.some((r) => r.options.navalRules === true)).toBe(true);
    expect(rs.some((r) => r.options.navalRules !== true)).toBe(true);
    expect(Math.max(...rs.map((r) => r.actions.length))).toBeGreaterThan(300);
  });

  it('every replay file of examples/ is recorded', () => {
    expect(examples.map((e) => e.file)).toEqual(exampleFiles().map((f) => `examples/${f}`));
    expect(examples.length).toBeGreaterThan(0);
  });
});

for (const game of GOLDEN_GAMES) {
  describe(`${game} golden games replay byte-identically`, () => {
    const m = moduleOf(game);
    for (const rec of golden[game]) {
      const label = `${rec.name} (${rec.actions.length} actions)`;
      const want = JSON.stringify(rec.final);

      it(`${label}: apply() step by step gives every recorded state and log entry, and the final state`, () => {
        const r = run(m, rec.seed, rec.options, rec.actions);
        expect(finalJson(r.final)).toBe(want);
        expect(r.chain).toBe(rec.chain);
      });

      it(`${label}: replay() gives the recorded final state`, () => {
        const rp = replay(m, rec.seed, rec.options, rec.actions);
        expect(rp.ok).toBe(true);
        expect(finalJson(rp.state)).toBe(want);
      });
    }
  });
}

describe('the replay files of examples/ replay to the recorded state', () => {
  for (const ex of examples) {
    const name = ex.file.replace(/^examples\//, '');

    it(`${ex.file}: npm run replay prints the recorded output`, () => {
      const { file } = readExample(name);
      expect(JSON.stringify(runReplay(file))).toBe(JSON.stringify(ex.replayOutput));
    });

    it(`${ex.file}: apply() and replay() of its setup give the recorded states`, () => {
      const { file, actions } = readExample(name);
      const m = moduleOf(file.game);
      const r = run(m, file.seed, file.options ?? {}, actions);
      expect(r.chain).toBe(ex.chain);
      expect(finalJson(r.final)).toBe(JSON.stringify(ex.final));
      const rp = replay(m, file.seed, file.options ?? {}, actions);
      expect(rp.ok).toBe(true);
      expect(finalJson(rp.state)).toBe(JSON.stringify(ex.final));
    });
  }
});
