// Outbox delivery failures: which Discord errors are permanent, how long to wait on the others, and
// the one-line summaries that are logged (ids, codes, status, sizes; never message text).

/** A failure that retrying cannot fix (Discord codes 50013, 50001, 10003, 10013; DMs closed). */
export class PermanentDeliveryError extends Error {
  constructor(
    readonly reason: PermanentReason,
    readonly code: number | null,
  ) {
    super(`permanent delivery failure: ${reason}${code === null ? '' : ` (${code})`}`);
    this.name = 'PermanentDeliveryError';
  }
}

export type PermanentReason =
  | 'dm-closed'
  | 'missing-permissions'
  | 'missing-access'
  | 'unknown-channel'
  | 'unknown-user'
  | 'not-sendable';

export class DmClosedError extends PermanentDeliveryError {
  constructor(userId: string) {
    super('dm-closed', null);
    this.message = `DMs closed for user ${userId}`;
    this.name = 'DmClosedError';
  }
}

const PERMANENT_CODES: Record<number, PermanentReason> = {
  50013: 'missing-permissions',
  50001: 'missing-access',
  10003: 'unknown-channel',
  10013: 'unknown-user',
  50007: 'dm-closed',
  50278: 'dm-closed',
};

export type Classified = { permanent: true; reason: PermanentReason } | { permanent: false; retryAfterMs: number };

/** Permanent or transient (with the least wait a rate limit asks for). Unknown errors are transient. */
export function classifyError(err: unknown): Classified {
  if (err instanceof PermanentDeliveryError) return { permanent: true, reason: err.reason };
  const e = (typeof err === 'object' && err !== null ? err : {}) as {
    code?: unknown;
    status?: unknown;
    retryAfter?: unknown;
    rawError?: { retry_after?: unknown };
  };
  if (typeof e.code === 'number' && PERMANENT_CODES[e.code])
    return { permanent: true, reason: PERMANENT_CODES[e.code]! };
  let retryAfterMs = 0;
  // discord.js RateLimitError: retryAfter in ms; a raw 429 body: retry_after in seconds.
  if (typeof e.retryAfter === 'number' && Number.isFinite(e.retryAfter)) retryAfterMs = e.retryAfter;
  else if (typeof e.rawError?.retry_after === 'number') retryAfterMs = e.rawError.retry_after * 1000;
  return { permanent: false, retryAfterMs: Math.max(0, retryAfterMs) };
}

/** What may be logged or stored of a delivery error: its kind, code, status, route, sizes. */
export function errorSummary(err: unknown): Record<string, unknown> {
  if (typeof err !== 'object' || err === null) return { type: typeof err };
  const e = err as {
    name?: unknown;
    code?: unknown;
    status?: unknown;
    method?: unknown;
    url?: unknown;
    message?: unknown;
    retryAfter?: unknown;
  };
  const out: Record<string, unknown> = { name: typeof e.name === 'string' ? e.name : 'Error' };
  if (typeof e.code === 'number' || typeof e.code === 'string') out.code = e.code;
  if (typeof e.status === 'number') out.status = e.status;
  if (typeof e.method === 'string') out.method = e.method;
  // Discord routes hold only ids (channels/<id>/messages); no query strings.
  if (typeof e.url === 'string') out.route = e.url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '');
  if (typeof e.retryAfter === 'number') out.retryAfter = e.retryAfter;
  if (err instanceof PermanentDeliveryError) out.reason = err.reason;
  if (typeof e.message === 'string') out.messageLength = e.message.length;
  return out;
}

/** The code a failed attempt is counted under: Discord's error code, else the HTTP status, else the error's kind. */
export function errorCode(err: unknown): string {
  const e = (typeof err === 'object' && err !== null ? err : {}) as {
    code?: unknown;
    status?: unknown;
    name?: unknown;
  };
  if (err instanceof PermanentDeliveryError) return err.reason;
  if (typeof e.code === 'number' || typeof e.code === 'string') return String(e.code);
  if (typeof e.status === 'number') return String(e.status);
  return typeof e.name === 'string' ? e.name : 'error';
}

/** The stored lastError of a row: the summary, never the text. */
export function errorLine(err: unknown): string {
  return Object.entries(errorSummary(err))
    .map(([k, v]) => `${k}=${String(v)}`)
    .join(' ');
}
