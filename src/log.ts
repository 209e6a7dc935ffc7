// A tiny structured logger (no dependency): one JSON object per line on stderr, or pretty lines.
//
//   import { logger } from './log.ts';
//   const log = logger.child({ module: 'outbox' });
//   log.info('delivered', { gameId, guildId, ms: 12 });
//   log.error('send failed', err);              // or { err, gameId }
//
// Children share their root's settings, so module-level children made at import time follow
// a later configureLogging() (main calls it once the config is read).
//
// It must never print the Discord token. Before anything is written, every message and field is
// passed through redact():
//   - any field whose key matches /token|secret|password|authorization/i becomes "[redacted]";
//   - in every string: the configured secrets (the token text, the database password), anything
//     shaped like a Discord bot token, the password of any scheme://user:password@ URL and the
//     token part of Discord webhook/interaction URLs are replaced with "[redacted]";
//   - Errors are serialised (name, message, stack, code, cause, own fields) and redacted the same.
//     A discord.js error's `requestBody` (the message we tried to send: private text, images)
//     becomes its sizes only ({ jsonBytes, files: [bytes…] }).

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogFormat = 'json' | 'pretty';
export type Fields = Record<string, unknown>;

export const REDACTED = '[redacted]';

const LEVEL_RANK: Record<LogLevel | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface LoggerOptions {
  /** Lowest level written; 'silent' writes nothing. Default 'info'. */
  level?: LogLevel | 'silent';
  /** Default 'json'. */
  format?: LogFormat;
  /** Exact strings to redact wherever they appear (the token, the DB password). */
  secrets?: readonly (string | undefined)[];
  /** Where lines go (each ends with "\n"). Default: process.stderr. */
  write?: (line: string) => void;
  /** Clock, for tests. */
  now?: () => Date;
}

export interface Logger {
  debug(msg: string, fields?: Fields | Error): void;
  info(msg: string, fields?: Fields | Error): void;
  warn(msg: string, fields?: Fields | Error): void;
  error(msg: string, fields?: Fields | Error): void;
  /** A logger that adds `fields` (e.g. gameId, guildId, shard) to every line. */
  child(fields: Fields): Logger;
  isLevelEnabled(level: LogLevel): boolean;
  /** The fields bound to this logger (redacted copy). */
  readonly bindings: Fields;
}

interface State {
  rank: number;
  format: LogFormat;
  secrets: string[];
  write: (line: string) => void;
  now: () => Date;
}

/** Shortest configured secret that is redacted by exact match (avoids shredding logs). */
const MIN_SECRET_LENGTH = 4;
const SENSITIVE_KEY = /token|secret|password|authorization/i;
const MAX_DEPTH = 8;
const RESERVED = new Set(['level', 'time', 'msg']);

function defaultWrite(line: string): void {
  try {
    process.stderr.write(line);
  } catch {
    // a logger must not throw
  }
}

function makeState(opts: LoggerOptions): State {
  return {
    rank: LEVEL_RANK[opts.level ?? 'info'],
    format: opts.format ?? 'json',
    secrets: normaliseSecrets(opts.secrets ?? []),
    write: opts.write ?? defaultWrite,
    now: opts.now ?? (() => new Date()),
  };
}

function normaliseSecrets(list: readonly (string | undefined)[]): string[] {
  const set = new Set<string>();
  for (const s of list) if (typeof s === 'string' && s.length >= MIN_SECRET_LENGTH) set.add(s);
  // Longest first, so a secret containing another is replaced whole.
  return [...set].sort((a, b) => b.length - a.length);
}

/** A new independent root logger. */
export function createLogger(opts: LoggerOptions = {}): Logger {
  return makeLogger(makeState(opts), {});
}

function makeLogger(state: State, bound: Fields): Logger {
  const emit = (level: LogLevel, msg: string, extra?: Fields | Error): void => {
    if (LEVEL_RANK[level] < state.rank) return;
    try {
      const fields: Fields = extra instanceof Error ? { err: extra } : (extra ?? {});
      const safeMsg = redactString(String(msg), state.secrets);
      const safeFields = redact({ ...bound, ...fields }, state.secrets) as Fields;
      const time = state.now();
      state.write(
        state.format === 'pretty'
          ? prettyLine(level, time, safeMsg, safeFields)
          : jsonLine(level, time, safeMsg, safeFields),
      );
    } catch (e) {
      // Never let logging crash the bot; say (safely) that a line was lost.
      try {
        state.write(
          `{"level":"error","msg":"log line dropped","reason":${JSON.stringify(redactString(String(e), state.secrets))}}\n`,
        );
      } catch {
        // give up
      }
    }
  };
  return {
    debug: (m, f) => emit('debug', m, f),
    info: (m, f) => emit('info', m, f),
    warn: (m, f) => emit('warn', m, f),
    error: (m, f) => emit('error', m, f),
    child: (fields) => makeLogger(state, { ...bound, ...fields }),
    isLevelEnabled: (level) => LEVEL_RANK[level] >= state.rank,
    get bindings() {
      return redact(bound, state.secrets) as Fields;
    },
  };
}

function jsonLine(level: LogLevel, time: Date, msg: string, fields: Fields): string {
  const out: Fields = { level, time: time.toISOString(), msg };
  for (const [k, v] of Object.entries(fields)) out[RESERVED.has(k) ? `_${k}` : k] = v;
  return `${JSON.stringify(out)}\n`;
}

function prettyLine(level: LogLevel, time: Date, msg: string, fields: Fields): string {
  const hh = time.toISOString().slice(11, 23);
  let line = `${hh} ${level.toUpperCase().padEnd(5)} ${msg}`;
  const stacks: string[] = [];
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined) continue;
    if (isSerialisedError(v)) {
      // Inline: the error's own fields; below the line: its stack and its causes' stacks.
      const { stack: _stack, cause: _cause, ...rest } = v;
      line += ` ${k}=${JSON.stringify(rest)}`;
      stacks.push(errorStacks(v));
      continue;
    }
    line += ` ${k}=${typeof v === 'string' && /^[^\s"=]+$/.test(v) ? v : JSON.stringify(v)}`;
  }
  for (const stack of stacks) line += `\n    ${stack.split('\n').join('\n    ')}`;
  return `${line}\n`;
}

function errorStacks(e: Fields): string {
  let text = typeof e.stack === 'string' ? e.stack : `${String(e.name)}: ${String(e.message)}`;
  const cause = e.cause;
  if (cause !== undefined) {
    text += `\ncaused by: ${isSerialisedError(cause) ? errorStacks(cause) : JSON.stringify(cause)}`;
  }
  return text;
}

function isSerialisedError(v: unknown): v is Fields & { stack?: unknown } {
  return typeof v === 'object' && v !== null && (v as Fields).__error === true;
}

// ---------------------------------------------------------------------------------------------
// Redaction

/** True when `s` is shaped like a Discord bot token: id.timestamp.hmac, the id base64url digits. */
export function looksLikeDiscordToken(s: string): boolean {
  const m = /^([A-Za-z0-9_-]{16,})\.([A-Za-z0-9_-]{4,})\.([A-Za-z0-9_-]{20,})$/.exec(s);
  return m !== null && firstSegmentIsId(m[1]!);
}

function firstSegmentIsId(seg: string): boolean {
  try {
    return /^\d{15,22}$/.test(Buffer.from(seg, 'base64url').toString('latin1'));
  } catch {
    return false;
  }
}

const TOKEN_SHAPE = /(?<![A-Za-z0-9_-])([A-Za-z0-9_-]{16,})\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{20,}(?![A-Za-z0-9_-])/g;
// scheme://user:password@  (postgres URLs, proxies…)
const URL_PASSWORD = /\b([a-z][a-z0-9+.-]*:\/\/[^:/?#@\s]*):[^/?#\s]+@/gi;
// …/webhooks/<id>/<token> and …/interactions/<id>/<token>/callback
const WEBHOOK_TOKEN = /(\/(?:webhooks|interactions)\/\d+\/)[A-Za-z0-9_.%-]{20,}/g;

/** Replace every secret, token-shaped text, URL password and webhook token in `s`. */
export function redactString(s: string, secrets: readonly string[] = []): string {
  let out = s;
  for (const secret of secrets) {
    if (secret.length >= MIN_SECRET_LENGTH && out.includes(secret)) out = out.split(secret).join(REDACTED);
  }
  out = out.replace(TOKEN_SHAPE, (whole, first: string) => (firstSegmentIsId(first) ? REDACTED : whole));
  out = out.replace(URL_PASSWORD, `$1:${REDACTED}@`);
  out = out.replace(WEBHOOK_TOKEN, `$1${REDACTED}`);
  return out;
}

/** The URL with its password (if any) replaced: postgresql://u:[redacted]@host/db. */
export function redactDatabaseUrl(url: string): string {
  return url.replace(URL_PASSWORD, `$1:${REDACTED}@`);
}

/**
 * A JSON-safe, redacted deep copy of `value`: sensitive keys blanked, strings scrubbed, Errors
 * serialised, cycles cut, depth limited, bigint → string, Buffer → a summary.
 */
export function redact(value: unknown, secrets: readonly string[] = []): unknown {
  return walk(value, normaliseSecrets(secrets), new WeakSet(), 0);
}

function walk(value: unknown, secrets: readonly string[], seen: WeakSet<object>, depth: number): unknown {
  switch (typeof value) {
    case 'string':
      return redactString(value, secrets);
    case 'number':
      return Number.isFinite(value) ? value : String(value);
    case 'boolean':
    case 'undefined':
      return value;
    case 'bigint':
      return value.toString();
    case 'symbol':
      return value.toString();
    case 'function':
      return `[function ${(value as { name?: string }).name || 'anonymous'}]`;
  }
  if (value === null) return null;
  const obj = value as object;
  if (seen.has(obj)) return '[circular]';
  if (depth >= MAX_DEPTH) return '[deep]';
  seen.add(obj);
  try {
    if (value instanceof Error) return walkError(value, secrets, seen, depth);
    if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString();
    if (Buffer.isBuffer(value)) return `[Buffer ${value.length} bytes]`;
    if (ArrayBuffer.isView(value)) return `[${value.constructor.name} ${value.byteLength} bytes]`;
    if (value instanceof URL) return redactString(value.href, secrets);
    if (Array.isArray(value)) return value.map((v) => walk(v, secrets, seen, depth + 1));
    if (value instanceof Map) {
      const out: Fields = {};
      for (const [k, v] of value) {
        const key = String(k);
        out[key] = SENSITIVE_KEY.test(key) ? REDACTED : walk(v, secrets, seen, depth + 1);
      }
      return out;
    }
    if (value instanceof Set) return [...value].map((v) => walk(v, secrets, seen, depth + 1));
    const toJSON = (value as { toJSON?: unknown }).toJSON;
    if (typeof toJSON === 'function') {
      let json: unknown;
      try {
        json = toJSON.call(value);
      } catch {
        json = '[toJSON failed]';
      }
      if (json !== value) return walk(json, secrets, seen, depth + 1);
    }
    return walkObject(value as Fields, secrets, seen, depth);
  } finally {
    seen.delete(obj);
  }
}

function walkObject(obj: Fields, secrets: readonly string[], seen: WeakSet<object>, depth: number): Fields {
  const out: Fields = {};
  for (const [k, v] of Object.entries(obj)) {
    out[redactString(k, secrets)] = SENSITIVE_KEY.test(k) ? REDACTED : walk(v, secrets, seen, depth + 1);
  }
  return out;
}

/** The sizes of a discord.js request body, never its text: { jsonBytes, files: [bytes, …] }. */
export function requestBodySummary(body: unknown): Fields {
  if (typeof body !== 'object' || body === null) return {};
  const b = body as { json?: unknown; files?: unknown };
  let jsonBytes = 0;
  try {
    jsonBytes = b.json === undefined ? 0 : Buffer.byteLength(JSON.stringify(b.json) ?? '');
  } catch {
    jsonBytes = -1;
  }
  const files = Array.isArray(b.files)
    ? b.files.map((f: { data?: unknown }) => {
        const d = f?.data;
        return Buffer.isBuffer(d) || ArrayBuffer.isView(d) ? d.byteLength : typeof d === 'string' ? d.length : -1;
      })
    : [];
  return { jsonBytes, files };
}

function walkError(err: Error, secrets: readonly string[], seen: WeakSet<object>, depth: number): Fields {
  const out: Fields = {
    name: redactString(String(err.name), secrets),
    message: redactString(String(err.message), secrets),
  };
  if (typeof err.stack === 'string') out.stack = redactString(err.stack, secrets);
  // Own enumerable fields (code, status, url, requestBody, …) with the same rules.
  Object.assign(out, walkObject(err as unknown as Fields, secrets, seen, depth));
  // discord.js errors (DiscordAPIError, HTTPError) carry the request they failed on: its JSON is
  // the message we tried to send (a private view, a hand) and its files the images. Only sizes.
  if ('requestBody' in out) out.requestBody = requestBodySummary((err as { requestBody?: unknown }).requestBody);
  const cause = (err as { cause?: unknown }).cause;
  if (cause !== undefined) out.cause = walk(cause, secrets, seen, depth + 1);
  if (err instanceof AggregateError) out.errors = walk(err.errors, secrets, seen, depth + 1);
  // A marker kept out of the output (not enumerable) so the pretty format can spot errors.
  Object.defineProperty(out, '__error', { value: true, enumerable: false });
  return out;
}

// ---------------------------------------------------------------------------------------------
// The process-wide logger

const rootState = makeState({
  // Redact the token from the first line on, even before configureLogging() runs.
  secrets: [process.env.DISCORD_TOKEN?.trim()],
});

/** The process-wide logger. Make module loggers with logger.child({ module: '…' }). */
export const logger: Logger = makeLogger(rootState, {});

/**
 * Configure the process-wide logger (and every child made from it, before or after).
 * Secrets are added to those already known; they are never forgotten.
 */
export function configureLogging(opts: LoggerOptions): void {
  if (opts.level !== undefined) rootState.rank = LEVEL_RANK[opts.level];
  if (opts.format !== undefined) rootState.format = opts.format;
  if (opts.write !== undefined) rootState.write = opts.write;
  if (opts.now !== undefined) rootState.now = opts.now;
  if (opts.secrets) rootState.secrets = normaliseSecrets([...rootState.secrets, ...opts.secrets]);
}
