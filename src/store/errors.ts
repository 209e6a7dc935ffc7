// Is this error "the database is out of reach right now" (a Postgres restart, a network cut, a
// full pool) rather than a bug or a refused change? Commands that fail so get a "try again"
// reply instead of the generic error: nothing was committed, and the same command will work once
// the database is back. One function, so every front and the outbox classify alike.

/** Prisma error codes of an unreachable / closed / exhausted connection. */
const PRISMA_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024', 'P2037']);
/** Driver-adapter error kinds (@prisma/driver-adapter-utils) of the same. */
const ADAPTER_KINDS = new Set([
  'DatabaseNotReachable',
  'ConnectionClosed',
  'SocketTimeout',
  'TooManyConnections',
  'TlsConnectionError',
]);
/** Node socket errors. */
const NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** SQLSTATEs: class 08 (connection exception), 57P01..57P03 (server shutting down / starting). */
const SQLSTATE = /^(08...|57P0[123])$/;
/** Messages of pg / pg-pool / Prisma when the server goes away (some carry no code). */
const MESSAGES = [
  /can't reach database server/i,
  /connection terminated/i,
  /connection (was )?closed/i,
  /server closed the connection unexpectedly/i,
  /timeout exceeded when trying to connect/i,
  /terminating connection due to administrator command/i,
  /the database system is (starting up|shutting down)/i,
  /client has encountered a connection error/i,
  /cannot use a pool after calling end/i,
];

export function isDatabaseUnavailable(err: unknown): boolean {
  const seen = new Set<unknown>();
  const walk = (e: unknown, depth: number): boolean => {
    if (e === null || e === undefined || depth > 6 || seen.has(e)) return false;
    if (typeof e !== 'object') return false;
    seen.add(e);
    const o = e as Record<string, unknown>;
    const code = typeof o.code === 'string' ? o.code : undefined;
    if (code && (PRISMA_CODES.has(code) || NODE_CODES.has(code) || SQLSTATE.test(code))) return true;
    if (typeof o.kind === 'string' && ADAPTER_KINDS.has(o.kind)) return true;
    if (o.kind === 'postgres' && typeof o.code === 'string' && SQLSTATE.test(o.code)) return true;
    const message = typeof o.message === 'string' ? o.message : '';
    if (message && MESSAGES.some((re) => re.test(message))) return true;
    const meta = o.meta as Record<string, unknown> | undefined;
    if (meta && walk(meta.driverAdapterError, depth + 1)) return true;
    if (walk(o.cause, depth + 1)) return true;
    if (Array.isArray(o.errors)) return o.errors.some((x) => walk(x, depth + 1)); // AggregateError (connect to ::1 and 127.0.0.1)
    return false;
  };
  return walk(err, 0);
}
