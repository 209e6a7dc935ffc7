// 三国鼎立 (Triad, test/games/third-shape), a game that plugs in from the test folder only, in the
// local console: /newgame offers it (its choices come from the registry), three users create and
// accept it, and play it to the end with /act, each action picked among what `?act` (the
// console's autocomplete) offers the player. The transcript must keep every order secret until the
// round's last one is given: only its giver reads it (reply, DM), the channel reads that an order
// was given, then every order at once.
import './register.ts';
import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { commandNamed } from '#commands/index.ts';
import { pendingSides } from '#engine/engine.ts';
import type { GameState } from '#engine/types.ts';
import { verifyReplay } from '#service/read.ts';
import type { TriadG, TSide } from './types.ts';
import { blocks, images, startConsole, text, type Block, type ConsoleHarness } from '../../helpers/console.ts';

type S = GameState<TriadG>;

const USER: Record<TSide, string> = { wei: 'alice', shu: 'bob', wu: 'carol' };
const SIDE_OF: Record<string, TSide> = { alice: 'wei', bob: 'shu', carol: 'wu' };
const SIDE_EN: Record<TSide, string> = { wei: 'Wei', shu: 'Shu', wu: 'Wu' };

/** Who may read a block: a user, or everyone (the channel). */
function readerOf(b: Block): string | 'public' | null {
  if (b.head.startsWith('[#console · public]')) return 'public';
  const m = /^\[(?:reply|DM|autocomplete) → @(\w+) · private\]/.exec(b.head);
  return m ? m[1]! : null;
}

describe('三国鼎立 (a test game of three sides) in the LocalConsole', () => {
  let h: ConsoleHarness | undefined;
  afterEach(async () => {
    await h?.stop();
    h = undefined;
  });

  it('/newgame offers the registered game and its sides', () => {
    const options = (commandNamed('newgame')!.data.options ?? []) as {
      name: string;
      choices?: { name: string; value: string; name_localizations?: { ja?: string } }[];
    }[];
    const game = options.find((o) => o.name === 'game')!;
    expect(game.choices).toContainEqual(
      expect.objectContaining({
        value: 'test-triad',
        name: 'Triad (test game)',
        name_localizations: { ja: '三国鼎立(テスト用)' },
      }),
    );
    const side = options.find((o) => o.name === 'side')!;
    for (const s of ['wei', 'shu', 'wu']) expect(side.choices!.map((c) => c.value)).toContain(s);
  });

  it('three users create, accept and play a whole game to its end', async () => {
    h = await startConsole('en', 11);
    const hh = h;
    const run = (line: string) => hh.cons.run(line);
    /** `@user ?act` → the action values it offers. */
    const offered = async (user: string): Promise<string[]> => {
      const from = hh.lines.length;
      await run(`@${user} ?act`);
      const [b, ...rest] = blocks(hh.lines.slice(from));
      expect(rest).toEqual([]);
      expect(b!.head).toMatch(new RegExp(`^\\[autocomplete → @${user} · private\\] \\d+ choice\\(s\\)$`));
      return b!.body.map((l) => l.split(/\s{2,}/)[0]!.trim());
    };

    await run('@alice:en /newgame opponent:@bob opponent2:@carol side:wei game:test-triad');
    const pending = await hh.app.repo.findOpenGameByChannel<unknown, S>('console');
    expect(pending).toMatchObject({ gameType: 'test-triad', status: 'pending' });
    expect(Object.fromEntries(pending!.seats.map((s) => [s.side, s.userId]))).toEqual(USER);
    await run('@bob:ja /accept');
    expect((await hh.app.repo.findOpenGameByChannel<unknown, S>('console'))!.status).toBe('pending');
    await run('@carol:en /accept');
    const game0 = (await hh.app.repo.findOpenGameByChannel<unknown, S>('console'))!;
    expect(game0.status).toBe('active');
    const gameId = game0.id;

    let x = 4242;
    const rnd = (n: number) => (x = (Math.imul(x, 1664525) + 1013904223) >>> 0) % n;
    const secretGiven: { user: string; at: number; revealedAt?: number }[] = [];
    for (let step = 0; step < 300; step++) {
      const game = (await hh.app.repo.findGame<unknown, S>(gameId))!;
      if (game.status === 'finished') break;
      const owing = pendingSides(game.state) as TSide[];
      const side = owing[rnd(owing.length)]!;
      const user = USER[side];
      // Those who do not owe the decision are offered nothing.
      for (const other of Object.values(USER).filter((u) => !owing.includes(SIDE_OF[u]!)))
        expect(await offered(other)).toEqual([]);
      const choices = await offered(user);
      expect(choices.length).toBeGreaterThan(0);
      const action = choices[rnd(choices.length)]!;
      const from = hh.lines.length;
      const wasOrders = game.state.stack.at(-1)!.kind === 'orders';
      await run(`@${user} /act action:${action}`);
      const printed = blocks(hh.lines.slice(from));
      expect(printed.map(text).join('\n')).not.toContain('❌');
      if (wasOrders) {
        if (owing.length > 1) secretGiven.push({ user, at: from });
        else for (const g of secretGiven) g.revealedAt ??= from;
      }
    }
    const final = (await hh.app.repo.findGame<unknown, S>(gameId))!;
    expect(final.status).toBe('finished');
    expect((await verifyReplay(hh.app.deps, gameId)).equal).toBe(true);

    const all = blocks(hh.lines);
    // Every block is addressed: to one user, or to the channel.
    for (const b of all) expect(readerOf(b) ?? b.head, b.head).not.toBeNull();
    // The secret line of an order ("Wei's order (secret): …") reaches only the one who gave it.
    const secrets = all.filter((b) => /\((secret|非公開)\)/.test(text(b)));
    expect(secrets.length).toBeGreaterThan(5);
    for (const b of secrets) {
      const who = readerOf(b);
      expect(who).not.toBe('public');
      const named = /(Wei|Shu|Wu)'s order \(secret\)|(魏|蜀|呉)の命令\(非公開\)/.exec(text(b))!;
      const side = named[1]
        ? (named[1].toLowerCase() as TSide)
        : ({ 魏: 'wei', 蜀: 'shu', 呉: 'wu' } as const)[named[2] as '魏'];
      expect(who, text(b)).toBe(USER[side]);
    }
    // While orders are still owed, the channel reads only that one was given; then all at once.
    for (const g of secretGiven) {
      const window = blocks(hh.lines.slice(g.at, g.revealedAt ?? hh.lines.length)).filter(
        (b) => readerOf(b) === 'public',
      );
      const publicText = window.map(text).join('\n');
      expect(publicText).toMatch(/has given its order|が命令を決めた/);
      expect(publicText).not.toMatch(/[Aa]ttack|[Dd]efend|[Mm]uster|攻撃|守備|募兵/);
    }
    const publicText = all
      .filter((b) => readerOf(b) === 'public')
      .map(text)
      .join('\n');
    expect(publicText).toMatch(/Round 1 orders revealed: Wei: \w+ \w+/);
    // Each player got DMs of their own view, with the map image.
    for (const [side, user] of Object.entries(USER)) {
      const dms = all.filter((b) => b.head.startsWith(`[DM → @${user} · private]`));
      expect(dms.length).toBeGreaterThan(3);
      for (const b of dms) expect(images(b)).toHaveLength(1);
      if (user !== 'bob') expect(dms[0]!.head).toContain(`(${SIDE_EN[side as TSide]})`);
    }
    for (const f of all.flatMap(images)) expect(fs.readFileSync(f).subarray(1, 4).toString('latin1')).toBe('PNG');
    // The end, in the channel.
    const result = final.state.result!;
    expect(publicText).toContain(
      result.winner ? `Game over: ${SIDE_EN[result.winner as TSide]} wins` : 'Game over: draw',
    );
  });
});
