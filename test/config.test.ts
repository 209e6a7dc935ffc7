import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, describeConfig, loadConfig, loadDotenv, secretsOf } from '#src/config.ts';
import { baseEnv, exampleEnv, spawnBot } from './helpers/spawn-bot.ts';

const TOKEN = `${Buffer.from('123456789012345678').toString('base64url')}.GxYz12.AbCdEfGhIjKlMnOpQrStUvWxYz0123456789`;

function errorOf(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return e as ConfigError;
  }
  throw new Error('expected loadConfig to throw');
}

describe('loadConfig defaults', () => {
  it('an empty environment gives console mode on PGlite with the documented defaults', () => {
    expect(loadConfig({})).toEqual({
      discordToken: undefined,
      discordApplicationId: undefined,
      discordGuildId: undefined,
      mode: 'console',
      databaseUrl: undefined,
      store: 'pglite',
      pgliteDir: './data/pglite',
      imageDir: './out',
      logLevel: 'info',
      logFormat: 'json',
      defaultLocale: 'ja',
      outboxPollMs: 2000,
      shards: 'auto',
      shutdownTimeoutMs: 10000,
      registerCommandsOnStart: false,
      httpPort: undefined,
      readyMaxOutboxAgeMs: 900000,
      requireToken: false,
    });
  });

  it('empty values (as in .env.example) count as unset', () => {
    const c = loadConfig({ DISCORD_TOKEN: '', DATABASE_URL: '  ', LOG_LEVEL: '', HEXPOST_SHARDS: '' });
    expect(c.mode).toBe('console');
    expect(c.store).toBe('pglite');
    expect(c.logLevel).toBe('info');
    expect(c.shards).toBe('auto');
  });

  it('LOG_FORMAT defaults to pretty on a terminal, json otherwise', () => {
    expect(loadConfig({}, { isTTY: true }).logFormat).toBe('pretty');
    expect(loadConfig({}, { isTTY: false }).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }, { isTTY: true }).logFormat).toBe('json');
  });

  it('reads every variable', () => {
    const c = loadConfig({
      DISCORD_TOKEN: ` ${TOKEN} `,
      DISCORD_APPLICATION_ID: '112233445566778899',
      DISCORD_GUILD_ID: '998877665544332211',
      DATABASE_URL: 'postgresql://hexpost:hexpost@postgres:5432/hexpost',
      PGLITE_DIR: '/tmp/pg',
      IMAGE_DIR: '/tmp/img',
      LOG_LEVEL: 'DEBUG',
      LOG_FORMAT: 'pretty',
      DEFAULT_LOCALE: 'en',
      OUTBOX_POLL_MS: '500',
      HEXPOST_SHARDS: '4',
      SHUTDOWN_TIMEOUT_MS: '0',
      REGISTER_COMMANDS_ON_START: 'true',
      HTTP_PORT: '8080',
      READY_MAX_OUTBOX_AGE_MS: '60000',
    });
    expect(c).toMatchObject({
      discordToken: TOKEN,
      mode: 'discord',
      discordApplicationId: '112233445566778899',
      discordGuildId: '998877665544332211',
      store: 'postgres',
      databaseUrl: 'postgresql://hexpost:hexpost@postgres:5432/hexpost',
      pgliteDir: '/tmp/pg',
      imageDir: '/tmp/img',
      logLevel: 'debug',
      logFormat: 'pretty',
      defaultLocale: 'en',
      outboxPollMs: 500,
      shards: 4,
      shutdownTimeoutMs: 0,
      registerCommandsOnStart: true,
      httpPort: 8080,
      readyMaxOutboxAgeMs: 60000,
    });
    expect(loadConfig({ HEXPOST_SHARDS: 'AUTO' }).shards).toBe('auto');
    expect(loadConfig({ REGISTER_COMMANDS_ON_START: '1' }).registerCommandsOnStart).toBe(true);
    expect(loadConfig({ REGISTER_COMMANDS_ON_START: 'FALSE' }).registerCommandsOnStart).toBe(false);
    expect(loadConfig({ REGISTER_COMMANDS_ON_START: '0' }).registerCommandsOnStart).toBe(false);
    expect(Object.isFrozen(c)).toBe(true);
  });
});

describe('loadConfig validation', () => {
  it.each([
    ['LOG_LEVEL', 'verbose', /LOG_LEVEL: expected one of debug, info, warn, error/],
    ['LOG_FORMAT', 'xml', /LOG_FORMAT: expected one of json, pretty/],
    ['DEFAULT_LOCALE', 'fr', /DEFAULT_LOCALE: expected one of ja, en/],
    ['OUTBOX_POLL_MS', 'fast', /OUTBOX_POLL_MS: expected a whole number/],
    ['OUTBOX_POLL_MS', '0', /OUTBOX_POLL_MS: expected a number from 10/],
    ['SHUTDOWN_TIMEOUT_MS', '-5', /SHUTDOWN_TIMEOUT_MS: expected a whole number/],
    ['HEXPOST_SHARDS', '0', /HEXPOST_SHARDS: expected "auto" or a whole number/],
    ['HEXPOST_SHARDS', 'many', /HEXPOST_SHARDS: expected "auto" or a whole number/],
    ['REGISTER_COMMANDS_ON_START', 'yes', /REGISTER_COMMANDS_ON_START: expected 1, 0, true or false/],
    ['HTTP_PORT', '70000', /HTTP_PORT: expected a TCP port/],
    ['HTTP_PORT', 'web', /HTTP_PORT: expected a TCP port/],
    ['READY_MAX_OUTBOX_AGE_MS', 'soon', /READY_MAX_OUTBOX_AGE_MS: expected a whole number/],
    ['HEXPOST_REQUIRE_TOKEN', 'maybe', /HEXPOST_REQUIRE_TOKEN: expected 1, 0, true or false/],
    ['DISCORD_APPLICATION_ID', 'my-app', /DISCORD_APPLICATION_ID: expected a Discord id/],
    ['DISCORD_GUILD_ID', '123', /DISCORD_GUILD_ID: expected a Discord id/],
    ['DATABASE_URL', 'mysql://root@localhost/db', /DATABASE_URL: expected a postgres:\/\/ or postgresql:\/\/ URL/],
    ['DATABASE_URL', 'not a url', /DATABASE_URL: not a valid URL/],
  ])('%s=%s is rejected with a message naming the variable', (name, value, message) => {
    const err = errorOf({ [name]: value });
    expect(err.message).toMatch(message);
    expect(err.issues.map((i) => i.variable)).toEqual([name]);
  });

  it('reports every bad variable at once', () => {
    const err = errorOf({ LOG_LEVEL: 'loud', HEXPOST_SHARDS: 'x', DEFAULT_LOCALE: 'de' });
    expect(err.issues.map((i) => i.variable).sort()).toEqual(['DEFAULT_LOCALE', 'HEXPOST_SHARDS', 'LOG_LEVEL']);
    expect(err.message).toMatch(/^Invalid configuration/);
  });

  it('never echoes the token or a database password in an error', () => {
    const withPrefix = errorOf({ DISCORD_TOKEN: `Bot ${TOKEN}` });
    expect(withPrefix.message).toMatch(/DISCORD_TOKEN: give the bare token/);
    expect(withPrefix.message).not.toContain(TOKEN);

    const spaced = errorOf({ DISCORD_TOKEN: 'abc def' });
    expect(spaced.message).toMatch(/DISCORD_TOKEN: must not contain whitespace/);
    expect(spaced.message).not.toContain('abc def');

    const db = errorOf({ DATABASE_URL: 'mysql://root:hunter22@localhost/db' });
    expect(db.message).not.toContain('hunter22');
  });
});

describe('helpers', () => {
  it('secretsOf lists the token and the database password; describeConfig hides them', () => {
    const c = loadConfig({ DISCORD_TOKEN: TOKEN, DATABASE_URL: 'postgresql://u:p%40ssword@h:5432/d' });
    expect(secretsOf(c)).toEqual([TOKEN, 'p%40ssword', 'p@ssword']);
    const shown = JSON.stringify(describeConfig(c));
    expect(shown).not.toContain(TOKEN);
    expect(shown).not.toContain('p%40ssword');
    expect(shown).toContain('"discordToken":"[set]"');
  });

  describe('loadDotenv', () => {
    const touched: string[] = [];
    afterEach(() => {
      for (const k of touched.splice(0)) delete process.env[k];
    });

    it('loads a .env file without overriding variables already set, and a missing file is fine', () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'hexpost-env-'));
      const file = path.join(dir, '.env');
      writeFileSync(file, 'HEXPOST_TEST_A=from-file\nHEXPOST_TEST_B=from-file\n');
      touched.push('HEXPOST_TEST_A', 'HEXPOST_TEST_B');
      process.env.HEXPOST_TEST_B = 'from-env';
      loadDotenv(file);
      expect(process.env.HEXPOST_TEST_A).toBe('from-file');
      expect(process.env.HEXPOST_TEST_B).toBe('from-env');
      expect(() => loadDotenv(path.join(dir, 'missing.env'))).not.toThrow();
    });
  });
});

describe('the environment discord.js and Node see', () => {
  it('SHARDS, SHARD_COUNT and the other variables discord.js sets in a shard child are not ours', () => {
    // What ShardingManager gives shard 0 of 2 (discord.js Shard.env), on top of .env.example.
    const c = loadConfig({
      ...exampleEnv(),
      DISCORD_TOKEN: TOKEN,
      SHARDS: '0',
      SHARD_COUNT: '2',
      SHARDING_MANAGER: 'true',
      SHARDING_MANAGER_MODE: 'process',
    });
    expect(c.mode).toBe('discord');
    expect(c.shards).toBe('auto');
  });

  it("SHARDS set by the user (the old template's SHARDS=auto) is refused, naming HEXPOST_SHARDS", () => {
    for (const v of ['auto', '2', '[0,1]']) {
      const err = errorOf({ ...exampleEnv(), DISCORD_TOKEN: TOKEN, SHARDS: v });
      expect(err.issues.map((i) => i.variable)).toEqual(['SHARDS']);
      expect(err.message).toMatch(/SHARDS: is not a hexpost setting .*set HEXPOST_SHARDS instead/);
    }
    // Empty, as a blank line of a template leaves it, is unset.
    expect(loadConfig({ SHARDS: '' }).mode).toBe('console');
  });

  it('a leftover SHARDS=auto in .env: the bot exits 2 with that message, not a JSON error from discord.js', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hexpost-shards-'));
    writeFileSync(path.join(dir, '.env'), 'SHARDS=auto\n');
    const bot = spawnBot(
      'src/main.ts',
      {
        ...baseEnv(),
        DISCORD_TOKEN: TOKEN,
        DISCORD_API_URL: 'http://127.0.0.1:9/api',
        PGLITE_DIR: path.join(dir, 'pglite'),
      },
      { cwd: dir },
    );
    expect(await bot.exited()).toBe(2);
    expect(bot.output()).toMatch(/SHARDS: is not a hexpost setting/);
    expect(bot.output()).toMatch(/HEXPOST_SHARDS/);
    expect(bot.output()).not.toMatch(/SyntaxError|Unexpected token/);
  });

  it('HEXPOST_REQUIRE_TOKEN without a token is an error naming DISCORD_TOKEN; with one it passes', () => {
    const err = errorOf({ HEXPOST_REQUIRE_TOKEN: '1' });
    expect(err.issues.map((i) => i.variable)).toEqual(['DISCORD_TOKEN']);
    expect(err.message).toMatch(/DISCORD_TOKEN: is required here/);
    expect(loadConfig({ HEXPOST_REQUIRE_TOKEN: '1', DISCORD_TOKEN: TOKEN }).requireToken).toBe(true);
  });
});
