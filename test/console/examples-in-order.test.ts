// The README's examples stand alone: its own commands, in the README's order, on ONE database —
// the Quick start's lines (typed to `npm start`), then every `npm start -- examples/<file>` the
// README names, each as a fresh process would run it (a new console on the same database: its own
// clock, dice secret and users' languages). Every script must end with no line gone wrong — no
// refusal it does not mark "!refused", no marked one carried out, no unreadable line — and each
// example's games must stand in channels of their own. And `npm start -- FILE` itself exits 1 on
// a refusal the script did not expect, 0 on one it marked.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { LocalConsole, type ScriptResult } from '#console/console.ts';
import { startConsole, type ConsoleHarness } from '../helpers/console.ts';
import { BUNDLE_NODE_ARGS } from '../helpers/spawn-bot.ts';

const ROOT = new URL('../../', import.meta.url);
const README = fs.readFileSync(new URL('README.md', ROOT), 'utf8');

/** The lines the Quick start types after `npm start` (its `text` block). */
function quickStartLines(): string[] {
  const start = README.indexOf('## Quick start');
  const block = /```text\n([\s\S]*?)```/.exec(README.slice(start))![1]!;
  return block.split('\n').filter((l) => l.startsWith('@'));
}

/** Every example script the README runs with `npm start -- examples/<file>`, in the README's order. */
function readmeScripts(): string[] {
  return [...new Set([...README.matchAll(/`npm start -- (examples\/[\w.-]+)`/g)].map((m) => m[1]!))];
}

describe("the README's examples, in the README's order, on one database", () => {
  let h: ConsoleHarness | undefined;
  afterEach(async () => {
    await h?.stop();
    h = undefined;
  });

  it('every script runs with no refusal it does not expect, each game in a channel of its own', async () => {
    const scripts = readmeScripts();
    // Every example game of the README is there, the last one the league.
    expect(scripts).toEqual([
      'examples/whole-game.txt',
      'examples/nichiro-game.txt',
      'examples/sekigahara-game.txt',
      'examples/nihyaku-san-kochi-game.txt',
      'examples/clock-game.txt',
      'examples/practice.txt',
      'examples/league.txt',
    ]);
    // `npm start` as it runs: no fixed seed, the default language Japanese.
    h = await startConsole('ja', null);
    const harness = h;
    const fresh = { newDiceSecret: harness.app.deps.newDiceSecret };
    const runs: { name: string; result: ScriptResult; printed: string[]; games: Set<string> }[] = [];
    const run = async (name: string, input: NodeJS.ReadableStream) => {
      // A new process: the bot's own clock and no dice secret of a former script's.
      delete harness.app.deps.now;
      harness.app.deps.newDiceSecret = fresh.newDiceSecret;
      delete harness.app.deps.newAiSeed;
      const from = harness.lines.length;
      const before = new Set((await harness.app.db.prisma.game.findMany({ select: { id: true } })).map((g) => g.id));
      const io = { print: (l: string) => harness.lines.push(...l.split('\n')), imageDir: harness.imageDir };
      const cons = new LocalConsole(
        harness.app.deps,
        io,
        () => harness.app.outbox.drain(),
        'ja',
        harness.cons.transport,
      );
      const result = await cons.runStream(input, false);
      const games = await harness.app.db.prisma.game.findMany({ select: { id: true, channelId: true } });
      runs.push({
        name,
        result,
        printed: harness.lines.slice(from),
        games: new Set(games.filter((g) => !before.has(g.id)).map((g) => g.channelId)),
      });
    };
    await run('Quick start', Readable.from(quickStartLines().map((l) => `${l}\n`)));
    for (const s of scripts) await run(s, fs.createReadStream(new URL(s, ROOT)));

    for (const r of runs) {
      expect(r.result.failed, r.name).toEqual([]);
      expect(
        r.printed.filter((l) => l.startsWith('!')),
        r.name,
      ).toEqual([]);
      expect(r.games.size, `${r.name} made a game`).toBeGreaterThan(0);
    }
    // No two of them played in one channel.
    const channels = runs.flatMap((r) => [...r.games]);
    expect(new Set(channels).size).toBe(channels.length);
    // The scripts meant to refuse did: the marked lines were refused, as on their own.
    const refusals = (name: string) => runs.find((r) => r.name === name)!.printed.filter((l) => l.includes('❌'));
    expect(refusals('examples/clock-game.txt')).toHaveLength(1);
    expect(refusals('examples/league.txt')).toEqual(['[reply → @erin · private] ❌ You have joined already.']);
  });
});

describe('npm start -- FILE: the exit code', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hexpost-exit-'));
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  /**
   * `npm start -- <script>` on a new data folder: the bot's code as its bundle (scripts/bundle.mjs), started with
   * plain node, the same code at a third of the start's CPU.
   */
  const start = (lines: string[]): Promise<{ code: number; out: string }> => {
    const file = path.join(dir, `script-${Math.random().toString(36).slice(2)}.txt`);
    fs.writeFileSync(file, lines.join('\n'));
    const env = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PGLITE_DIR: path.join(dir, 'pglite'),
      IMAGE_DIR: path.join(dir, 'out'),
      RENDER_THREADS: '0',
    };
    return new Promise((resolve) => {
      execFile(
        process.execPath,
        [...BUNDLE_NODE_ARGS, path.join(inject('botBundle'), 'main.mjs'), file],
        { cwd: ROOT, env, timeout: 120_000 },
        (err, stdout, stderr) => {
          const code = err ? (typeof err.code === 'number' ? err.code : -1) : 0;
          resolve({ code, out: `${stdout}${stderr}` });
        },
      );
    });
  };

  it('exits 1 on a refusal the script did not mark, 0 when it marked it "!refused"', async () => {
    const unexpected = await start(['@alice:en /status']);
    expect(unexpected.out).toContain('[reply → @alice · private] ❌ There is no game in this channel.');
    expect(unexpected.out).toContain('! line 1: refused, and the line does not expect it');
    expect(unexpected.code).toBe(1);
    const expected = await start(['# no game here yet', '!refused @alice:en /status', '@alice /help']);
    expect(expected.out).toContain('❌ There is no game in this channel.');
    expect(expected.out).not.toMatch(/^!/m);
    expect(expected.code).toBe(0);
  }, 300_000);
});
