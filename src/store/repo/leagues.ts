// Leagues: leagues and their seasons, entries and pairings, and the ratings (docs/leagues.md).
// Every change of a season is guarded: the season's version (a start, a round paired, the end) or
// a pairing's status (claimed to start, settled once), so two processes never do one thing twice.
import { Prisma, type PrismaClient } from '#generated/prisma/client.ts';
import type { Db } from './records.ts';
import { commitGameChange, type CommitGameChangeInput } from './games.ts';
import { insertOutbox, type OutboxInput } from './outbox.ts';

export interface LeagueRecord {
  id: string;
  guildId: string;
  channelId: string;
  name: string;
  gameType: string;
  format: 'round-robin' | 'swiss';
  pace: string | null;
  rounds: number;
  roundDays: number;
  organiserRoleId: string | null;
  createdBy: string;
  /** Paused (its channel lost): no games are made and the sweep skips it until the organiser resumes it. */
  pausedAt?: Date | null;
  pausedWhy?: string | null;
  /** A withdrawn player's games in play are finished by the computer (unrated) instead of resigned. */
  aiTakeover?: boolean;
}

export interface EntryRecord {
  userId: string;
  name: string;
  goneSince: Date | null;
  division: number;
  seed: number;
  withdrawn: boolean;
  withdrawnWhy: string | null;
  /** A withdrawn player's place offered to this member (/league substitute), not yet accepted. */
  offeredTo?: string | null;
}

export interface PairingRecord {
  id: string;
  round: number;
  division: number;
  first: string;
  second: string | null;
  gameId: string | null;
  status: 'waiting' | 'playing' | 'settled';
  result: 'first' | 'second' | 'drawn' | 'void' | null;
  timeout: boolean;
}

export interface SeasonRecord {
  id: string;
  leagueId: string;
  number: number;
  status: 'signup' | 'running' | 'finished';
  round: number;
  roundDeadline: Date | null;
  signupUntil: Date | null;
  version: number;
  league: LeagueRecord;
  entries: EntryRecord[];
  pairings: PairingRecord[];
}

const seasonInclude = {
  league: true,
  entries: { orderBy: { joinedAt: 'asc' as const } },
  pairings: { orderBy: [{ round: 'asc' as const }, { id: 'asc' as const }] },
} satisfies Prisma.SeasonInclude;
type SeasonRow = Prisma.SeasonGetPayload<{ include: typeof seasonInclude }>;

function toSeason(r: SeasonRow): SeasonRecord {
  return {
    id: r.id,
    leagueId: r.leagueId,
    number: r.number,
    status: r.status as SeasonRecord['status'],
    round: r.round,
    roundDeadline: r.roundDeadline,
    signupUntil: r.signupUntil,
    version: r.version,
    league: {
      id: r.league.id,
      guildId: r.league.guildId,
      channelId: r.league.channelId,
      name: r.league.name,
      gameType: r.league.gameType,
      format: r.league.format as LeagueRecord['format'],
      pace: r.league.pace,
      rounds: r.league.rounds,
      roundDays: r.league.roundDays,
      organiserRoleId: r.league.organiserRoleId,
      createdBy: r.league.createdBy,
      pausedAt: r.league.pausedAt,
      pausedWhy: r.league.pausedWhy,
      aiTakeover: r.league.aiTakeover,
    },
    entries: r.entries.map((e) => ({
      userId: e.userId,
      name: e.name,
      goneSince: e.goneSince,
      division: e.division,
      seed: e.seed,
      withdrawn: e.withdrawn,
      withdrawnWhy: e.withdrawnWhy,
      offeredTo: e.offeredTo,
    })),
    pairings: r.pairings.map((p) => ({
      id: p.id,
      round: p.round,
      division: p.division,
      first: p.first,
      second: p.second,
      gameId: p.gameId,
      status: p.status as PairingRecord['status'],
      result: p.result as PairingRecord['result'],
      timeout: p.timeout,
    })),
  };
}

/** A new league with its first season open for sign-up, and its announcement. False: the name is taken on this server. */
export async function createLeague(
  db: PrismaClient,
  league: LeagueRecord,
  seasonId: string,
  outbox: OutboxInput[],
  signupUntil: Date | null = null,
): Promise<boolean> {
  try {
    await db.$transaction(async (tx) => {
      await tx.league.create({
        data: { ...league, seasons: { create: { id: seasonId, number: 1, status: 'signup', signupUntil } } },
      });
      await insertOutbox(tx, null, outbox, league.guildId);
    });
    return true;
  } catch (e) {
    if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === 'P2002') return false;
    if (String(e).includes('League_guildId_name_key')) return false;
    throw e;
  }
}

/** A league name as compared: Latin letters (and any other cased letters) without their case. */
export const foldLeagueName = (name: string) => name.normalize('NFC').toLowerCase();

/**
 * The newest season of a league (by name on a server, its case aside: "Spring" finds "spring"), or
 * null. The name as stored wins over one that differs only by case (leagues made before names were
 * compared so).
 */
export async function findSeasonByLeagueName(db: Db, guildId: string, name: string): Promise<SeasonRecord | null> {
  const names = (
    await db.league.findMany({ where: { guildId }, select: { name: true }, orderBy: { createdAt: 'asc' } })
  ).map((r) => r.name);
  const stored = names.includes(name) ? name : names.find((n) => foldLeagueName(n) === foldLeagueName(name));
  if (stored === undefined) return null;
  const r = await db.season.findFirst({
    where: { league: { guildId, name: stored } },
    orderBy: { number: 'desc' },
    include: seasonInclude,
  });
  return r ? toSeason(r) : null;
}

export async function findSeason(db: Db, seasonId: string): Promise<SeasonRecord | null> {
  const r = await db.season.findUnique({ where: { id: seasonId }, include: seasonInclude });
  return r ? toSeason(r) : null;
}

/** Seasons being played (the sweep's work list). */
export async function runningSeasons(db: Db, limit: number): Promise<string[]> {
  return (await db.season.findMany({ where: { status: 'running' }, select: { id: true }, take: limit })).map(
    (r) => r.id,
  );
}

/** Seasons whose sign-up has closed by `now` and that have not started. */
export async function signupsDue(db: Db, now: Date, limit: number): Promise<string[]> {
  return (
    await db.season.findMany({
      where: { status: 'signup', signupUntil: { lte: now } },
      select: { id: true },
      take: limit,
    })
  ).map((r) => r.id);
}

/** The names of the leagues of a server (autocomplete), or of those announced in one of its channels. */
export async function leagueNames(db: Db, guildId: string, channelId?: string): Promise<string[]> {
  return (
    await db.league.findMany({
      where: { guildId, ...(channelId ? { channelId } : {}) },
      select: { name: true },
      orderBy: { createdAt: 'desc' },
      take: 25,
    })
  ).map((r) => r.name);
}

/**
 * Claims a season in sign-up for a change of its entries: bumps its version while its status is
 * still 'signup'. The UPDATE takes the season's row lock until the transaction ends, so a join or a
 * leave and a start (commitSeason, guarded by the version) are serialised: a start that read the
 * entries before this change fails its guard and reads them again; a change after a start finds
 * the status changed and is refused.
 */
async function claimSignup(tx: Prisma.TransactionClient, seasonId: string): Promise<boolean> {
  return (
    (await tx.season.updateMany({ where: { id: seasonId, status: 'signup' }, data: { version: { increment: 1 } } }))
      .count === 1
  );
}

/** Signs up a member while the season is open. 'closed': not in sign-up; 'twice': already in. */
export async function addEntry(
  db: PrismaClient,
  seasonId: string,
  userId: string,
  name: string,
): Promise<'ok' | 'closed' | 'twice'> {
  return db.$transaction(async (tx) => {
    if (!(await claimSignup(tx, seasonId))) return 'closed';
    const had = await tx.leagueEntry.findUnique({ where: { seasonId_userId: { seasonId, userId } } });
    if (had) return 'twice';
    await tx.leagueEntry.create({ data: { seasonId, userId, name } });
    return 'ok';
  });
}

export async function removeEntry(
  db: PrismaClient,
  seasonId: string,
  userId: string,
): Promise<'ok' | 'closed' | 'absent'> {
  return db.$transaction(async (tx) => {
    if (!(await claimSignup(tx, seasonId))) return 'closed';
    const r = await tx.leagueEntry.deleteMany({ where: { seasonId, userId } });
    return r.count ? 'ok' : 'absent';
  });
}

/** A game taken over by the computer moved on before the commit that takes it over: nothing is written. */
class GameMoved extends Error {}

/**
 * A season's step, guarded by its version: new status/round/deadline, entries' divisions and
 * withdrawals, new pairings, settled pairings, the league's AI takeover setting, the games the
 * computer takes over from a withdrawn player, and the posts it owes — all or nothing. False:
 * another process moved the season first, or a game taken over moved (its version): plan again.
 */
export async function commitSeason(
  db: PrismaClient,
  input: {
    seasonId: string;
    expectedVersion: number;
    guildId: string;
    status?: SeasonRecord['status'];
    round?: number;
    roundDeadline?: Date | null;
    entries?: {
      userId: string;
      division?: number;
      seed?: number;
      withdrawn?: boolean;
      withdrawnWhy?: string | null;
      goneSince?: Date | null;
    }[];
    signupUntil?: Date | null;
    newEntries?: { userId: string; name: string; division: number; seed: number }[];
    pairings?: PairingRecord[];
    settle?: { id: string; status: PairingRecord['status']; result: PairingRecord['result']; timeout?: boolean }[];
    swap?: { pairingId: string; from: string; to: string }[];
    /** Pairings given back to play (a withdrawn player's forfeits, taken over by a substitute). */
    reopen?: string[];
    /** A withdrawn player's place offered to a member (null: the offer withdrawn). */
    offers?: { userId: string; offeredTo: string | null }[];
    /** The league's setting: the computer finishes a withdrawn player's games in play (aiTakeover). */
    league?: { id: string; aiTakeover: boolean };
    /**
     * Games in play the computer takes over from a withdrawn player: each game's change (its seat,
     * setup, posts and the AI's job row, guarded by the game's version: the commit loop's own
     * statement, src/store/repo/games.ts commitGameChange), and the game made unrated.
     */
    takeovers?: CommitGameChangeInput[];
    outbox: OutboxInput[];
    now: Date;
  },
): Promise<boolean> {
  const committed = db.$transaction(
    async (tx) => {
      const updated = await tx.season.updateMany({
        where: { id: input.seasonId, version: input.expectedVersion },
        data: {
          version: { increment: 1 },
          ...(input.status ? { status: input.status } : {}),
          ...(input.status === 'running' ? { startedAt: input.now } : {}),
          ...(input.status === 'finished' ? { endedAt: input.now } : {}),
          ...(input.round !== undefined ? { round: input.round } : {}),
          ...(input.roundDeadline !== undefined ? { roundDeadline: input.roundDeadline } : {}),
          ...(input.signupUntil !== undefined ? { signupUntil: input.signupUntil } : {}),
        },
      });
      if (updated.count !== 1) return false;
      for (const e of input.entries ?? []) {
        const { userId, ...data } = e;
        await tx.leagueEntry.update({ where: { seasonId_userId: { seasonId: input.seasonId, userId } }, data });
      }
      if (input.newEntries?.length)
        await tx.leagueEntry.createMany({ data: input.newEntries.map((e) => ({ seasonId: input.seasonId, ...e })) });
      if (input.pairings?.length) {
        await tx.leaguePairing.createMany({ data: input.pairings.map((p) => ({ ...p, seasonId: input.seasonId })) });
      }
      for (const s of input.settle ?? []) {
        await tx.leaguePairing.update({
          where: { id: s.id },
          data: { status: s.status, result: s.result, timeout: s.timeout ?? false, endedAt: input.now },
        });
      }
      for (const w of input.swap ?? []) {
        const p = await tx.leaguePairing.findUnique({ where: { id: w.pairingId } });
        if (!p) continue;
        await tx.leaguePairing.update({
          where: { id: w.pairingId },
          data: { ...(p.first === w.from ? { first: w.to } : {}), ...(p.second === w.from ? { second: w.to } : {}) },
        });
      }
      for (const id of input.reopen ?? []) {
        await tx.leaguePairing.update({
          where: { id },
          data: { status: 'waiting', result: null, timeout: false, endedAt: null },
        });
      }
      for (const o of input.offers ?? []) {
        if (o.offeredTo)
          await tx.leagueEntry.updateMany({
            where: { seasonId: input.seasonId, offeredTo: o.offeredTo },
            data: { offeredTo: null },
          });
        await tx.leagueEntry.update({
          where: { seasonId_userId: { seasonId: input.seasonId, userId: o.userId } },
          data: { offeredTo: o.offeredTo },
        });
      }
      if (input.league)
        await tx.league.update({ where: { id: input.league.id }, data: { aiTakeover: input.league.aiTakeover } });
      for (const change of input.takeovers ?? []) {
        // No pool: the game's statement runs on this transaction's connection, inside it.
        const r = await commitGameChange(tx, change);
        if (!r.ok) throw new GameMoved(change.gameId);
        await tx.game.update({ where: { id: change.gameId }, data: { rated: false } });
      }
      await insertOutbox(tx, null, input.outbox, input.guildId);
      return true;
    },
    { maxWait: 10_000, timeout: 15_000 },
  );
  return committed.catch((e: unknown) => {
    if (e instanceof GameMoved) return false;
    throw e;
  });
}

/** Claims a waiting pairing for its game (the game's id chosen beforehand). False: claimed already. */
export async function claimPairing(db: Db, pairingId: string, gameId: string): Promise<boolean> {
  const r = await db.leaguePairing.updateMany({
    where: { id: pairingId, status: 'waiting' },
    data: { status: 'playing', gameId },
  });
  return r.count === 1;
}

/** The games of a season's pairings (status, winner, clock) for settling them. */
export async function pairingGames(
  db: Db,
  gameIds: string[],
): Promise<
  {
    id: string;
    channelId: string;
    status: string;
    winner: string | null;
    clock: unknown;
    rated: boolean;
    seats: { side: string; userId: string }[];
  }[]
> {
  if (!gameIds.length) return [];
  return db.game.findMany({
    where: { id: { in: gameIds } },
    select: {
      id: true,
      channelId: true,
      status: true,
      winner: true,
      clock: true,
      rated: true,
      seats: { select: { side: true, userId: true } },
    },
  });
}

/** The running season a game belongs to (none: not a league game). */
export async function seasonOfGame(db: Db, gameId: string): Promise<string[]> {
  const p = await db.leaguePairing.findUnique({
    where: { gameId },
    select: { seasonId: true, season: { select: { status: true } } },
  });
  return p && p.season.status === 'running' ? [p.seasonId] : [];
}

/** The next season of a finished one, open for sign-up with its players already in (their divisions moved). */
export async function createNextSeason(
  db: PrismaClient,
  s: SeasonRecord,
  seasonId: string,
  entries: { userId: string; name: string; division: number; seed: number }[],
  outbox: OutboxInput[],
): Promise<boolean> {
  try {
    await db.$transaction(async (tx) => {
      await tx.season.create({
        data: {
          id: seasonId,
          leagueId: s.leagueId,
          number: s.number + 1,
          status: 'signup',
          entries: { create: entries },
        },
      });
      await insertOutbox(tx, null, outbox, s.league.guildId);
    });
    return true;
  } catch (e) {
    if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === 'P2002') return false;
    throw e;
  }
}

/** Puts another member into a seat of a game (a league substitute). */
export async function replaceSeat(db: Db, gameId: string, from: string, to: string): Promise<number> {
  return (await db.seat.updateMany({ where: { gameId, userId: from }, data: { userId: to } })).count;
}

// ---------------------------------------------------------------------------------------------
// a lost channel: pause and resume

/** Why a post to a league's channel failed for good that means the channel is lost to the bot. */
export const LOST_CHANNEL_REASONS = [
  'unknown-channel',
  'missing-access',
  'missing-permissions',
  'not-sendable',
] as const;

/**
 * Leagues (not paused) whose channel lost a post for good since they were created or last resumed:
 * a league post (no game) to the league's channel that failed with one of LOST_CHANNEL_REASONS.
 */
export async function leaguesWithLostChannel(db: Db, limit: number): Promise<{ leagueId: string; reason: string }[]> {
  const failed = await db.outbox.findMany({
    where: {
      gameId: null,
      kind: 'channel',
      failedAt: { not: null },
      OR: LOST_CHANNEL_REASONS.map((r) => ({ lastError: { startsWith: `permanent reason=${r}` } })),
    },
    orderBy: { id: 'desc' },
    take: 200,
    select: { target: true, failedAt: true, lastError: true },
  });
  if (!failed.length) return [];
  const leagues = await db.league.findMany({
    where: { pausedAt: null, channelId: { in: [...new Set(failed.map((f) => f.target))] } },
    select: { id: true, channelId: true, createdAt: true, resumedAt: true },
    take: limit,
  });
  const out: { leagueId: string; reason: string }[] = [];
  for (const l of leagues) {
    const since = l.resumedAt ?? l.createdAt;
    const f = failed.find((x) => x.target === l.channelId && x.failedAt! >= since);
    if (f)
      out.push({
        leagueId: l.id,
        reason: /permanent reason=([a-z-]+)/.exec(f.lastError ?? '')?.[1] ?? 'unknown-channel',
      });
  }
  return out;
}

/** Pauses a league and queues what tells its organiser (once: false when it was paused already). */
export async function pauseLeague(
  db: PrismaClient,
  leagueId: string,
  why: string,
  outbox: OutboxInput[],
  guildId: string,
  now: Date,
): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const r = await tx.league.updateMany({
      where: { id: leagueId, pausedAt: null },
      data: { pausedAt: now, pausedWhy: why },
    });
    if (r.count !== 1) return false;
    await insertOutbox(tx, null, outbox, guildId);
    return true;
  });
}

/** Resumes a paused league, in a new channel if given, with its posts. False: it was not paused. */
export async function resumeLeague(
  db: PrismaClient,
  leagueId: string,
  channelId: string | null,
  outbox: OutboxInput[],
  guildId: string,
  now: Date,
): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const r = await tx.league.updateMany({
      where: { id: leagueId, pausedAt: { not: null } },
      data: { pausedAt: null, pausedWhy: null, resumedAt: now, ...(channelId ? { channelId } : {}) },
    });
    if (r.count !== 1) return false;
    await insertOutbox(tx, null, outbox, guildId);
    return true;
  });
}

// ---------------------------------------------------------------------------------------------
// how much each side played

/** Each side's decisions in each game: its actions in the log, a resignation not counted. */
export async function decisionCounts(db: Db, gameIds: string[]): Promise<Map<string, Map<string, number>>> {
  const out = new Map<string, Map<string, number>>();
  if (!gameIds.length) return out;
  const rows = await db.actionLog.groupBy({
    by: ['gameId', 'side'],
    where: { gameId: { in: gameIds }, NOT: { action: { equals: 'resign' } } },
    _count: { _all: true },
  });
  for (const r of rows) {
    const m = out.get(r.gameId) ?? new Map<string, number>();
    m.set(r.side, r._count._all);
    out.set(r.gameId, m);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// ratings

export interface RatingRecord {
  userId: string;
  name: string;
  rating: number;
  rd: number;
  vol: number;
  games: number;
}

export async function getRatings(
  db: Db,
  guildId: string,
  gameType: string,
  userIds?: string[],
): Promise<RatingRecord[]> {
  return db.rating.findMany({
    where: { guildId, gameType, ...(userIds ? { userId: { in: userIds } } : {}) },
    orderBy: [{ rating: 'desc' }, { userId: 'asc' }],
    select: { userId: true, name: true, rating: true, rd: true, vol: true, games: true },
  });
}

/** Finished rated games not rated yet (oldest first). */
export async function gamesToRate(
  db: Db,
  limit: number,
): Promise<
  {
    id: string;
    guildId: string | null;
    channelId: string;
    gameType: string;
    status: string;
    winner: string | null;
    seats: { side: string; userId: string }[];
  }[]
> {
  return db.game.findMany({
    where: { rated: true, ratedAt: null, status: { in: ['finished', 'aborted'] } },
    orderBy: { finishedAt: 'asc' },
    take: limit,
    select: {
      id: true,
      guildId: true,
      channelId: true,
      gameType: true,
      status: true,
      winner: true,
      seats: { select: { side: true, userId: true } },
    },
  });
}

/**
 * Rates one game: its new ratings and its ratedAt, only if it was not rated meanwhile. `unrated`:
 * the game is recorded as unrated instead (too few decisions: docs/leagues.md), with the post that
 * says so.
 */
export async function commitRating(
  db: PrismaClient,
  gameId: string,
  guildId: string,
  gameType: string,
  ratings: RatingRecord[],
  now: Date,
  unrated?: { outbox: OutboxInput[] },
): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const r = await tx.game.updateMany({
      where: { id: gameId, ratedAt: null },
      data: { ratedAt: now, ...(unrated ? { rated: false } : {}) },
    });
    if (r.count !== 1) return false;
    if (unrated) await insertOutbox(tx, gameId, unrated.outbox);
    for (const x of ratings) {
      const data = { name: x.name, rating: x.rating, rd: x.rd, vol: x.vol, games: x.games, updatedAt: now };
      await tx.rating.upsert({
        where: { guildId_gameType_userId: { guildId, gameType, userId: x.userId } },
        create: { guildId, gameType, userId: x.userId, ...data },
        update: data,
      });
    }
    return true;
  });
}

/** Every rated result of a game on a server, in the order the games ended (a rebuild). */
export async function ratedResults(
  db: Db,
  guildId: string,
  gameType: string,
): Promise<{ id: string; winner: string | null; seats: { side: string; userId: string }[] }[]> {
  return db.game.findMany({
    where: { guildId, gameType, rated: true, status: 'finished' },
    orderBy: [{ finishedAt: 'asc' }, { id: 'asc' }],
    select: { id: true, winner: true, seats: { select: { side: true, userId: true } } },
  });
}

/** Replaces a server's ratings of a game (a rebuild), keeping the names known. */
export async function replaceRatings(
  db: PrismaClient,
  guildId: string,
  gameType: string,
  ratings: Omit<RatingRecord, 'name'>[],
  now: Date,
): Promise<void> {
  await db.$transaction(async (tx) => {
    const names = new Map(
      (await tx.rating.findMany({ where: { guildId, gameType }, select: { userId: true, name: true } })).map((r) => [
        r.userId,
        r.name,
      ]),
    );
    await tx.rating.deleteMany({ where: { guildId, gameType } });
    if (ratings.length)
      await tx.rating.createMany({
        data: ratings.map((r) => ({ guildId, gameType, ...r, name: names.get(r.userId) ?? '', updatedAt: now })),
      });
  });
}

/** Remembers a member's name for the pictures (their ratings of every game on the server). */
export async function setRatingName(db: Db, guildId: string, userId: string, name: string): Promise<void> {
  await db.rating.updateMany({ where: { guildId, userId, NOT: { name } }, data: { name } });
}

/** The names members gave when they last signed up for a league of this server (for the pictures). */
export async function entryNames(db: Db, guildId: string, userIds: string[]): Promise<Map<string, string>> {
  const rows = await db.leagueEntry.findMany({
    where: { userId: { in: userIds }, season: { league: { guildId } }, NOT: { name: '' } },
    orderBy: { joinedAt: 'asc' },
    select: { userId: true, name: true },
  });
  return new Map(rows.map((r) => [r.userId, r.name]));
}

/** A league with its newest season's id (a pause's post names the league). */
export async function findLeague(
  db: Db,
  leagueId: string,
): Promise<(LeagueRecord & { seasonId: string | null }) | null> {
  const l = await db.league.findUnique({
    where: { id: leagueId },
    include: { seasons: { orderBy: { number: 'desc' }, take: 1, select: { id: true } } },
  });
  if (!l) return null;
  return {
    id: l.id,
    guildId: l.guildId,
    channelId: l.channelId,
    name: l.name,
    gameType: l.gameType,
    format: l.format as LeagueRecord['format'],
    pace: l.pace,
    rounds: l.rounds,
    roundDays: l.roundDays,
    organiserRoleId: l.organiserRoleId,
    createdBy: l.createdBy,
    pausedAt: l.pausedAt,
    pausedWhy: l.pausedWhy,
    aiTakeover: l.aiTakeover,
    seasonId: l.seasons[0]?.id ?? null,
  };
}
