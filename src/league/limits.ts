// Tables drawn on request (/leaderboard, /league standings) are rate-limited per member and per
// server (rate-limiter-flexible, in memory like the image limit of src/service/images.ts): a
// member may ask TABLE_REQUESTS_PER_MINUTE times a minute (default 3), a server
// TABLE_GUILD_REQUESTS_PER_MINUTE times (default 10), so neither one member nor a crowd keeps the
// render workers busy. A refusal costs nothing and says when to ask again.
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { t } from '#service/i18n.ts';
import { fail, type Result } from '#service/types.ts';

const perMinute = (name: string, fallback: number) => Math.max(1, Number(process.env[name] || fallback));

type Limiters = { user: RateLimiterMemory; guild: RateLimiterMemory };
const makeLimiters = (perUser: number, perGuild: number, duration = 60): Limiters => ({
  user: new RateLimiterMemory({ keyPrefix: 'table-user', points: perUser, duration }),
  guild: new RateLimiterMemory({ keyPrefix: 'table-guild', points: perGuild, duration }),
});

let limiters: Limiters | null = null;
const theLimiters = () =>
  (limiters ??= makeLimiters(
    perMinute('TABLE_REQUESTS_PER_MINUTE', 3),
    perMinute('TABLE_GUILD_REQUESTS_PER_MINUTE', 10),
  ));

/** Replace the limits (tests: a small allowance). */
export function setTableRateLimit(perUser: number, perGuild: number, durationSeconds = 60): void {
  limiters = makeLimiters(perUser, perGuild, durationSeconds);
}

/** Takes one table request of `userId` on `guildId`, or refuses it naming `command` and when to ask again. */
export async function allowTable(command: string, userId: string, guildId: string): Promise<Result<null>> {
  const l = theLimiters();
  // The server's allowance is looked at first without spending it: a member refused for their own
  // allowance does not use up the server's.
  const g = await l.guild.get(guildId);
  if (g && g.remainingPoints <= 0) return refused(command, g.msBeforeNext, 'guild');
  try {
    await l.user.consume(userId);
  } catch (err) {
    if (!(err instanceof RateLimiterRes)) throw err;
    return refused(command, err.msBeforeNext, 'user');
  }
  try {
    await l.guild.consume(guildId);
  } catch (err) {
    if (!(err instanceof RateLimiterRes)) throw err;
    return refused(command, err.msBeforeNext, 'guild');
  }
  return { ok: true, value: null };
}

function refused(command: string, ms: number, who: 'user' | 'guild'): Result<null> {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return fail(
    'RATE_LIMITED',
    t(who === 'user' ? 'tableRateLimitedMember' : 'tableRateLimitedServer', { command, seconds }),
  );
}
