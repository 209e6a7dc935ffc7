// Typed access to the hexpost tables: named queries, never the Prisma client. The queries live by
// table in repo/ (records, games, outbox, settings); every function takes the database handle
// first, and createRepository() binds them to one client.
import type pg from 'pg';
import type { PrismaClient } from '#generated/prisma/client.ts';
import {
  type CommitGameChangeInput,
  type CreateGameInput,
  commitClock,
  commitGameChange,
  commitUndo,
  findDueClocks,
  findGamesOfUser,
  countLog,
  createGame,
  findGame,
  findLatestGameByChannel,
  findOpenGameByChannel,
  findOpenGameWithDelivery,
  loadActions,
  actionsInARow,
  loadLog,
  readLog,
} from './repo/games.ts';
import {
  type MarkOptions,
  type NoticeInput,
  claimOutbox,
  countPendingOutbox,
  failAndNotify,
  markDelivered,
  markFailed,
  markRetry,
  markSuperseded,
  pruneOutbox,
  releaseClaim,
} from './repo/outbox.ts';
import type { OutboxKind } from './repo/records.ts';
import * as leagues from './repo/leagues.ts';
import { ensureSigningKey } from './repo/keys.ts';
import * as boards from './repo/boards.ts';
import { queueOutbox, type OutboxInput } from './repo/outbox.ts';
import { getGuildForum, getGuildLocale, setGuildForum, setGuildLocale } from './repo/guilds.ts';
import { acceptSeat, followSeatLocale, setSeatLocale } from './repo/seats.ts';
import { hasOpenGameIn, lastSettledChannelPost, openGameThreads, setStatusMessage } from './repo/threads.ts';
import { getVacation, setVacation } from './repo/vacations.ts';

export * from './repo/records.ts';
export * from './repo/games.ts';
export * from './repo/outbox.ts';
export * from './repo/guilds.ts';
export * from './repo/seats.ts';
export * from './repo/threads.ts';
export * from './repo/vacations.ts';
export * from './repo/leagues.ts';
export * from './repo/keys.ts';
export * from './repo/boards.ts';

/**
 * The repository: named queries only. Nothing outside src/store gets the Prisma client (the
 * process wiring in src/app.ts and src/main.ts keeps the database handle for health checks).
 */
export function createRepository(prisma: PrismaClient, pool?: pg.Pool) {
  return {
    lastSettledChannelPost: (gameId: string) => lastSettledChannelPost(prisma, gameId),
    createGame: <Setup, State>(input: CreateGameInput<Setup, State>) => createGame(prisma, input),
    findOpenGameByChannel: <Setup = unknown, State = unknown>(channelId: string) =>
      findOpenGameByChannel<Setup, State>(prisma, channelId),
    findOpenGameWithDelivery: <Setup = unknown, State = unknown>(channelId: string) =>
      findOpenGameWithDelivery<Setup, State>(prisma, channelId),
    findGame: <Setup = unknown, State = unknown>(id: string) => findGame<Setup, State>(prisma, id),
    findLatestGameByChannel: <Setup = unknown, State = unknown>(channelId: string) =>
      findLatestGameByChannel<Setup, State>(prisma, channelId),
    commitGameChange: <State = unknown, A = string, P = unknown>(input: CommitGameChangeInput<State, A, P>) =>
      commitGameChange(prisma, input, pool),
    findDueClocks: (now: Date, limit: number) => findDueClocks(prisma, now, limit),
    findGamesOfUser: <Setup = unknown, State = unknown>(
      guildId: string,
      userId: string,
      endedSince: Date,
      limit: number,
    ) => findGamesOfUser<Setup, State>(prisma, guildId, userId, endedSince, limit),
    commitClock: <P = unknown>(input: Parameters<typeof commitClock<P>>[1]) => commitClock<P>(prisma, input),
    queueOutbox: <P = unknown>(gameId: string, outbox: Parameters<typeof queueOutbox<P>>[2]) =>
      queueOutbox<P>(prisma, gameId, outbox),
    commitUndo: <P = unknown>(input: Parameters<typeof commitUndo<P>>[1]) => commitUndo<P>(prisma, input),
    loadActions: <A = string>(gameId: string) => loadActions<A>(prisma, gameId),
    actionsInARow: (gameId: string, side: string) => actionsInARow(prisma, gameId, side),
    countLog: (gameId: string, side: string | null) => countLog(prisma, gameId, side),
    readLog: <E = unknown>(gameId: string, side: string | null, skip: number, take: number) =>
      readLog<E>(prisma, gameId, side, skip, take),
    loadLog: <E = unknown>(gameId: string) => loadLog<E>(prisma, gameId),
    claimOutbox: <P = unknown>(limit: number, leaseMs: number, now?: Date) =>
      claimOutbox<P>(prisma, limit, leaseMs, now),
    markDelivered: (id: bigint, o?: MarkOptions) => markDelivered(prisma, id, o),
    markRetry: (id: bigint, error: unknown, delayMs: number, o?: MarkOptions) =>
      markRetry(prisma, id, error, delayMs, o),
    markFailed: (id: bigint, error: unknown, o?: MarkOptions) => markFailed(prisma, id, error, o),
    markSuperseded: (id: bigint, o?: MarkOptions, carry?: { id: bigint; payload: unknown }) =>
      markSuperseded(prisma, id, o, carry),
    releaseClaim: (id: bigint, lease: Date | null) => releaseClaim(prisma, id, lease),
    failAndNotify: <P = unknown>(
      row: { id: bigint; gameId: string | null; kind: OutboxKind; target: string },
      error: unknown,
      o: MarkOptions | undefined,
      notices: NoticeInput<P>[],
    ) => failAndNotify<P>(prisma, row, error, o, notices),
    pruneOutbox: (supersededBefore: Date, deliveredBefore: Date, failedBefore: Date) =>
      pruneOutbox(prisma, supersededBefore, deliveredBefore, failedBefore),
    countPendingOutbox: () => countPendingOutbox(prisma),
    getGuildLocale: (guildId: string) => getGuildLocale(prisma, guildId),
    setGuildLocale: (guildId: string, locale: string) => setGuildLocale(prisma, guildId, locale),
    getGuildForum: (guildId: string) => getGuildForum(prisma, guildId),
    setGuildForum: (guildId: string, forumChannelId: string | null) => setGuildForum(prisma, guildId, forumChannelId),
    setStatusMessage: (gameId: string, messageId: string) => setStatusMessage(prisma, gameId, messageId),
    openGameThreads: (limit: number) => openGameThreads(prisma, limit),
    hasOpenGameIn: (channelId: string) => hasOpenGameIn(prisma, channelId),
    setSeatLocale: (gameId: string, userId: string, locale: string) => setSeatLocale(prisma, gameId, userId, locale),
    followSeatLocale: (userId: string, locale: string) => followSeatLocale(prisma, userId, locale),
    getVacation: (guildId: string, userId: string, year: number) => getVacation(prisma, guildId, userId, year),
    setVacation: (guildId: string, userId: string, year: number, usedMs: number, until: Date | null) =>
      setVacation(prisma, guildId, userId, year, usedMs, until),
    acceptSeat: (gameId: string, userId: string, side?: string) => acceptSeat(prisma, gameId, userId, side),
    // leagues (src/store/repo/leagues.ts)
    createLeague: (league: leagues.LeagueRecord, seasonId: string, outbox: OutboxInput[], signupUntil?: Date | null) =>
      leagues.createLeague(prisma, league, seasonId, outbox, signupUntil),
    signupsDue: (now: Date, limit: number) => leagues.signupsDue(prisma, now, limit),
    findSeasonByLeagueName: (guildId: string, name: string) => leagues.findSeasonByLeagueName(prisma, guildId, name),
    findSeason: (seasonId: string) => leagues.findSeason(prisma, seasonId),
    runningSeasons: (limit: number) => leagues.runningSeasons(prisma, limit),
    leagueNames: (guildId: string, channelId?: string) => leagues.leagueNames(prisma, guildId, channelId),
    addEntry: (seasonId: string, userId: string, name: string) => leagues.addEntry(prisma, seasonId, userId, name),
    removeEntry: (seasonId: string, userId: string) => leagues.removeEntry(prisma, seasonId, userId),
    commitSeason: (input: Parameters<typeof leagues.commitSeason>[1]) => leagues.commitSeason(prisma, input),
    claimPairing: (pairingId: string, gameId: string) => leagues.claimPairing(prisma, pairingId, gameId),
    pairingGames: (gameIds: string[]) => leagues.pairingGames(prisma, gameIds),
    seasonOfGame: (gameId: string) => leagues.seasonOfGame(prisma, gameId),
    createNextSeason: (
      s: leagues.SeasonRecord,
      seasonId: string,
      entries: { userId: string; name: string; division: number; seed: number }[],
      outbox: OutboxInput[],
    ) => leagues.createNextSeason(prisma, s, seasonId, entries, outbox),
    replaceSeat: (gameId: string, from: string, to: string) => leagues.replaceSeat(prisma, gameId, from, to),
    getRatings: (guildId: string, gameType: string, userIds?: string[]) =>
      leagues.getRatings(prisma, guildId, gameType, userIds),
    gamesToRate: (limit: number) => leagues.gamesToRate(prisma, limit),
    commitRating: (
      gameId: string,
      guildId: string,
      gameType: string,
      ratings: leagues.RatingRecord[],
      now: Date,
      unrated?: { outbox: OutboxInput[] },
    ) => leagues.commitRating(prisma, gameId, guildId, gameType, ratings, now, unrated),
    decisionCounts: (gameIds: string[]) => leagues.decisionCounts(prisma, gameIds),
    leaguesWithLostChannel: (limit: number) => leagues.leaguesWithLostChannel(prisma, limit),
    pauseLeague: (leagueId: string, why: string, outbox: OutboxInput[], guildId: string, now: Date) =>
      leagues.pauseLeague(prisma, leagueId, why, outbox, guildId, now),
    resumeLeague: (leagueId: string, channelId: string | null, outbox: OutboxInput[], guildId: string, now: Date) =>
      leagues.resumeLeague(prisma, leagueId, channelId, outbox, guildId, now),
    findLeague: (leagueId: string) => leagues.findLeague(prisma, leagueId),
    ratedResults: (guildId: string, gameType: string) => leagues.ratedResults(prisma, guildId, gameType),
    replaceRatings: (guildId: string, gameType: string, ratings: Omit<leagues.RatingRecord, 'name'>[], now: Date) =>
      leagues.replaceRatings(prisma, guildId, gameType, ratings, now),
    setRatingName: (guildId: string, userId: string, name: string) =>
      leagues.setRatingName(prisma, guildId, userId, name),
    entryNames: (guildId: string, userIds: string[]) => leagues.entryNames(prisma, guildId, userIds),
    // signing keys (src/store/repo/keys.ts)
    ensureSigningKey: (id: string, make: Parameters<typeof ensureSigningKey>[2]) => ensureSigningKey(prisma, id, make),
    // web board links (src/store/repo/boards.ts)
    findBoardLink: (id: string) => boards.findBoardLink(prisma, id),
    findLiveBoardLink: (gameId: string, userId: string | null, side: string | null, now: Date) =>
      boards.findLiveBoardLink(prisma, gameId, userId, side, now),
    createBoardLink: (link: Parameters<typeof boards.createBoardLink>[1]) => boards.createBoardLink(prisma, link),
    renewBoardLink: (id: string, expiresAt: Date) => boards.renewBoardLink(prisma, id, expiresAt),
    revokeBoardLinks: (gameId: string, userId: string, now: Date) =>
      boards.revokeBoardLinks(prisma, gameId, userId, now),
    findGameVersion: (gameId: string) => boards.findGameVersion(prisma, gameId),
    countActions: (gameId: string) => boards.countActions(prisma, gameId),
    getGuildBoardPublic: (guildId: string) => boards.getGuildBoardPublic(prisma, guildId),
    setGuildBoardPublic: (guildId: string, on: boolean) => boards.setGuildBoardPublic(prisma, guildId, on),
  };
}

export type Repository = ReturnType<typeof createRepository>;
