// Signed exports through the service (issue 20, item 2): the bot's Ed25519 key is made once and
// kept in the database; /export signs the whole file and shows the public key; `npm run verify`
// passes the genuine file and fails on an altered action, result, status or signature, saying
// why; a game without a commitment (generator v1) says so instead of claiming a dice secret.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { command as exportCommand } from '#commands/export.ts';
import { createApp, type App } from '#src/app.ts';
import { legalActions, pendingSides } from '#engine/engine.ts';
import { makeRand } from '#ai/rand.ts';
import { getGame } from '#games/index.ts';
import {
  exportGame,
  exportSigner,
  NO_COMMITMENT,
  type ExportSigner,
  type FinishedExport,
  type GameExport,
} from '#service/export.ts';
import { abortGame, acceptGame, newGame } from '#service/lobby.ts';
import { act } from '#service/play.ts';
import type { Game } from '#service/types.ts';
import { createRepository } from '#store/repository.ts';
import { NO_COMMITMENT_LINE, parseArgs, verifyExport } from '#src/verify.ts';
import { RecordingTransport } from '../helpers/app.ts';
import { testContext } from '../helpers/context.ts';
import { forEachDatabase } from '../helpers/db.ts';
import { testSigner } from './play.ts';
import { usePictures } from '../helpers/pictures.ts';

// The pictures the outbox posts are not under test here: cheap ones (test/helpers/pictures.ts).
beforeAll(() => usePictures());

const SECRET = '5e'.repeat(32);
const PRESS = '1312345678901234567';
const USERS: Record<string, string> = { japan: 'alice', russia: 'bob' };

/** Plays `moves` random legal actions through the service, then the side to move resigns. */
async function playThenResign(app: App, channelId: string, gameId: string, moves: number, seed: number): Promise<void> {
  const rand = makeRand(seed);
  for (let i = 0; i <= moves; i++) {
    const game = (await app.deps.repo.findGame(gameId)) as Game;
    if (game.status !== 'active') return;
    const m = getGame(game.gameType)!;
    const side = rand.pick(pendingSides(game.state));
    const legal = legalActions(m, game.state, side);
    const action = i === moves ? 'resign' : rand.pick(legal).action;
    const r = await act(app.deps, { channelId, userId: USERS[side]!, action });
    expect(r.ok, JSON.stringify(r.ok ? null : r.error)).toBe(true);
  }
}

const text = (v: { lines: string[] }) => v.lines.join('\n');

forEachDatabase('the export signing key', (ctx) => {
  it('is made once and kept: concurrent first uses, other repositories and later exports all get the same key', async () => {
    const keys = await Promise.all([0, 1, 2, 3].map(() => exportSigner(ctx.repo)));
    expect(new Set(keys.map((k) => k.publicKey)).size).toBe(1);
    expect(keys[0]!.publicKey).toMatch(/^[0-9a-f]{64}$/);
    const again = await exportSigner(createRepository(ctx.prisma, ctx.db.pool));
    expect(again.publicKey).toBe(keys[0]!.publicKey);
    const rows = await ctx.prisma.signingKey.findMany();
    expect(rows.map((r) => [r.id, r.algorithm, r.publicKey])).toEqual([['export', 'Ed25519', keys[0]!.publicKey]]);
  });
});

forEachDatabase(
  '/export of games played through the service, and verify',
  (ctx) => {
    let app: App;
    let server: ExportSigner;
    let forger: ExportSigner;
    let nichiro: FinishedExport;
    let nichiroReply: string;
    let unfinished: GameExport;
    let hoten: FinishedExport;
    let hotenReply: string;
    let dir: string;

    beforeAll(async () => {
      dir = mkdtempSync(path.join(os.tmpdir(), 'hexpost-verify-'));
      forger = await testSigner();
      app = await createApp({
        db: ctx.db,
        transport: new RecordingTransport(),
        defaultLocale: 'en',
        newDiceSecret: () => SECRET,
      });
      server = await exportSigner(app.deps.repo);
      // 日露大戦 as /newgame makes it now: revision 2, the naval rules; accepted by a press.
      const made = await newGame(app.deps, {
        guildId: 'g',
        channelId: 'nichiro',
        gameType: 'nichiro-taisen',
        creatorId: 'alice',
        creatorLocale: 'en',
        opponents: [{ id: 'bob' }],
        side: 'japan',
        words: 'Banzai',
        options: { navalRules: true },
      });
      expect(made.ok).toBe(true);
      expect((await acceptGame(app.deps, 'nichiro', 'bob', 'en', { words: '雪', press: PRESS })).ok).toBe(true);
      const id = made.ok ? made.value.id : '';
      // An unfinished game's export is signed too.
      const early = await exportGame(app.deps, 'nichiro', 'alice');
      unfinished = early.ok ? early.value.data : (null as never);
      await playThenResign(app, 'nichiro', id, 25, 7);
      const reply = await exportCommand.execute(
        testContext(app.deps, { userId: 'carol', locale: 'en', channelId: 'nichiro' }),
      );
      nichiroReply = reply.content ?? '';
      nichiro = JSON.parse(reply.files![0]!.data.toString('utf8')) as FinishedExport;
      await app.close();
      // A game of generator v1 (a plain seed: no commitment), aborted mid-game.
      app = await createApp({
        db: ctx.db,
        transport: new RecordingTransport(),
        defaultLocale: 'en',
        newSeed: () => 4242,
      });
      const v1 = await newGame(app.deps, {
        guildId: 'g',
        channelId: 'hoten',
        gameType: 'hoten-kaisen',
        creatorId: 'alice',
        creatorLocale: 'en',
        opponents: [{ id: 'bob' }],
        side: 'japan',
      });
      expect(v1.ok).toBe(true);
      expect((await acceptGame(app.deps, 'hoten', 'bob', 'en')).ok).toBe(true);
      await playThenResign(app, 'hoten', v1.ok ? v1.value.id : '', 20, 3);
      const hr = await exportCommand.execute(
        testContext(app.deps, { userId: 'alice', locale: 'en', channelId: 'hoten' }),
      );
      hotenReply = hr.content ?? '';
      hoten = JSON.parse(hr.files![0]!.data.toString('utf8')) as FinishedExport;
    }, 300_000);
    afterAll(async () => {
      await app?.close();
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    it("signs the export with the server key, shown in /export's reply, and verify passes it against that key", () => {
      expect(nichiro.status).toBe('finished');
      expect(nichiro.signature).toMatchObject({ algorithm: 'Ed25519', publicKey: server.publicKey });
      expect(nichiroReply).toContain(server.publicKey);
      expect(nichiroReply).toContain(`npm run verify -- --key ${server.publicKey}`);
      // The whole setup: the rules revision and the option, the words and the accepting press.
      expect(nichiro.options).toEqual({ navalRules: true, revision: 2 });
      expect(nichiro.words).toEqual({ creator: 'Banzai', accepter: '雪' });
      expect(nichiro.presses).toEqual([PRESS]);
      const v = verifyExport(nichiro, { key: server.publicKey });
      expect(text(v)).toContain('PASS');
      expect(v.code).toBe(0);
      expect(text(v)).toContain(`ok  signature: Ed25519, by the key ${server.publicKey}`);
      // Without --key it says which key it checked against, and to compare it with the server's.
      const loose = verifyExport(nichiro);
      expect(loose.code).toBe(0);
      expect(text(loose)).toContain(server.publicKey);
      expect(text(loose)).toMatch(/check that this is your server's key/);
    });

    it('fails an altered action, naming the signature', () => {
      const f = structuredClone(nichiro);
      const i = f.actions.findIndex((a) => a.action !== 'resign' && a.action.includes(' '));
      f.actions[i]!.action = `${f.actions[i]!.action} `;
      const v = verifyExport(f, { key: server.publicKey });
      expect(v.code).toBe(1);
      expect(text(v)).toContain("MISMATCH  signature: does not match the file's content");
      expect(text(v)).toContain('FAIL');
    });

    it('fails an altered result, naming the signature and the result', () => {
      const f = structuredClone(nichiro);
      f.result = { ...f.result!, winner: f.result!.winner === 'japan' ? 'russia' : 'japan' };
      const v = verifyExport(f, { key: server.publicKey });
      expect(v.code).toBe(1);
      expect(text(v)).toContain('MISMATCH  signature');
      expect(text(v)).toContain('MISMATCH  result: recorded');
    });

    it('fails an altered status ("finished" → "aborted"), naming the signature and the status', () => {
      const f = { ...structuredClone(nichiro), status: 'aborted' as const };
      const v = verifyExport(f, { key: server.publicKey });
      expect(v.code).toBe(1);
      expect(text(v)).toContain('MISMATCH  signature');
      expect(text(v)).toContain('MISMATCH  status: recorded aborted, but the replayed game ended with a result');
    });

    it('fails an altered, removed or foreign signature, and a file signed by another key against the server key', () => {
      const flipped = structuredClone(nichiro);
      const s = flipped.signature!.value;
      flipped.signature!.value = (s[0] === '0' ? '1' : '0') + s.slice(1);
      expect(verifyExport(flipped, { key: server.publicKey }).code).toBe(1);
      expect(text(verifyExport(flipped))).toContain('MISMATCH  signature: does not match');
      const { signature: _removed, ...unsigned } = structuredClone(nichiro);
      const u = verifyExport(unsigned);
      expect(u.code).toBe(1);
      expect(text(u)).toContain('MISMATCH  signature: the file is not signed by the bot');
      const swapped = structuredClone(nichiro);
      swapped.signature!.publicKey = forger.publicKey;
      expect(verifyExport(swapped).code).toBe(1);
      const wrong = verifyExport(nichiro, { key: forger.publicKey });
      expect(wrong.code).toBe(1);
      expect(text(wrong)).toContain(
        `the file names the key ${server.publicKey}, not the server's key ${forger.publicKey}`,
      );
      // An export from before signing cannot prove anything: export again.
      expect(verifyExport({ ...unsigned, format: 'hexpost-export/1' }).code).toBe(2);
      expect(verifyExport(nichiro, { key: 'not-a-key' }).code).toBe(2);
    });

    it('signs an unfinished export too: verify says it is unfinished, or that it was altered', () => {
      expect(unfinished.status).toBe('active');
      expect(unfinished).not.toHaveProperty('key');
      const v = verifyExport(unfinished, { key: server.publicKey });
      expect(v.code).toBe(2);
      expect(text(v)).toContain('UNFINISHED');
      const changed = verifyExport({ ...unfinished, status: 'pending' }, { key: server.publicKey });
      expect(changed.code).toBe(1);
      expect(text(changed)).toContain('MISMATCH  signature');
    });

    it('says a game without a commitment has none, in the file, the reply and the verdict', () => {
      expect(hoten.generator).toBe('v1');
      expect(hoten.commitment).toBeNull();
      expect(hoten.key).toBeNull();
      expect(hoten.dice).toBe(NO_COMMITMENT);
      expect(hoten.options).toEqual({ passesAdvanceTime: false, revision: 2 });
      expect(hotenReply).toContain('there is no dice secret');
      expect(hotenReply).not.toContain('it holds the dice secret');
      const v = verifyExport(hoten, { key: server.publicKey });
      expect(text(v)).toContain('PASS');
      expect(v.code).toBe(0);
      expect(v.lines).toContain(`    ${NO_COMMITMENT_LINE}`);
    });

    it('an aborted game verifies as aborted', async () => {
      const made = await newGame(app.deps, {
        guildId: 'g',
        channelId: 'aborted',
        gameType: 'sekigahara-musou',
        creatorId: 'alice',
        creatorLocale: 'en',
        opponents: [{ id: 'bob' }],
        side: 'east',
      });
      expect(made.ok).toBe(true);
      expect((await acceptGame(app.deps, 'aborted', 'bob', 'en')).ok).toBe(true);
      expect((await abortGame(app.deps, 'aborted', 'carol', true)).ok).toBe(true);
      const ex = await exportGame(app.deps, 'aborted', 'carol');
      const f = JSON.parse(JSON.stringify(ex.ok ? ex.value.data : null)) as FinishedExport;
      expect(f.status).toBe('aborted');
      expect(verifyExport(f, { key: server.publicKey }).code).toBe(0);
      // Claiming it finished fails.
      const v = verifyExport({ ...f, status: 'finished' }, { key: server.publicKey });
      expect(v.code).toBe(1);
      expect(text(v)).toContain('MISMATCH  status: recorded finished, but the replayed game has not ended');
    });

    if (ctx.kind === 'pglite') {
      it('`npm run verify -- --key KEY FILE` exits 0 on the genuine file and prints the key, 1 on an altered one', async () => {
        const good = path.join(dir, 'good.json');
        const bad = path.join(dir, 'bad.json');
        writeFileSync(good, JSON.stringify(nichiro, null, 2));
        writeFileSync(bad, JSON.stringify({ ...nichiro, status: 'aborted' }, null, 2));
        const run = (file: string) =>
          new Promise<{ code: number; out: string; err: string }>((resolve) => {
            execFile(
              'npm',
              ['run', '--silent', 'verify', '--', '--key', server.publicKey, file],
              { cwd: process.cwd() },
              (e, out, err) => resolve({ code: e ? Number((e as { code?: number }).code ?? 1) : 0, out, err }),
            );
          });
        const ok = await run(good);
        expect(ok.code).toBe(0);
        expect(ok.out).toContain(`by the key ${server.publicKey}`);
        expect(ok.out).toContain('PASS');
        const no = await run(bad);
        expect(no.code).toBe(1);
        expect(no.err).toContain('MISMATCH  signature');
      }, 120_000);
    }

    if (ctx.kind === 'postgres') {
      it('`npm run verify -- --server-key` prints the key the server signs with, from its database', async () => {
        const out = await new Promise<{ code: number; out: string; err: string }>((resolve) => {
          execFile(
            'npm',
            ['run', '--silent', 'verify', '--', '--server-key'],
            { cwd: process.cwd(), env: { ...process.env, DATABASE_URL: ctx.db.url! } },
            (e, o, err) => resolve({ code: e ? Number((e as { code?: number }).code ?? 1) : 0, out: o, err }),
          );
        });
        expect(out.err).toBe('');
        expect(out.code).toBe(0);
        expect(out.out.trim()).toBe(server.publicKey);
      }, 120_000);
    }

    it('reads --key and the file in either order', () => {
      expect(parseArgs(['f.json', '--key', 'ab'])).toEqual({ path: 'f.json', key: 'ab' });
      expect(parseArgs(['--key=ab', 'f.json'])).toEqual({ path: 'f.json', key: 'ab' });
      expect(parseArgs(['--key'])).toHaveProperty('error');
      expect(parseArgs(['a', 'b'])).toHaveProperty('error');
      expect(parseArgs(['--server-key'])).toEqual({ serverKey: true });
    });
  },
  { reset: false, flow: true },
);
