import { describe, expect, it } from 'vitest';
import {
  createLogger,
  looksLikeDiscordToken,
  redact,
  redactDatabaseUrl,
  redactString,
  REDACTED,
  type LoggerOptions,
} from '#src/log.ts';

// A made-up token of the real shape: base64url("123456789012345678") . 6 chars . 27+ chars.
const ID = '123456789012345678';
const TOKEN = `${Buffer.from(ID).toString('base64url')}.GxYz12.AbCdEfGhIjKlMnOpQrStUvWxYz0123456789`;
// A token we do NOT configure as a secret: must still be caught by its shape.
const OTHER_TOKEN = `${Buffer.from('987654321098765432').toString('base64url')}.Hq-7_a.zZ9-yY8_xX7wW6vV5uU4tT3sS2rR1qQ0`;
// A configured token that does not look like a Discord token at all.
const ODD_SECRET = 'not-a-discord-shaped-secret-value';

function capture(opts: LoggerOptions = {}) {
  const lines: string[] = [];
  const log = createLogger({
    secrets: [TOKEN, ODD_SECRET],
    write: (l) => lines.push(l),
    now: () => new Date('2026-01-02T03:04:05.678Z'),
    ...opts,
  });
  const records = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);
  const text = () => lines.join('');
  return { log, lines, records, text };
}

function expectClean(text: string) {
  expect(text).not.toContain(TOKEN);
  expect(text).not.toContain(OTHER_TOKEN);
  expect(text).not.toContain(ODD_SECRET);
  // Not even the parts of the token.
  for (const part of TOKEN.split('.')) expect(text).not.toContain(part);
}

describe('token shape', () => {
  it('recognises a Discord bot token and nothing else', () => {
    expect(looksLikeDiscordToken(TOKEN)).toBe(true);
    expect(looksLikeDiscordToken(OTHER_TOKEN)).toBe(true);
    // A JWT: three base64url segments, but the first is JSON, not digits.
    const jwt = `${Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url')}.eyJzdWIiOiIxMjM0NTY3ODkwIn0.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c`;
    expect(looksLikeDiscordToken(jwt)).toBe(false);
    expect(looksLikeDiscordToken('hello.world.again')).toBe(false);
  });
});

describe('redaction', () => {
  it('redacts a token given as a field, whatever the key', () => {
    const { log, records, text } = capture();
    log.info('login', {
      token: TOKEN,
      discordToken: 'x',
      clientSecret: 'y',
      password: 'z',
      Authorization: `Bot ${TOKEN}`,
      value: TOKEN,
    });
    const [r] = records();
    expect(r).toMatchObject({
      level: 'info',
      msg: 'login',
      token: REDACTED,
      discordToken: REDACTED,
      clientSecret: REDACTED,
      password: REDACTED,
      Authorization: REDACTED,
      value: REDACTED,
    });
    expectClean(text());
  });

  it('redacts a token inside the message string', () => {
    const { log, records, text } = capture();
    log.warn(`logging in with ${TOKEN} and again Bot ${OTHER_TOKEN}; also ${ODD_SECRET}!`);
    expect(records()[0]!.msg).toBe(`logging in with ${REDACTED} and again Bot ${REDACTED}; also ${REDACTED}!`);
    expectClean(text());
  });

  it("redacts a token inside an Error's message, stack, fields and cause", () => {
    const { log, records, text } = capture();
    const cause = new Error(`inner ${OTHER_TOKEN}`);
    const err = Object.assign(new Error(`An invalid token was provided: ${TOKEN}`, { cause }), {
      code: 'TokenInvalid',
      requestBody: { json: { token: TOKEN }, note: `token=${TOKEN}` },
    });
    expect(err.stack).toContain(TOKEN);
    log.error('login failed', err);
    log.error('login failed again', { err, gameId: 'g1' });
    const [a, b] = records();
    const e = a!.err as Record<string, unknown>;
    expect(e.name).toBe('Error');
    expect(e.message).toBe(`An invalid token was provided: ${REDACTED}`);
    expect(e.stack).toContain(`An invalid token was provided: ${REDACTED}`);
    expect(e.stack).toContain('log.test.ts');
    expect(e.code).toBe('TokenInvalid');
    expect((e.cause as Record<string, unknown>).message).toBe(`inner ${REDACTED}`);
    expect(b!.gameId).toBe('g1');
    expectClean(text());
  });

  it('redacts in nested objects, arrays, maps and bound child fields', () => {
    const { log, records, text } = capture();
    const child = log.child({ guildId: '42', shard: 0, headers: { authorization: `Bot ${TOKEN}` } });
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    child.info('nested', {
      a: { b: { c: [{ d: `see ${TOKEN}` }, TOKEN] } },
      env: { DISCORD_TOKEN: TOKEN, DATABASE_URL: 'postgresql://hexpost:s3cr3t-pw@db:5432/hexpost' },
      map: new Map([
        ['apiToken', 'abc'],
        ['ok', OTHER_TOKEN],
      ]),
      cyclic,
      big: 10n,
    });
    const [r] = records();
    expect(r).toMatchObject({
      guildId: '42',
      shard: 0,
      headers: { authorization: REDACTED },
      a: { b: { c: [{ d: `see ${REDACTED}` }, REDACTED] } },
      env: { DISCORD_TOKEN: REDACTED, DATABASE_URL: `postgresql://hexpost:${REDACTED}@db:5432/hexpost` },
      map: { apiToken: REDACTED, ok: REDACTED },
      cyclic: { name: 'loop', self: '[circular]' },
      big: '10',
    });
    expect(text()).not.toContain('s3cr3t-pw');
    expectClean(text());
  });

  it('redacts the pretty format too', () => {
    const { log, text } = capture({ format: 'pretty' });
    log.child({ gameId: 'g7' }).error(`boom ${TOKEN}`, { err: new Error(`bad ${TOKEN}`), token: TOKEN });
    expect(text()).toMatch(/^03:04:05\.678 ERROR boom \[redacted\] gameId=g7 err=/);
    expect(text()).toContain('bad [redacted]');
    expectClean(text());
  });

  it('redacts database URL passwords and webhook tokens in plain strings', () => {
    expect(redactDatabaseUrl('postgresql://hexpost:hexpost@postgres:5432/hexpost')).toBe(
      `postgresql://hexpost:${REDACTED}@postgres:5432/hexpost`,
    );
    expect(redactDatabaseUrl('postgres://u:p%40ss@h/db?sslmode=require')).toBe(
      `postgres://u:${REDACTED}@h/db?sslmode=require`,
    );
    expect(redactDatabaseUrl('postgresql://postgres@127.0.0.1:5432/test')).toBe(
      'postgresql://postgres@127.0.0.1:5432/test',
    );
    expect(
      redactString('PATCH /api/v10/webhooks/1234567890/aW50ZXJhY3Rpb246MTIzNDU2Nzg5MDpzZWNyZXQ/messages/@original'),
    ).toBe(`PATCH /api/v10/webhooks/1234567890/${REDACTED}/messages/@original`);
    expect(redact({ nested: ['x', { password: 1 }] })).toEqual({ nested: ['x', { password: REDACTED }] });
  });

  it('leaves ordinary text alone', () => {
    const { log, records } = capture();
    log.info('move accepted', {
      gameId: 'abc',
      from: '0312',
      to: '0413',
      units: ['1/2 Inf', 'Cav.Bde.3'],
      version: 3.5,
    });
    expect(records()[0]).toEqual({
      level: 'info',
      time: '2026-01-02T03:04:05.678Z',
      msg: 'move accepted',
      gameId: 'abc',
      from: '0312',
      to: '0413',
      units: ['1/2 Inf', 'Cav.Bde.3'],
      version: 3.5,
    });
  });
});

describe('levels', () => {
  it('filters below the configured level', () => {
    const { log, records } = capture({ level: 'warn' });
    log.debug('d');
    log.info('i');
    log.warn('w');
    log.error('e');
    expect(records().map((r) => [r.level, r.msg])).toEqual([
      ['warn', 'w'],
      ['error', 'e'],
    ]);
    expect(log.isLevelEnabled('info')).toBe(false);
    expect(log.isLevelEnabled('error')).toBe(true);
  });

  it('writes debug when asked, nothing when silent, info by default', () => {
    const dbg = capture({ level: 'debug' });
    dbg.log.debug('d');
    expect(dbg.records()).toHaveLength(1);

    const silent = capture({ level: 'silent' });
    silent.log.error('e');
    expect(silent.lines).toHaveLength(0);

    const def = capture();
    def.log.debug('d');
    def.log.info('i');
    expect(def.records().map((r) => r.msg)).toEqual(['i']);
  });

  it('children share the level and add their fields; reserved keys are kept apart', () => {
    const { log, records } = capture({ level: 'info' });
    const child = log.child({ gameId: 'g1' }).child({ shard: 2 });
    child.debug('hidden');
    child.info('shown', { msg: 'field named msg', level: 'x' });
    expect(records()).toEqual([
      {
        level: 'info',
        time: '2026-01-02T03:04:05.678Z',
        msg: 'shown',
        gameId: 'g1',
        shard: 2,
        _msg: 'field named msg',
        _level: 'x',
      },
    ]);
    expect(child.bindings).toEqual({ gameId: 'g1', shard: 2 });
  });
});
