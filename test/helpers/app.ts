// A whole bot for end-to-end tests and benches: the app (createApp on a test database, a fixed
// seed for new games) plus the Discord front (a real discord.js Client) connected to the fake
// Discord on loopback, with the slash commands registered in the fake guild.
//
//   const bot = await startTestBot({ kind: 'pglite' });
//   bot.fake.sendSlashCommand({ user: 'alice', name: 'status', channelId: bot.channelId });
//   ...
//   await bot.stop(); // front idle → app.close (outbox drained) → client.destroy → fake.stop → db
import { once } from 'node:events';
import { Events } from 'discord.js';
import { createApp, type App } from '#src/app.ts';
import { createDiscordFront, type DiscordFront } from '#bot/discord.ts';
import { registerCommands } from '#bot/register.ts';
import type { Locale } from '#engine/types.ts';
import { DmClosedError, type OutMessage, type Transport } from '#service/outbox/index.ts';
import type { Database } from '#store/db.ts';
import { warmUpRenderWorkers } from '#images/index.ts';
import { startFakeDiscord, type FakeDiscord, type FakeDiscordOptions } from '#tools/fake-discord/index.ts';
import { openTestDatabase, type DbKind } from './db.ts';
import { usePictures, type Pictures } from './pictures.ts';

export interface TestBotOptions {
  /** Database kind for a fresh test database (ignored when `db` is given). Default 'pglite'. */
  kind?: DbKind;
  /** Use this database instead (not closed by stop() unless ownDb is true). */
  db?: Database;
  /** Seed of every new game (default 1905). */
  seed?: number | (() => number);
  /** Locale of channel posts when the guild chose none (default 'ja'). */
  defaultLocale?: Locale;
  /** Lift discord.js's own 50 requests/s REST throttle (benches). */
  unthrottled?: boolean;
  /** Options of the fake Discord (users, guilds, …). */
  fake?: FakeDiscordOptions;
  /** Outbox poll interval (retries); default 200 ms. */
  outboxPollMs?: number;
  /**
   * The app's clock (the outbox's `now` option: backoff and leases), so a test can let minutes
   * pass without waiting them.
   */
  now?: () => Date;
  /** Wrap the transport the outbox uses (e.g. to make it fail). */
  wrapTransport?: (t: Transport) => Transport;
  /**
   * Play-by-post as `npm start` runs it on Discord: each new game in its own thread and a pinned
   * status message per game. Off by default: the older end-to-end tests play in the channel itself.
   */
  playByPost?: boolean;
  /**
   * How the bot's pictures are drawn: 'cheap' (default) a tiny PNG naming what it shows
   * (test/helpers/pictures.ts), 'real' the render workers, for tests whose subject is the pictures.
   */
  pictures?: Pictures;
}

export interface TestBot {
  fake: FakeDiscord;
  app: App;
  front: DiscordFront;
  db: Database;
  /** #games of the fake guild (else its first text channel): where the tests play. */
  channelId: string;
  /** Stops everything in order; safe to call twice. */
  stop(): Promise<void>;
}

export async function startTestBot(opts: TestBotOptions = {}): Promise<TestBot> {
  const ownDb = !opts.db;
  const db = opts.db ?? (await openTestDatabase(opts.kind ?? 'pglite'));
  const cleanups: (() => Promise<void>)[] = [];
  const cleanup = async () => {
    for (const c of cleanups.splice(0).reverse())
      await c().catch((err) => console.error('test bot cleanup failed', err));
  };
  if (ownDb) cleanups.push(() => db.close());
  const pictures = opts.pictures ?? 'cheap';
  const undoPictures = usePictures(pictures);
  cleanups.push(async () => undoPictures());
  try {
    const fake = await startFakeDiscord(opts.fake);
    cleanups.push(() => fake.stop());

    // The front needs the app's deps and the app's outbox needs the front's transport.
    let transport: Transport | null = null;
    const lazy: Transport = {
      postChannel: (c, m) => transport!.postChannel(c, m),
      sendDm: (u, m) => transport!.sendDm(u, m),
      ...(opts.playByPost
        ? { upsertStatus: (c: string, id: string | null, m: OutMessage) => transport!.upsertStatus!(c, id, m) }
        : {}),
    };
    const seed = opts.seed ?? 1905;
    const app = await createApp({
      db,
      transport: opts.wrapTransport ? opts.wrapTransport(lazy) : lazy,
      defaultLocale: opts.defaultLocale ?? 'ja',
      outboxPollMs: opts.outboxPollMs ?? 200,
      newSeed: typeof seed === 'function' ? seed : () => seed,
      now: opts.now,
    });
    const front = createDiscordFront(app.deps, fake.clientOptions({ unthrottled: opts.unthrottled }));
    transport = front.transport;
    if (opts.playByPost) {
      app.deps.threads = front.threads;
      app.deps.members = front.members;
    }
    cleanups.push(() => front.client.destroy());
    cleanups.push(() => app.close());
    cleanups.push(async () => {
      front.stopAccepting();
      await front.idle();
    });

    await registerCommands({
      token: 'fake-token',
      applicationId: fake.applicationId,
      guildId: fake.guildId,
      api: fake.apiUrl,
    });
    const ready = once(front.client, Events.ClientReady);
    await front.client.login('fake-token');
    await ready;
    // The render worker loads the fonts and renderers; each game's static layers wait for its first
    // picture, as in the bot.
    if (pictures === 'real') await warmUpRenderWorkers();
    app.outbox.start();

    let stopped: Promise<void> | null = null;
    return {
      fake,
      app,
      front,
      db,
      channelId:
        fake
          .guild()
          .channelIds.map((id) => fake.channel(id))
          .find((c) => c.name === 'games')?.id ?? fake.defaultChannelId,
      stop: () => (stopped ??= cleanup()),
    };
  } catch (e) {
    await cleanup();
    throw e;
  }
}

// ---------------------------------------------------------------------------------------------
// Service-level tests: an app without Discord, with a transport that records what it delivers.

export interface Delivered {
  kind: 'channel' | 'dm';
  target: string;
  msg: OutMessage;
}

/** Records every delivery; `fail` makes the next deliveries throw (a Discord outage). */
export class RecordingTransport implements Transport {
  readonly delivered: Delivered[] = [];
  readonly closedDms = new Set<string>();
  fail: Error | null = null;
  attempts = 0;

  async postChannel(channelId: string, msg: OutMessage): Promise<void> {
    this.attempts++;
    if (this.fail) throw this.fail;
    this.delivered.push({ kind: 'channel', target: channelId, msg });
  }

  async sendDm(userId: string, msg: OutMessage): Promise<void> {
    this.attempts++;
    if (this.fail) throw this.fail;
    if (this.closedDms.has(userId)) throw new DmClosedError(userId);
    this.delivered.push({ kind: 'dm', target: userId, msg });
  }

  channelPosts(channelId?: string): OutMessage[] {
    return this.delivered
      .filter((d) => d.kind === 'channel' && (!channelId || d.target === channelId))
      .map((d) => d.msg);
  }

  dms(userId: string): OutMessage[] {
    return this.delivered.filter((d) => d.kind === 'dm' && d.target === userId).map((d) => d.msg);
  }
}

/**
 * createApp on a given database with a recording transport and a fixed seed (no Discord). Its
 * pictures are cheap ones (test/helpers/pictures.ts) unless `pictures: 'real'`: for this test file,
 * until another startServiceApp/startTestBot says otherwise.
 */
export async function startServiceApp(
  db: Database,
  opts: { seed?: number; transport?: Transport; defaultLocale?: Locale; pictures?: Pictures } = {},
): Promise<{ app: App; transport: Transport }> {
  usePictures(opts.pictures ?? 'cheap');
  const transport = opts.transport ?? new RecordingTransport();
  const seed = opts.seed ?? 1905;
  const app = await createApp({ db, transport, defaultLocale: opts.defaultLocale ?? 'en', newSeed: () => seed });
  return { app, transport };
}
