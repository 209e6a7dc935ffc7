// The Discord transport against the fake Discord: one message per nonce (enforce_nonce), and how
// each injected failure is classified — and logged without the message's text.
import { once } from 'node:events';
import { Client, Events, GatewayIntentBits } from 'discord.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DiscordTransport } from '#bot/discord.ts';
import { configureLogging, logger } from '#src/log.ts';
import { classifyError, DmClosedError, errorSummary } from '#service/outbox/index.ts';
import { startFakeDiscord, type FakeDiscord } from '#tools/fake-discord/index.ts';

const SECRET = 'SECRET-hidden-strength-9';
let fake: FakeDiscord;
let client: Client;
let transport: DiscordTransport;
const logs: string[] = [];

beforeAll(async () => {
  configureLogging({ write: (l) => logs.push(l) });
  fake = await startFakeDiscord();
  client = new Client({ intents: [GatewayIntentBits.Guilds], ...fake.clientOptions() });
  const ready = once(client, Events.ClientReady);
  await client.login('any-token');
  await ready;
  transport = new DiscordTransport(client);
});
afterAll(async () => {
  await client?.destroy();
  await fake?.stop();
});

const msg = (nonce: string) => ({
  content: `private: ${SECRET}`,
  files: [{ name: 'p.png', data: Buffer.from(SECRET) }],
  nonce,
});

it('the same nonce sent twice (crash, slow send) makes one message', async () => {
  const ch = fake.channel('games').id;
  const before = fake.channelMessages(ch).length;
  await transport.postChannel(ch, msg('ob1'));
  await transport.postChannel(ch, msg('ob1'));
  await transport.postChannel(ch, msg('ob2'));
  expect(fake.channelMessages(ch).length - before).toBe(2);
  expect(fake.nonceDeduplicated).toBe(1);
});

it('each Discord failure is classified, and its log line has no message text', async () => {
  const ch = fake.channel('games').id;
  const path = new RegExp(`^/channels/${ch}/messages$`);
  const cases: [Parameters<FakeDiscord['injectFailure']>[0], boolean][] = [
    [{ path, status: 403, code: 50013, message: 'Missing Permissions', times: 1 }, true],
    [{ path, status: 403, code: 50001, message: 'Missing Access', times: 1 }, true],
    [{ path, status: 404, code: 10003, message: 'Unknown Channel', times: 1 }, true],
    [{ path, status: 503, times: 20 }, false],
    [{ path, reset: true, times: 20 }, false],
  ];
  for (const [inj, permanent] of cases) {
    fake.clearFailures();
    fake.injectFailure(inj);
    const err = await transport.postChannel(ch, msg(`x${inj.code ?? inj.status ?? 'r'}`)).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err, JSON.stringify(inj.status ?? 'reset')).not.toBeNull();
    expect(classifyError(err).permanent).toBe(permanent);
    // Both ways an error reaches the log: the logger's own serialisation, and the outbox summary.
    logger.warn('send failed', { err });
    logger.warn('send failed', { err: errorSummary(err) });
  }
  fake.clearFailures();
  const bob = fake.user('bob').id;
  fake.setDmsClosed('bob', true);
  await expect(transport.sendDm(bob, msg('d1'))).rejects.toBeInstanceOf(DmClosedError);
  expect(logs.length).toBeGreaterThanOrEqual(10);
  expect(logs.join('\n')).not.toContain(SECRET);
  expect(logs.join('\n')).not.toContain(Buffer.from(SECRET).toString('base64'));
});
