// The web board over HTTP (issue "A board you can click"): links as keys, the hostile suite, the
// same service path as /act, and the twin harness over every response the opponent and the
// spectators get (the page, its JSON, the choices, the places, the map's SVG, the live stream).
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppDeps } from '#commands/_command.ts';
import { command as boardCommand } from '#commands/board.ts';
import { makeRand } from '#ai/rand.ts';
import { getGame, getPackage } from '#games/index.ts';
import { registerBoardRoutes } from '#http/board.ts';
import { boardKind } from '#service/interactions/board.ts';
import { composeMessage } from '#service/outbox/compose.ts';
import { replay } from '#engine/engine.ts';
import { renderGameSvg } from '#images/index.ts';
import { diceSeedOf, type GameSetup } from '#service/types.ts';
import { createHttpServer } from '#http/health.ts';
import { boardLinkFor, boardPath } from '#service/board.ts';
import { acceptGame, newGame } from '#service/lobby.ts';
import { act } from '#service/play.ts';
import type { App } from '#src/app.ts';
import { sampleStates } from '../kit/twin.ts';
import { startServiceApp } from '../helpers/app.ts';
import { testContext } from '../helpers/context.ts';
import { openTestDatabase, type TestDatabase } from '../helpers/db.ts';

const DAY = 86_400_000;

interface Env {
  db: TestDatabase;
  app: App;
  deps: AppDeps;
  http: FastifyInstance;
  clock: { now: Date };
}

let env: Env;
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function start(): Promise<Env> {
  const db = await openTestDatabase('pglite');
  cleanups.push(() => db.close());
  const { app } = await startServiceApp(db);
  cleanups.push(() => app.close());
  const clock = { now: new Date('2026-11-27T12:00:00Z') };
  const deps: AppDeps = { ...app.deps, now: () => clock.now, boardUrl: 'http://board.test' };
  const http = createHttpServer();
  await registerBoardRoutes(http, deps, { pollMs: 20 });
  cleanups.push(() => http.close());
  return { db, app, deps, http, clock };
}

async function game(e: Env, channelId: string, gameType = 'hoten-kaisen', words: string | null = null) {
  const made = await newGame(e.deps, {
    guildId: 'g',
    channelId,
    gameType,
    creatorId: 'alice',
    creatorLocale: 'en',
    opponents: [{ id: 'bob' }],
    side: getGame(gameType)!.sides[0]!,
    words,
  });
  expect(made.ok).toBe(true);
  expect((await acceptGame(e.deps, channelId, 'bob', 'en')).ok).toBe(true);
}

async function tokenOf(e: Env, channelId: string, userId: string): Promise<string> {
  const r = await boardLinkFor(e.deps, channelId, userId);
  if (!r.ok) throw new Error(`no link: ${r.error.code}`);
  return r.value.token;
}

const page = (e: Env, token: string) => e.http.inject({ method: 'GET', url: boardPath(token) });
const api = (e: Env, token: string, url = '/api/board') =>
  e.http.inject({ method: 'GET', url, headers: { 'x-board-token': token } });
const post = (e: Env, token: string, body: unknown, raw?: string) =>
  e.http.inject({
    method: 'POST',
    url: '/api/board/act',
    headers: { 'x-board-token': token, 'content-type': 'application/json' },
    payload: raw ?? JSON.stringify(body),
  });

describe('web board links', () => {
  beforeEach(async () => {
    env = await start();
    await game(env, 'ch1');
  });

  it('a player’s link answers 200 with their board, under a strict CSP; nothing is cached', async () => {
    const r = await page(env, await tokenOf(env, 'ch1', 'alice'));
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('Battle of Mukden');
    expect(r.body).toContain('<p class="who">Japan</p>');
    expect(r.headers['content-security-policy']).toMatch(/default-src 'none'; script-src 'self'/);
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.headers['referrer-policy']).toBe('no-referrer');
    expect(r.body).not.toMatch(/<script>|<script [^>]*>[^<]/); // no inline script
  });

  it('asking again gives the same link, renewed for 7 days; after them it answers 403', async () => {
    const t1 = await tokenOf(env, 'ch1', 'alice');
    env.clock.now = new Date(env.clock.now.getTime() + 6 * DAY);
    expect(await tokenOf(env, 'ch1', 'alice')).toBe(t1);
    env.clock.now = new Date(env.clock.now.getTime() + 6 * DAY);
    expect((await page(env, t1)).statusCode).toBe(200); // renewed at day 6: good until day 13
    env.clock.now = new Date(env.clock.now.getTime() + 2 * DAY);
    const r = await page(env, t1);
    expect(r.statusCode).toBe(403);
    expect(r.body).not.toContain('Mukden');
  });

  it('any one character changed answers 403 and nothing of the game', async () => {
    const token = await tokenOf(env, 'ch1', 'alice');
    for (const i of [0, 10, 21, 23, 30, token.length - 1]) {
      const c = token[i] === 'A' ? 'B' : 'A';
      const bad = token.slice(0, i) + c + token.slice(i + 1);
      const r = await page(env, bad);
      expect(r.statusCode, `position ${i}`).toBe(403);
      expect(r.body).not.toMatch(/Mukden|奉天|Japan|alice/);
      expect((await api(env, bad)).statusCode).toBe(403);
    }
    expect((await page(env, 'nonsense')).statusCode).toBe(403);
    expect((await api(env, '')).statusCode).toBe(403);
  });

  it('/board revoke stops the member’s links; asking again gives a new one', async () => {
    const t1 = await tokenOf(env, 'ch1', 'alice');
    const reply = await boardCommand.execute({
      ...testContext(env.deps, { userId: 'alice', locale: 'en', channelId: 'ch1' }),
      getBoolean: (n) => (n === 'revoke' ? true : null),
    });
    expect(reply.content).toMatch(/1 link/);
    expect((await page(env, t1)).statusCode).toBe(403);
    const t2 = await tokenOf(env, 'ch1', 'alice');
    expect(t2).not.toBe(t1);
    expect((await page(env, t2)).statusCode).toBe(200);
  });

  it('/board answers privately with the link; a spectator gets the public board only where a manager allows it', async () => {
    const ctx = (userId: string, o: { manage?: boolean; pub?: boolean } = {}) => ({
      ...testContext(env.deps, { userId, locale: 'en' as const, channelId: 'ch1' }),
      canManageGuild: o.manage ?? false,
      getBoolean: (n: string) => (n === 'public' && o.pub !== undefined ? o.pub : null),
    });
    expect((await boardCommand.execute(ctx('alice'))).content).toMatch(
      /^Your board for Battle of Mukden \(Japan\): http:\/\/board\.test\/board\/[\w-]{22}\.[\w-]{22}\n/,
    );
    expect((await boardCommand.execute(ctx('carol'))).content).toMatch(/^❌ This server does not give spectators/);
    expect((await boardCommand.execute(ctx('carol', { pub: true }))).content).toMatch(
      /^❌ Only members with the Manage Server/,
    );
    expect((await boardCommand.execute(ctx('dave', { manage: true, pub: true }))).content).toMatch(/can now get/);
    const pub = await tokenOf(env, 'ch1', 'carol');
    expect(await tokenOf(env, 'ch1', 'erin')).toBe(pub); // one public link per game
    const r = await page(env, pub);
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('観戦(公開情報のみ)'); // the server's language
    const en = (await env.http.inject({ method: 'GET', url: `${boardPath(pub)}?lang=en` })).body;
    expect(en).toContain('Spectator (public view)');
    expect(en).toContain('map.svg?v=1&amp;lang=en'); // the map in the language the page is read in
    expect(r.body).not.toContain('id="choices"');
    await boardCommand.execute(ctx('dave', { manage: true, pub: false }));
    expect((await page(env, pub)).statusCode).toBe(403);
  });
});

describe('the Board button of a map post', () => {
  it('is on the post only when a board is served, names no link, and answers each presser with their own', async () => {
    env = await start();
    await game(env, 'ch1');
    const row = (await env.db.prisma.outbox.findMany({ where: { kind: 'channel' }, orderBy: { id: 'desc' } })).find(
      (r) => (r.payload as { type: string }).type === 'update',
    );
    expect((row!.payload as { type: string }).type).toBe('update');
    const rec = { ...row!, payload: row!.payload as never } as Parameters<typeof composeMessage>[0];
    expect((await composeMessage(rec, 'en')).buttons ?? []).toEqual([]);
    const msg = await composeMessage(rec, 'en', { board: true });
    const button = msg.buttons!.flat().find((b) => b.label === 'Board')!;
    expect(button.customId).toMatch(/^board:[\w-]{22}$/);
    expect(JSON.stringify(msg)).not.toMatch(/\/board\//);
    const press = (userId: string) => ({
      guildId: 'g',
      channelId: 'ch1',
      userId,
      locale: 'en' as const,
      canManageGuild: false,
    });
    const parsed = boardKind.parse(button.customId)!;
    const a = await boardKind.run(env.deps, press('alice'), parsed);
    const b = await boardKind.run(env.deps, press('bob'), parsed);
    expect(a.content).toMatch(/^Your board for Battle of Mukden \(Japan\): http:\/\/board\.test\/board\//);
    expect(b.content).toMatch(/\(Russia\)/);
    expect((await boardKind.run(env.deps, press('carol'), parsed)).content).toMatch(/^❌ /);
    const { boardUrl: _, ...unserved } = env.deps;
    expect((await boardKind.run(unserved, press('alice'), parsed)).content).toMatch(/does not serve the web board/);
  });
});

describe('the hostile suite', () => {
  beforeEach(async () => {
    env = await start();
    await game(env, 'ch1');
  });

  it('a spectator’s link cannot play; the game is unchanged', async () => {
    await env.deps.repo.setGuildBoardPublic('g', true);
    const before = await env.deps.repo.findOpenGameByChannel('ch1');
    const r = await post(env, await tokenOf(env, 'ch1', 'carol'), { action: 'place-historical' });
    expect(r.statusCode).toBe(409);
    expect(r.json()).toMatchObject({ ok: false, code: 'BOARD_READ_ONLY' });
    expect((await env.deps.repo.findOpenGameByChannel('ch1'))!.version).toBe(before!.version);
  });

  it('an action needs the token in its header: a cookie, the query or none gets 403', async () => {
    const token = await tokenOf(env, 'ch1', 'alice');
    for (const r of [
      await env.http.inject({ method: 'POST', url: '/api/board/act', payload: { action: 'place-historical' } }),
      await env.http.inject({
        method: 'POST',
        url: '/api/board/act',
        cookies: { 'x-board-token': token },
        payload: { action: 'place-historical' },
      }),
      await env.http.inject({
        method: 'POST',
        url: `/api/board/act?token=${token}`,
        payload: { action: 'place-historical' },
      }),
    ])
      expect(r.statusCode).toBe(403);
    expect((await env.deps.repo.findOpenGameByChannel('ch1'))!.version).toBe(1);
  });

  it('oversized, malformed and ill-shaped bodies are refused before anything runs', async () => {
    const token = await tokenOf(env, 'ch1', 'alice');
    expect((await post(env, token, { action: 'a'.repeat(5000) })).statusCode).toBe(413);
    expect((await post(env, token, null, '{"action":')).statusCode).toBe(400);
    expect((await post(env, token, { action: 'pass', extra: 1 })).statusCode).toBe(400);
    expect((await post(env, token, { action: 42 })).statusCode).toBe(400);
    expect((await post(env, token, { action: 'a'.repeat(300) })).statusCode).toBe(400);
    expect((await env.deps.repo.findOpenGameByChannel('ch1'))!.version).toBe(1);
  });

  it('script in a log line (a player’s words) and in a typed action is written as text, never as markup', async () => {
    const token = await tokenOf(env, 'ch1', 'alice');
    const g = (await env.deps.repo.findOpenGameByChannel('ch1'))!;
    const evil = '<img src=x onerror=alert(1)>';
    await env.db.prisma.gameLog.create({ data: { gameId: g.id, seq: 0, entry: { text: { ja: evil, en: evil } } } });
    const r = await page(env, token);
    expect(r.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(r.body).not.toContain('<img src=x');
    const refused = await post(env, token, { action: '<script>alert(1)</script>' });
    expect(refused.statusCode).toBe(409);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    const again = await api(env, token);
    expect(again.json().html).not.toContain('<script');
  });

  it('a link of one game reads and plays that game only', async () => {
    await game(env, 'ch2');
    const t1 = await tokenOf(env, 'ch1', 'alice');
    expect((await post(env, t1, { action: 'place-historical' })).statusCode).toBe(200);
    expect((await env.deps.repo.findOpenGameByChannel('ch1'))!.version).toBe(2);
    expect((await env.deps.repo.findOpenGameByChannel('ch2'))!.version).toBe(1);
  });

  it('requests beyond the limit per token get 429', async () => {
    const http = createHttpServer();
    await registerBoardRoutes(http, env.deps, { perMinute: 3 });
    cleanups.push(() => http.close());
    const token = await tokenOf(env, 'ch1', 'alice');
    const codes: number[] = [];
    for (let i = 0; i < 5; i++)
      codes.push(
        (await http.inject({ method: 'GET', url: '/api/board', headers: { 'x-board-token': token } })).statusCode,
      );
    expect(codes).toEqual([200, 200, 200, 429, 429]);
  });
});

describe('play by tapping', () => {
  beforeEach(async () => {
    env = await start();
  });

  it('the choices come from the declared decisions, and a tapped action leaves the same stored game as /act', async () => {
    await game(env, 'tap');
    await game(env, 'typed');
    const alice = await tokenOf(env, 'tap', 'alice');
    const bob = await tokenOf(env, 'tap', 'bob');
    const choices = (await api(env, alice, '/api/board/choices')).json().choices as { value: string }[];
    expect(choices.map((c) => c.value)).toContain('place-historical');
    expect((await api(env, alice, '/api/board/choices?typed=place%20J1')).json().choices.length).toBeGreaterThan(1);
    expect((await api(env, bob, '/api/board/choices')).json().choices.length).toBeGreaterThan(0); // both set up at once
    const steps: [string, string][] = [
      ['alice', 'place-historical'],
      ['bob', 'place-historical'],
    ];
    for (const [who, action] of steps) {
      const r = await post(env, who === 'alice' ? alice : bob, { action });
      expect(r.statusCode, r.body).toBe(200);
      expect((await act(env.deps, { channelId: 'typed', userId: who, action })).ok).toBe(true);
    }
    // The next hand-over's first legal action, tapped and typed.
    const g = (await env.deps.repo.findOpenGameByChannel('tap'))!;
    const who = g.seats.find(
      (s) => s.side === (g.state as { stack: { sides: string[] }[] }).stack.at(-1)!.sides[0],
    )!.userId;
    // Tapped through the tree: the first choice at each step, until an action is complete.
    type Tap = { value: string; complete: boolean; only?: string };
    let typed = '';
    let action = '';
    for (let depth = 0; !action && depth < 6; depth++) {
      const url = `/api/board/choices?typed=${encodeURIComponent(typed)}`;
      const first = (await api(env, who === 'alice' ? alice : bob, url)).json().choices[0] as Tap;
      if (first.complete) action = first.value;
      else if (first.only) action = first.only;
      else typed = first.value;
    }
    expect(action).toBeTruthy();
    expect((await post(env, who === 'alice' ? alice : bob, { action })).statusCode).toBe(200);
    expect((await act(env.deps, { channelId: 'typed', userId: who, action })).ok).toBe(true);
    const [a, b] = [
      (await env.deps.repo.findOpenGameByChannel('tap'))!,
      (await env.deps.repo.findOpenGameByChannel('typed'))!,
    ];
    expect(a.state).toEqual(b.state);
    expect(a.version).toBe(b.version);
    const strip = (rows: { action: unknown; side: string; userId: string; seq: number }[]) =>
      rows.map((r) => [r.seq, r.side, r.userId, r.action]);
    expect(strip(await env.deps.repo.loadActions(a.id))).toEqual(strip(await env.deps.repo.loadActions(b.id)));
  });

  it('a refused tap answers the refusal in the reader’s language and changes nothing', async () => {
    await game(env, 'ch');
    const bob = await tokenOf(env, 'ch', 'bob');
    const r = await post(env, bob, { action: 'xyzzy' });
    expect(r.statusCode).toBe(409);
    expect(r.json().text).toMatch(/^❌ /);
    const ja = await env.http.inject({
      method: 'POST',
      url: '/api/board/act?lang=ja',
      headers: { 'x-board-token': bob, 'content-type': 'application/json' },
      payload: { action: 'xyzzy' },
    });
    expect(ja.json().text).toMatch(/[ぁ-ん]/);
    expect((await env.deps.repo.findOpenGameByChannel('ch'))!.version).toBe(1);
  });

  it('a live board hears the game’s new version', async () => {
    await game(env, 'live');
    const alice = await tokenOf(env, 'live', 'alice');
    await env.http.listen({ port: 0, host: '127.0.0.1' });
    const port = (env.http.server.address() as { port: number }).port;
    const ac = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}/api/board/events`, {
      headers: { 'x-board-token': alice },
      signal: ac.signal,
    });
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = res.body!.getReader();
    const dec = new TextDecoder();
    let text = '';
    const until = async (re: RegExp) => {
      while (!re.test(text)) {
        const x = await reader.read();
        if (x.done) throw new Error(`stream ended: ${text}`);
        text += dec.decode(x.value);
      }
    };
    await until(/data: 1\n\n/);
    expect((await act(env.deps, { channelId: 'live', userId: 'alice', action: 'place-historical' })).ok).toBe(true);
    await until(/data: 2\n\n/);
    ac.abort();
  });
});

describe('stepping through the record', () => {
  it('each past position is the setup replayed to it, seen as the reader sees it; at the end the board is live again', async () => {
    env = await start();
    await game(env, 'st');
    for (const who of ['alice', 'bob'])
      expect((await act(env.deps, { channelId: 'st', userId: who, action: 'place-historical' })).ok).toBe(true);
    const alice = await tokenOf(env, 'st', 'alice');
    const now = await api(env, alice);
    expect(now.json().html).toContain('data-n="2"');
    const at0 = (await api(env, alice, '/api/board/at?k=0')).json();
    expect(at0).toMatchObject({ k: 0, n: 2 });
    expect(at0.html).toContain('A past position: after action 0 of 2');
    expect(at0.html).not.toContain('id="choices"');
    expect(at0.html).toContain('&amp;at=0');
    const at1 = (await api(env, alice, '/api/board/at?k=1')).json();
    expect(at1.html).toContain('after action 1 of 2');
    // The map of a past position is the side's view of the replayed state.
    const g = (await env.deps.repo.findOpenGameByChannel<GameSetup>('st'))!;
    const m = getGame('hoten-kaisen')!;
    const r = replay(m, diceSeedOf(g.setup), g.setup.options, [{ side: 'japan', action: 'place-historical' }]);
    expect(r.ok).toBe(true);
    const svg = await env.http.inject({ method: 'GET', url: `${boardPath(alice)}/map.svg?at=1&lang=en` });
    expect(svg.body).toBe(await renderGameSvg('hoten-kaisen', m.view(r.state, 'japan'), 'en'));
    const end = (await api(env, alice, '/api/board/at?k=99')).json();
    expect(end).toMatchObject({ k: 2, n: 2 });
    expect(end.html).not.toContain('A past position');
    expect((await api(env, alice, '/api/board/at?k=-1')).statusCode).toBe(400);
  });
});

describe('twin states over HTTP', () => {
  it.each([
    ['nihyaku-san-kochi', 2, 9, 40],
    ['hoten-kaisen', 1, 12, 36],
  ] as const)(
    '%s: two games that differ only in one side’s secret give the other side and the spectators byte-identical answers',
    async (id, games, every, maxActions) => {
      env = await start();
      await env.deps.repo.setGuildBoardPublic('g', true);
      // The live stream's first message, read over a socket (it never ends by itself).
      await env.http.listen({ port: 0, host: '127.0.0.1' });
      const port = (env.http.server.address() as { port: number }).port;
      const firstEvent = async (token: string): Promise<string> => {
        const ac = new AbortController();
        const res = await fetch(`http://127.0.0.1:${port}/api/board/events`, {
          headers: { 'x-board-token': token },
          signal: ac.signal,
        });
        const reader = res.body!.getReader();
        let text = '';
        while (!text.includes('\n\n')) text += new TextDecoder().decode((await reader.read()).value);
        ac.abort();
        return `${res.status} ${res.headers.get('content-type')} ${text}`;
      };
      const kit = await getPackage(id)!.kit();
      const m = kit.module;
      const states = sampleStates({ module: m, games, seed: 3, every, maxActions });
      const rand = makeRand(5);
      let compared = 0;
      for (const [k, s] of states.entries()) {
        if (s.result) continue;
        for (const owner of m.sides) {
          const tw = kit.twin(s, owner, rand);
          if (!tw) continue;
          const chans = [`tw-${k}-${owner}-a`, `tw-${k}-${owner}-b`];
          for (const [i, st] of [s, tw.state].entries()) {
            await game(env, chans[i]!, id);
            const g = (await env.deps.repo.findOpenGameByChannel(chans[i]!))!;
            await env.db.prisma.game.update({ where: { id: g.id }, data: { state: st as object } });
          }
          const other = m.sides.find((x) => x !== owner)!;
          const reader = (g: { seats: { side: string; userId: string }[] }) =>
            g.seats.find((x) => x.side === other)!.userId;
          for (const who of ['reader', 'carol'] as const) {
            const answers: string[][] = [];
            for (const ch of chans) {
              const g = (await env.deps.repo.findOpenGameByChannel(ch))!;
              const token = await tokenOf(env, ch, who === 'reader' ? reader(g) : 'carol');
              const norm = (b: string) => b.replaceAll(token, 'TOKEN');
              const svg = await env.http.inject({ method: 'GET', url: `${boardPath(token)}/map.svg` });
              answers.push([
                norm((await page(env, token)).body),
                norm((await api(env, token)).body),
                norm((await api(env, token, '/api/board/choices')).body),
                (await api(env, token, '/api/board/places')).body,
                svg.statusCode === 200 ? svg.body : `status ${svg.statusCode}`,
                await firstEvent(token),
              ]);
            }
            expect(answers[1], `${tw.what}: ${who}`).toEqual(answers[0]);
            compared++;
          }
        }
      }
      expect(compared).toBeGreaterThanOrEqual(2);
    },
  );
});
