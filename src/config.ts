// Runtime configuration, read from the environment (and from ./.env when present).
//
// `loadConfig(env)` is pure: it only reads the object it is given and throws a ConfigError that
// names every bad variable. `readConfig()` is what entry points call: it loads .env first (quietly,
// never overriding variables already set, like `import 'dotenv/config'`), then `loadConfig()`.
// Every variable is documented in .env.example.
import { config as dotenvConfig } from 'dotenv';
import { LOCALES, type Locale } from '#engine/types.ts';
import { redactDatabaseUrl, type LogFormat, type LogLevel } from './log.ts';

export type { LogFormat, LogLevel };
export const LOG_LEVELS: readonly LogLevel[] = ['debug', 'info', 'warn', 'error'];
export const LOG_FORMATS: readonly LogFormat[] = ['json', 'pretty'];

export interface Config {
  /** Bot token; undefined → console mode (no Discord connection). */
  readonly discordToken: string | undefined;
  /** Application (client) id; undefined → taken from the logged-in client. */
  readonly discordApplicationId: string | undefined;
  /** Register slash commands to this guild only (instant updates); undefined → globally. */
  readonly discordGuildId: string | undefined;
  /**
   * Base URL of Discord's HTTP API (e.g. http://127.0.0.1:PORT/api for the fake Discord of the
   * tests and the container smoke test); undefined → discord.js's default (the real Discord).
   */
  readonly discordApiUrl: string | undefined;
  /** 'discord' when a token is set, else 'console'. */
  readonly mode: 'discord' | 'console';
  /** postgres:// or postgresql:// URL; undefined → embedded PGlite in pgliteDir. */
  readonly databaseUrl: string | undefined;
  /** 'postgres' when databaseUrl is set, else 'pglite'. */
  readonly store: 'postgres' | 'pglite';
  readonly pgliteDir: string;
  /** Where console mode writes rendered images. */
  readonly imageDir: string;
  readonly logLevel: LogLevel;
  readonly logFormat: LogFormat;
  readonly defaultLocale: Locale;
  readonly outboxPollMs: number;
  /**
   * Shard count for `npm run start:sharded` (HEXPOST_SHARDS; 'auto' asks Discord). Not `SHARDS`:
   * discord.js reads SHARDS / SHARD_COUNT itself in every Client.
   */
  readonly shards: 'auto' | number;
  /** Register the slash commands once the gateway is ready (REGISTER_COMMANDS_ON_START). */
  readonly registerCommandsOnStart: boolean;
  /** Port of the health/readiness/metrics listener (HTTP_PORT); undefined → no listener. */
  readonly httpPort: number | undefined;
  /**
   * PUBLIC_URL: the base of the web board's links (https://board.example.org behind a reverse
   * proxy); undefined → http://localhost:<the listener's port>.
   */
  readonly publicUrl: string | undefined;
  /** BOARD_SECRET: signs the board's links; undefined → a secret made once and kept in the database. */
  readonly boardSecret: string | undefined;
  /** /readyz fails when the oldest undelivered outbox row is older than this (ms). */
  readonly readyMaxOutboxAgeMs: number;
  /**
   * HEXPOST_REQUIRE_TOKEN (set by the Dockerfile): without DISCORD_TOKEN, exit with an error instead
   * of opening the console (a container has no one at its standard input).
   */
  readonly requireToken: boolean;
  /** How long a graceful shutdown may take before the process exits anyway. */
  readonly shutdownTimeoutMs: number;
}

export interface LoadConfigOptions {
  /** Whether the log stream (stderr) is a terminal; decides the LOG_FORMAT default. */
  readonly isTTY?: boolean;
}

export interface ConfigIssue {
  readonly variable: string;
  readonly message: string;
}

export class ConfigError extends Error {
  readonly issues: readonly ConfigIssue[];
  constructor(issues: readonly ConfigIssue[]) {
    super(
      `Invalid configuration (see .env.example):\n${issues.map((i) => `  - ${i.variable}: ${i.message}`).join('\n')}`,
    );
    this.name = 'ConfigError';
    this.issues = issues;
  }
}

export const DEFAULTS = {
  pgliteDir: './data/pglite',
  imageDir: './out',
  logLevel: 'info' as LogLevel,
  defaultLocale: 'ja' as Locale,
  outboxPollMs: 2000,
  shards: 'auto' as const,
  shutdownTimeoutMs: 10_000,
  readyMaxOutboxAgeMs: 15 * 60_000,
} as const;

type Env = Readonly<Record<string, string | undefined>>;

const SNOWFLAKE = /^\d{17,20}$/;

/** Parse and validate the environment. Pure: reads only `env` (and `opts`). */
export function loadConfig(env: Env = process.env, opts: LoadConfigOptions = {}): Config {
  const issues: ConfigIssue[] = [];
  const fail = (variable: string, message: string): undefined => {
    issues.push({ variable, message });
    return undefined;
  };
  /** Trimmed value; empty or whitespace-only counts as unset. */
  const get = (name: string): string | undefined => {
    const raw = env[name];
    if (raw === undefined) return undefined;
    const v = raw.trim();
    return v === '' ? undefined : v;
  };
  const oneOf = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
    const v = get(name);
    if (v === undefined) return fallback;
    const lower = v.toLowerCase();
    if ((allowed as readonly string[]).includes(lower)) return lower as T;
    fail(name, `expected one of ${allowed.join(', ')} (got ${JSON.stringify(v)})`);
    return fallback;
  };
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const v = get(name);
    if (v === undefined) return fallback;
    if (!/^\d+$/.test(v)) {
      fail(name, `expected a whole number of milliseconds (got ${JSON.stringify(v)})`);
      return fallback;
    }
    const n = Number(v);
    if (n < min || n > max) {
      fail(name, `expected a number from ${min} to ${max} (got ${n})`);
      return fallback;
    }
    return n;
  };
  const snowflake = (name: string): string | undefined => {
    const v = get(name);
    if (v === undefined || SNOWFLAKE.test(v)) return v;
    return fail(name, `expected a Discord id (17 to 20 digits), got ${JSON.stringify(v)}`);
  };

  // DISCORD_TOKEN: never echo its value in an error.
  let discordToken = get('DISCORD_TOKEN');
  if (discordToken !== undefined) {
    if (/^bot\s/i.test(discordToken)) {
      discordToken = fail('DISCORD_TOKEN', 'give the bare token, without the "Bot " prefix');
    } else if (/\s/.test(discordToken)) {
      discordToken = fail('DISCORD_TOKEN', 'must not contain whitespace');
    }
  }

  const discordApplicationId = snowflake('DISCORD_APPLICATION_ID');
  const discordGuildId = snowflake('DISCORD_GUILD_ID');

  let discordApiUrl = get('DISCORD_API_URL');
  if (discordApiUrl !== undefined) {
    let ok = false;
    try {
      const u = new URL(discordApiUrl);
      ok = u.protocol === 'http:' || u.protocol === 'https:';
    } catch {
      ok = false;
    }
    if (!ok)
      discordApiUrl = fail(
        'DISCORD_API_URL',
        `expected an http(s) URL such as https://discord.com/api (got ${JSON.stringify(discordApiUrl)})`,
      );
    else discordApiUrl = discordApiUrl.replace(/\/+$/, '');
  }

  let databaseUrl = get('DATABASE_URL');
  if (databaseUrl !== undefined) {
    const problem = databaseUrlProblem(databaseUrl);
    if (problem)
      databaseUrl = fail('DATABASE_URL', `${problem} (got ${JSON.stringify(redactDatabaseUrl(databaseUrl))})`);
  }

  const logLevel = oneOf('LOG_LEVEL', LOG_LEVELS, DEFAULTS.logLevel);
  const isTTY = opts.isTTY ?? false;
  const logFormat = oneOf('LOG_FORMAT', LOG_FORMATS, isTTY ? 'pretty' : 'json');
  const defaultLocale = oneOf('DEFAULT_LOCALE', LOCALES, DEFAULTS.defaultLocale);
  const outboxPollMs = integer('OUTBOX_POLL_MS', DEFAULTS.outboxPollMs, 10, 3_600_000);
  const shutdownTimeoutMs = integer('SHUTDOWN_TIMEOUT_MS', DEFAULTS.shutdownTimeoutMs, 0, 600_000);

  const bool = (name: string, fallback: boolean): boolean => {
    const v = get(name);
    if (v === undefined) return fallback;
    const lower = v.toLowerCase();
    if (lower === '1' || lower === 'true') return true;
    if (lower === '0' || lower === 'false') return false;
    fail(name, `expected 1, 0, true or false (got ${JSON.stringify(v)})`);
    return fallback;
  };

  // HEXPOST_SHARDS, not SHARDS: discord.js parses process.env.SHARDS as JSON in every Client (and
  // the ShardingManager sets SHARDS=<id> in each shard process), so that name is not ours.
  let shards: 'auto' | number = DEFAULTS.shards;
  const rawShards = get('HEXPOST_SHARDS');
  if (rawShards !== undefined) {
    if (rawShards.toLowerCase() === 'auto') shards = 'auto';
    else if (/^\d+$/.test(rawShards) && Number(rawShards) >= 1 && Number(rawShards) <= 10_000)
      shards = Number(rawShards);
    else fail('HEXPOST_SHARDS', `expected "auto" or a whole number of shards ≥ 1 (got ${JSON.stringify(rawShards)})`);
  }
  // SHARDS set by the user (a leftover `SHARDS=auto` of the old .env template): discord.js would
  // parse it as JSON in the Client and crash with a bare SyntaxError. Only a shard process started
  // by discord.js's ShardingManager (which sets SHARDING_MANAGER) may carry it.
  if (get('SHARDS') !== undefined && get('SHARDING_MANAGER') === undefined) {
    fail(
      'SHARDS',
      `is not a hexpost setting (discord.js reads it itself and cannot parse ${JSON.stringify(get('SHARDS'))}): remove it from the environment or .env, and set HEXPOST_SHARDS instead ("auto" or a number of shards, for npm run start:sharded)`,
    );
  }
  const registerCommandsOnStart = bool('REGISTER_COMMANDS_ON_START', false);
  const requireToken = bool('HEXPOST_REQUIRE_TOKEN', false);
  let httpPort: number | undefined;
  const rawPort = get('HTTP_PORT');
  if (rawPort !== undefined) {
    if (/^\d+$/.test(rawPort) && Number(rawPort) >= 1 && Number(rawPort) <= 65_535) httpPort = Number(rawPort);
    else
      fail(
        'HTTP_PORT',
        `expected a TCP port from 1 to 65535, or empty for no listener (got ${JSON.stringify(rawPort)})`,
      );
  }
  let publicUrl: string | undefined;
  const rawUrl = get('PUBLIC_URL');
  if (rawUrl !== undefined) {
    let u: URL | null = null;
    try {
      u = new URL(rawUrl);
    } catch {
      u = null;
    }
    if (u && (u.protocol === 'http:' || u.protocol === 'https:') && !u.search && !u.hash)
      publicUrl = rawUrl.replace(/\/+$/, '');
    else
      fail(
        'PUBLIC_URL',
        `expected an http(s) URL without query or fragment, such as https://board.example.org (got ${JSON.stringify(rawUrl)})`,
      );
  }
  const boardSecret = get('BOARD_SECRET');
  if (boardSecret !== undefined && boardSecret.length < 32)
    fail(
      'BOARD_SECRET',
      'expected at least 32 characters (for example the output of `openssl rand -hex 32`), or unset to keep one in the database',
    );
  const readyMaxOutboxAgeMs = integer(
    'READY_MAX_OUTBOX_AGE_MS',
    DEFAULTS.readyMaxOutboxAgeMs,
    1000,
    7 * 24 * 3_600_000,
  );
  if (requireToken && !discordToken && !issues.some((i) => i.variable === 'DISCORD_TOKEN')) {
    fail(
      'DISCORD_TOKEN',
      'is required here (HEXPOST_REQUIRE_TOKEN is set, as in the container image): set DISCORD_TOKEN to the bot token from the Developer Portal',
    );
  }

  if (issues.length > 0) throw new ConfigError(issues);

  return Object.freeze({
    discordToken,
    discordApplicationId,
    discordGuildId,
    discordApiUrl,
    mode: discordToken ? 'discord' : 'console',
    databaseUrl,
    store: databaseUrl ? 'postgres' : 'pglite',
    pgliteDir: get('PGLITE_DIR') ?? DEFAULTS.pgliteDir,
    imageDir: get('IMAGE_DIR') ?? DEFAULTS.imageDir,
    logLevel,
    logFormat,
    defaultLocale,
    outboxPollMs,
    shards,
    shutdownTimeoutMs,
    registerCommandsOnStart,
    httpPort,
    publicUrl,
    boardSecret,
    readyMaxOutboxAgeMs,
    requireToken,
  } satisfies Config);
}

/** Load ./.env (or `path`) into process.env, quietly, without overriding set variables. */
export function loadDotenv(path?: string): void {
  // A missing file is not an error (dotenv returns it in .error; we ignore it).
  dotenvConfig({ quiet: true, ...(path ? { path } : {}) });
}

/** For entry points: .env, then the environment, validated. Throws ConfigError. */
export function readConfig(): Config {
  loadDotenv();
  return loadConfig(process.env, { isTTY: process.stderr.isTTY === true });
}

/** For entry points: readConfig(), or print what is wrong (never a secret) and exit 2. */
export function readConfigOrExit(): Config {
  try {
    return readConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
}

/**
 * Strings the logger must never print: the token and the database password (raw and
 * percent-decoded). Pass to log.ts's configureLogging({ secrets }).
 */
export function secretsOf(config: Config): string[] {
  const out: string[] = [];
  if (config.discordToken) out.push(config.discordToken);
  if (config.databaseUrl) {
    try {
      const pw = new URL(config.databaseUrl).password;
      if (pw) {
        out.push(pw);
        const decoded = safeDecode(pw);
        if (decoded !== pw) out.push(decoded);
      }
    } catch {
      // validated already; nothing to add
    }
  }
  return out;
}

/** A printable form of the config (token and database password replaced). */
export function describeConfig(config: Config): Record<string, unknown> {
  return {
    ...config,
    discordToken: config.discordToken ? '[set]' : undefined,
    databaseUrl: config.databaseUrl ? redactDatabaseUrl(config.databaseUrl) : undefined,
  };
}

function databaseUrlProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'not a valid URL; expected postgresql://user:password@host:5432/database';
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    return `expected a postgres:// or postgresql:// URL, not ${url.protocol}//`;
  }
  if (!url.hostname && !url.searchParams.get('host')) return 'missing the host name';
  return undefined;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
