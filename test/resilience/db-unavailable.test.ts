// "Try again" when the database is out of reach: the classification of real connection errors
// (Prisma over pg on a closed port, pg itself) against errors that are not outages, and the
// router's replies to a slash command, a button and autocomplete in both locales.
import net from 'node:net';
import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PrismaClient } from '#generated/prisma/client.ts';
import { runAutocomplete, runButton, runSlash } from '#bot/router.ts';
import type { AppDeps, CommandContext } from '#commands/_command.ts';
import type { Locale } from '#engine/types.ts';
import { tr } from '#service/i18n.ts';
import { isDatabaseUnavailable } from '#store/errors.ts';
import { createRepository } from '#store/repository.ts';
import { openDatabase } from '#store/db.ts';
import { createScratchPostgres, openTestDatabase, testDatabaseUrl, type TestDatabase } from '../helpers/db.ts';
import { startTcpProxy } from '../helpers/tcp-proxy.ts';
import { testContext } from '../helpers/context.ts';
import { buttonId } from '#service/interactions/action.ts';
import { challengeButtonId } from '#service/interactions/challenge.ts';

/** A loopback port with nothing listening (bound, then released). */
async function deadPort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()));
  const port = (s.address() as net.AddressInfo).port;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

let pool: pg.Pool;
let prisma: PrismaClient;
let port: number;
let live: TestDatabase;

beforeAll(async () => {
  port = await deadPort();
  pool = new pg.Pool({ connectionString: `postgresql://postgres@127.0.0.1:${port}/x`, connectionTimeoutMillis: 2000 });
  pool.on('error', () => undefined);
  prisma = new PrismaClient({ adapter: new PrismaPg(pool as unknown as ConstructorParameters<typeof PrismaPg>[0]) });
  live = await openTestDatabase('pglite');
});

afterAll(async () => {
  await prisma?.$disconnect().catch(() => undefined);
  await pool?.end().catch(() => undefined);
  await live?.close();
});

async function caught(p: Promise<unknown>): Promise<unknown> {
  try {
    await p;
  } catch (e) {
    return e;
  }
  throw new Error('expected a rejection');
}

describe('isDatabaseUnavailable', () => {
  it('recognises Prisma failing to reach the server (query and transaction)', async () => {
    const q = await caught(prisma.game.findFirst());
    expect((q as { code?: string }).code).toBe('P1001');
    expect(isDatabaseUnavailable(q)).toBe(true);
    const tx = await caught(prisma.$transaction(async (t) => t.game.findFirst()));
    expect(isDatabaseUnavailable(tx)).toBe(true);
  });

  it('recognises pg connection errors', async () => {
    const client = new pg.Client({ connectionString: `postgresql://postgres@127.0.0.1:${port}/x` });
    client.on('error', () => undefined);
    const e = await caught(client.connect());
    expect(isDatabaseUnavailable(e)).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(
      isDatabaseUnavailable(
        Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      ),
    ).toBe(true);
  });

  it('does not mistake other failures for an outage', async () => {
    const missing = await caught(live.prisma.game.update({ where: { id: 'no-such-game' }, data: { version: 1 } }));
    expect((missing as { code?: string }).code).toBe('P2025');
    expect(isDatabaseUnavailable(missing)).toBe(false);
    const syntax = await caught(live.prisma.$queryRawUnsafe('SELEC 1'));
    expect(isDatabaseUnavailable(syntax)).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});

function ctxOn(deps: AppDeps, locale: Locale, options: Record<string, string> = {}): CommandContext {
  return testContext(deps, {
    userId: '100000000000000001',
    locale,
    guildId: '200000000000000001',
    channelId: '300000000000000001',
    options,
  });
}

describe('router with the database out of reach', () => {
  const deadDeps = (): AppDeps => ({ repo: createRepository(prisma), guildLocale: async () => 'ja' });

  for (const locale of ['ja', 'en'] as const) {
    it(`answers "try again" (${locale}) to slash commands, buttons and autocomplete`, async () => {
      const expected = tr(locale, 'dbUnavailable');
      for (const [name, opts] of [
        ['status', {}],
        ['act', { action: 'end' }],
        ['accept', {}],
        ['map', {}],
      ] as const) {
        const reply = await runSlash(name, ctxOn(deadDeps(), locale, opts));
        expect(reply.content, name).toContain(expected);
      }
      const gameId = '6f1c2a9e-4b7d-4e3a-9c1f-2d8e5a7b3c40';
      expect((await runButton(buttonId(gameId, { any: 'view' }, 'end'), ctxOn(deadDeps(), locale))).content).toContain(
        expected,
      );
      expect((await runButton(challengeButtonId('accept', gameId), ctxOn(deadDeps(), locale))).content).toContain(
        expected,
      );
      const choices = await runAutocomplete('act', ctxOn(deadDeps(), locale), { name: 'action', value: '' });
      expect(choices).toHaveLength(1);
      expect(choices[0]!.name).toBe(`⏳ ${expected}`.slice(0, 100));
    });
  }

  it('keeps the generic error for failures that are not an outage', async () => {
    const broken: AppDeps = {
      repo: new Proxy(createRepository(live.prisma), {
        get: (t, k) =>
          k === 'findOpenGameByChannel' || k === 'findOpenGameWithDelivery'
            ? async () => {
                throw new TypeError('a bug');
              }
            : Reflect.get(t, k),
      }),
      guildLocale: async () => 'en',
    };
    const reply = await runSlash('status', ctxOn(broken, 'en'));
    expect(reply.content).toContain(tr('en', 'genericError'));
    expect(reply.content).not.toContain(tr('en', 'dbUnavailable'));
  });
});

describe.skipIf(!testDatabaseUrl())('the Postgres pool across a server outage [postgres]', () => {
  it('survives idle connections dropped by the server, refuses while cut, recovers by itself', async () => {
    const scratch = await createScratchPostgres();
    const u = new URL(scratch.url);
    const proxy = await startTcpProxy({ host: u.hostname, port: Number(u.port || 5432) });
    u.hostname = '127.0.0.1';
    u.port = String(proxy.port);
    const logged: string[] = [];
    const db = await openDatabase({ url: u.toString(), poolMax: 3, log: (m) => logged.push(m) });
    try {
      // Idle clients in the pool, then the server "goes away": their 'error' events must be handled.
      await Promise.all([db.prisma.game.count(), db.prisma.outbox.count(), db.prisma.game.findFirst()]);
      expect(db.pool!.idleCount).toBeGreaterThan(0);
      proxy.cut();
      await new Promise((r) => setTimeout(r, 300));
      expect(logged.some((m) => m.startsWith('postgres pool error'))).toBe(true);
      const during = await caught(db.prisma.game.count());
      expect(isDatabaseUnavailable(during)).toBe(true);
      const txDuring = await caught(db.prisma.$transaction(async (tx) => tx.game.count()));
      expect(isDatabaseUnavailable(txDuring)).toBe(true);
      proxy.restore();
      expect(await db.prisma.game.count()).toBe(0);
    } finally {
      await db.close().catch(() => undefined);
      await proxy.close();
      await scratch.drop();
    }
  });
});
