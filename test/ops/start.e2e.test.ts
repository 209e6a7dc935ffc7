// "Starts as documented": the real entry points, spawned as child processes with the values of
// .env.example plus a token, pointed at the fake Discord (DISCORD_API_URL), serve slash commands,
// and stop with exit code 0 on SIGTERM.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { registerCommands } from '#bot/register.ts';
import { startFakeDiscord, type FakeDiscord } from '#tools/fake-discord/index.ts';
import { createScratchPostgres, testDatabaseUrl } from '../helpers/db.ts';
import { baseEnv, exampleEnv, spawnBot, spawnBundledBot, spawnCommand, type SpawnedBot } from '../helpers/spawn-bot.ts';
import { freePort } from '../helpers/tcp-proxy.ts';

const TOKEN = 'fake.bot.token';
// Two guilds on different shards of 2: (id >> 22) % 2 is 0 for the first, 1 for the second.
const GUILD_EVEN = String(100_000_000_000n << 22n);
const GUILD_ODD = String(100_000_000_001n << 22n);

const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function fake(opts: Parameters<typeof startFakeDiscord>[0] = {}): Promise<FakeDiscord> {
  const f = await startFakeDiscord(opts);
  cleanups.push(() => f.stop());
  return f;
}

/** .env.example + a token + the fake Discord + a fresh PGlite folder (+ overrides). */
function botEnv(f: FakeDiscord, extra: Record<string, string> = {}): Record<string, string> {
  return {
    ...baseEnv(),
    ...exampleEnv(),
    DISCORD_TOKEN: TOKEN,
    DISCORD_API_URL: f.apiUrl,
    PGLITE_DIR: path.join(tempDir('hexpost-start-'), 'pglite'),
    LOG_FORMAT: 'json',
    REGISTER_COMMANDS_ON_START: '1',
    ...extra,
  };
}

function spawnNodeChild(command: string, args: string[], env: Record<string, string>): SpawnedBot {
  const bot = spawnCommand(command, args, env);
  cleanups.push(async () => {
    if ((await Promise.race([bot.exited(), Promise.resolve('running')])) === 'running') await bot.stop(5000);
  });
  return bot;
}

function spawn(script: string, env: Record<string, string>): SpawnedBot {
  const bot = spawnBot(script, env);
  cleanups.push(async () => {
    if ((await Promise.race([bot.exited(), Promise.resolve('running')])) === 'running') await bot.stop(5000);
  });
  return bot;
}

/**
 * The bot's code as the bundle `npm start` and `npm run start:sharded` run (scripts/bundle.mjs):
 * its main.mjs, or shard.mjs. `npm start` itself and the bot from its sources under tsx (what runs
 * where the bundle cannot be written) are the first cases'.
 */
function spawnBundled(env: Record<string, string>, entry: 'main' | 'shard' = 'main'): SpawnedBot {
  const bot = spawnBundledBot(env, entry);
  cleanups.push(async () => {
    if ((await Promise.race([bot.exited(), Promise.resolve('running')])) === 'running') await bot.stop(5000);
  });
  return bot;
}

/** /status in the guild's first text channel, answered through the deferred reply's edit. */
async function status(f: FakeDiscord, guildId?: string): Promise<string> {
  const h = f.sendSlashCommand({ user: 'alice', name: 'status', ...(guildId ? { guildId } : {}) });
  const edit = await h.waitForEdit(() => true, 60_000);
  return edit.content ?? '';
}

describe('npm start (scripts/start.mjs: src/main.ts from its bundle)', () => {
  it('starts from .env.example plus a token, serves a command, reconnects after an invalidated session, serves /healthz /readyz /metrics, and exits 0 on SIGTERM', async () => {
    const f = await fake();
    const port = await freePort();
    const bot = spawn('src/main.ts', botEnv(f, { HTTP_PORT: String(port) }));
    await bot.waitForLine(/slash commands registered/);
    expect(f.commands().map((c) => c.name)).toContain('status');

    const first = await status(f);
    expect(first.length).toBeGreaterThan(0);

    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(ready.status, await ready.clone().text()).toBe(200);
    const metrics = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    for (const name of [
      'hexpost_commands_total',
      'hexpost_command_duration_seconds',
      'hexpost_outbox_backlog',
      'hexpost_outbox_oldest_age_seconds',
      'hexpost_outbox_deliveries_total',
      'hexpost_render_duration_seconds',
      'hexpost_process_cpu_seconds_total',
    ]) {
      expect(metrics).toContain(name);
    }
    expect(metrics).toMatch(/hexpost_commands_total\{command="status",outcome="(ok|user_error)"\} 1/);

    // Close code 1000 invalidates the session on (fake) Discord: the RESUME gets op 9 (not
    // resumable) and the client must IDENTIFY again, then serve commands as before.
    const identifiesBefore = f.identifies().length;
    f.dropGatewayConnections(1000);
    await f.waitFor(
      () => f.identifies().length > identifiesBefore || undefined,
      60_000,
      'a new IDENTIFY after the invalidated session',
    );
    // Readiness follows the gateway: ready again once the new session is up.
    let readyAfter = 0;
    for (let i = 0; i < 600 && readyAfter !== 200; i++) {
      readyAfter = (await fetch(`http://127.0.0.1:${port}/readyz`)).status;
      if (readyAfter !== 200) await new Promise((r) => setTimeout(r, 100));
    }
    expect(readyAfter).toBe(200);
    const again = await status(f);
    expect(again).toBe(first);

    expect(await bot.stop()).toBe(0);
    expect(bot.output()).toMatch(/"stopped"/);
  });

  it('`npm start` runs node as the process npm signals: SIGTERM to npm (a supervisor, systemd KillMode=process) stops the bot gracefully, exit 0, nothing left running', async () => {
    const f = await fake();
    const npm = spawnNodeChild('npm', ['start'], botEnv(f));
    await npm.waitForLine(/connected to Discord/);
    // npm's one child is the bot's node itself (the script execs it: no shell, no tsx CLI between),
    // which runs the bot in its own process (scripts/start.mjs imports the bundle).
    const kids = readFileSync(`/proc/${npm.pid}/task/${npm.pid}/children`, 'utf8').trim().split(/\s+/).map(Number);
    expect(kids).toHaveLength(1);
    const cmd = readFileSync(`/proc/${kids[0]}/cmdline`, 'utf8').split('\0');
    expect(path.basename(cmd[0]!)).toMatch(/^node/);
    expect(cmd).toContain('scripts/start.mjs');
    expect(readFileSync(`/proc/${kids[0]}/task/${kids[0]}/children`, 'utf8').trim()).toBe('');
    npm.child.kill('SIGTERM');
    expect(await npm.exited()).toBe(0);
    expect(npm.output()).toMatch(/"msg":"stopped"/);
    expect(() => process.kill(kids[0]!, 0), 'the bot process is gone').toThrow();
  });

  it('a failed command registration is logged and the outbox still delivers', async () => {
    const f = await fake();
    // The commands exist already (so the fake can type options); the bot's own registration then
    // fails: DISCORD_GUILD_ID names a guild the bot is not in.
    await registerCommands({ token: TOKEN, applicationId: f.applicationId, api: f.apiUrl });
    const bot = spawnBundled(botEnv(f, { DISCORD_GUILD_ID: '123456789012345678' }));
    await bot.waitForLine(/registering the slash commands failed/);
    const h = f.sendSlashCommand({ user: 'alice', name: 'newgame', options: { opponent: 'bob', side: 'japan' } });
    const reply = await h.waitForEdit(() => true, 60_000);
    // The game opened its own thread of the channel (the reply links it); the challenge post goes
    // there through the outbox.
    const thread = /<#(\d+)>/.exec(reply.content ?? '')?.[1];
    expect(thread, reply.content).toBeDefined();
    expect(f.channel(thread!).parentId).toBe(h.channelId);
    const post = await f.waitForChannelMessage(thread!, (m) => m.source === 'channel', { timeoutMs: 60_000 });
    expect(post.content).toContain(`<@${f.user('bob').id}>`);
    expect(await bot.stop()).toBe(0);
    expect(bot.output()).not.toContain(TOKEN);
  });

  it('in a container (HEXPOST_REQUIRE_TOKEN=1) without a token it exits 2 naming DISCORD_TOKEN', async () => {
    const env = {
      ...baseEnv(),
      ...exampleEnv(),
      HEXPOST_REQUIRE_TOKEN: '1',
      PGLITE_DIR: path.join(tempDir('hexpost-notoken-'), 'pglite'),
    };
    const bot = spawnBundled(env);
    bot.child.stdin!.end();
    expect(await bot.exited()).toBe(2);
    expect(bot.output()).toMatch(/DISCORD_TOKEN/);
  });

  it('without HEXPOST_REQUIRE_TOKEN and without a token it still opens the console', async () => {
    const env = {
      ...baseEnv(),
      ...exampleEnv(),
      PGLITE_DIR: path.join(tempDir('hexpost-console-'), 'pglite'),
      IMAGE_DIR: tempDir('hexpost-img-'),
    };
    const bot = spawnBundled(env);
    bot.child.stdin!.end();
    expect(await bot.exited()).toBe(0);
    expect(bot.output()).toMatch(/hexpost console/);
  });
});

describe('the web board from the console', () => {
  it('@alice /board prints a link that answers 200; one character changed answers 403; bob’s never shows alice’s hidden counters', async () => {
    const port = await freePort();
    const env = {
      ...baseEnv(),
      ...exampleEnv(),
      PGLITE_DIR: path.join(tempDir('hexpost-board-'), 'pglite'),
      IMAGE_DIR: tempDir('hexpost-img-'),
      HTTP_PORT: String(port),
    };
    const bot = spawnBundled(env);
    expect(await bot.waitForLine(/web board: http:\/\/localhost:\d+\/board\//)).toContain(`localhost:${port}`);
    bot.child.stdin!.write(
      [
        '!channel board',
        '@alice:en /newgame opponent:@bob side:japan',
        '@bob:en /accept',
        '@alice /act action:place-historical',
        '@bob /act action:place-historical',
        '@alice /board',
        '@bob /board',
        '',
      ].join('\n'),
    );
    const linkOf = async (who: string) => {
      const line = await bot.waitForLine(new RegExp(`reply → @${who} · private\\] Your board for .*(http://\\S+)`));
      return /(http:\/\/\S+)/.exec(line)![1]!;
    };
    const alice = await linkOf('alice');
    const bob = await linkOf('bob');
    const page = await fetch(alice);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Battle of Mukden');
    const bad = alice.slice(0, -1) + (alice.endsWith('A') ? 'B' : 'A');
    const refused = await fetch(bad);
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain('Mukden');
    // Japan's counters are hidden from Russia until a combat shows them: alice's board names them,
    // bob's never does — not in its page, its JSON, its places or its map.
    const token = (link: string) => link.slice(link.lastIndexOf('/') + 1);
    const places = async (link: string) =>
      Object.keys(
        (
          (await (
            await fetch(`http://localhost:${port}/api/board/places`, { headers: { 'x-board-token': token(link) } })
          ).json()) as { places: Record<string, unknown> }
        ).places,
      );
    const japan = ['J1', 'J2', 'J3', 'J4', 'JY'];
    expect(await places(alice)).toEqual(expect.arrayContaining(japan));
    expect((await places(bob)).filter((k) => japan.includes(k))).toEqual([]);
    const bobs = [
      await (await fetch(bob)).text(),
      await (await fetch(`http://localhost:${port}/api/board`, { headers: { 'x-board-token': token(bob) } })).text(),
      await (await fetch(`${bob}/map.svg`)).text(),
    ].join('');
    for (const id of japan) expect(bobs).not.toContain(`"${id}"`);
    bot.child.stdin!.end();
    expect(await bot.exited()).toBe(0);
  });
});

describe('npm run start:sharded (src/shard.ts from the bundle: scripts/start-sharded.mjs)', () => {
  const guilds = [
    { id: GUILD_EVEN, name: 'Even Guild' },
    { id: GUILD_ODD, name: 'Odd Guild' },
  ];

  /** A base port whose next `n` ports are free too. */
  async function freePorts(n: number): Promise<number> {
    for (;;) {
      const base = await freePort();
      if (base + n > 65_535) continue;
      let ok = true;
      for (let i = 1; i < n && ok; i++) {
        const srv = net.createServer();
        ok = await new Promise<boolean>((r) => {
          srv.once('error', () => r(false));
          srv.listen(base + i, '0.0.0.0', () => srv.close(() => r(true)));
        });
      }
      if (ok) return base;
    }
  }

  async function waitReady(port: number): Promise<number> {
    let status = 0;
    for (let i = 0; i < 600 && status !== 200; i++) {
      status = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.status,
        () => 0,
      );
      if (status !== 200) await new Promise((r) => setTimeout(r, 100));
    }
    return status;
  }

  async function twoShards(extra: Record<string, string>, processes: 1 | 2): Promise<void> {
    const f = await fake({ guilds, recommendedShards: 2 });
    const port = await freePorts(3);
    // HEXPOST_SHARDS stays at .env.example's `auto`: the fake's GET /gateway/bot recommends 2.
    expect(exampleEnv().HEXPOST_SHARDS).toBe('auto');
    const bot = spawnBundled(botEnv(f, { HTTP_PORT: String(port), ...extra }), 'shard');
    await f.waitFor(() => f.identifies().length >= 2 || undefined, 120_000, 'two shards identifying');
    await bot.waitForLine(/connected to Discord/, 120_000);
    const shards = f.identifies().map((d) => JSON.stringify((d as { shard?: unknown }).shard));
    expect(shards.sort()).toEqual(['[0,2]', '[1,2]']);
    // Each guild is served by the shard that owns it (the fake only dispatches it there).
    const even = await status(f, GUILD_EVEN);
    const odd = await status(f, GUILD_ODD);
    expect(even.length).toBeGreaterThan(0);
    expect(odd).toBe(even);
    // Readiness on HTTP_PORT: the process itself, or the manager aggregating its shards'
    // (shard N on HTTP_PORT+1+N).
    expect(await waitReady(port)).toBe(200);
    if (processes === 2) {
      for (const id of [0, 1]) expect(await waitReady(port + 1 + id)).toBe(200);
      // Each shard process served exactly the one command of its own guild.
      for (const id of [0, 1]) {
        const metrics = await (await fetch(`http://127.0.0.1:${port + 1 + id}/metrics`)).text();
        expect(metrics).toMatch(/^hexpost_commands_total\{command="status",outcome="(ok|user_error)"\} 1$/m);
      }
    }
    expect(await bot.stop(60_000)).toBe(0);
    // Every bot process (one, or one per shard) stopped gracefully.
    expect(bot.output().match(/"msg":"stopped"/g)?.length).toBe(processes);
  }

  it('on PGlite (the .env.example default): 2 shards in one process over the one folder serve their guilds and stop on SIGTERM', async () => {
    await twoShards({}, 1);
  });

  if (testDatabaseUrl())
    it('on PostgreSQL: the ShardingManager runs 2 shard processes over one database, each serves its guilds, SIGTERM stops them all', async () => {
      const pg = await createScratchPostgres();
      cleanups.push(() => pg.drop());
      await twoShards({ DATABASE_URL: pg.url }, 2);
    });
});
