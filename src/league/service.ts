// Community leagues (docs/leagues.md): a manager creates a league of one game with a format and a
// pace; members sign up (buttons or /league join); the organiser starts the season; the bot pairs
// the players, makes every game in its own thread with the league's clock, settles results as
// games end, posts the standings, withdraws no-shows, pairs the next Swiss round, and ends the
// season with its final standings. Everything is in the database: the league sweep (every minute,
// and at once when a game ends) picks up wherever a process stopped.
import { randomUUID } from 'node:crypto';
import { eachLocale } from '#engine/i18n.ts';
import type { GameState, Locale, Text } from '#engine/types.ts';
import { getGame } from '#games/index.ts';
import { logger } from '#src/log.ts';
import { PACE_BY_ID, PACES, type Clock } from '#service/clock/time.ts';
import { t, tr } from '#service/i18n.ts';
import { abortGame, acceptGame, newGame } from '#service/lobby.ts';
import { play } from '#service/play.ts';
import type { OutboxPayload } from '#service/outbox/payloads.ts';
import type { InteractionKind } from '#service/interactions/kind.ts';
import { describeError, fail, type GameSetup, type Result, type ServiceDeps } from '#service/types.ts';
import type { OutboxInput } from '#store/repo/outbox.ts';
import type { PairingRecord, SeasonRecord } from '#store/repo/leagues.ts';
import { allowTable } from './limits.ts';
import { pairSwiss, planPools, roundRobinSchedule, type SwissPlayer } from './pairing.ts';
import { initialRating, rateGames, rebuildRatings, type Rating } from './rating.ts';
import { POINTS, promotionRelegation, standings as tableOf, type GameResult, type StandingRow } from './standings.ts';
import { canTakeOver, takeoverCommit, takeoverLine } from './takeover.ts';

const log = logger.child({ module: 'league' });

export const FORMATS = ['round-robin', 'swiss'] as const;
export type Format = (typeof FORMATS)[number];
/** Fewest players a season starts with. */
export const MIN_PLAYERS: Record<Format, number> = { 'round-robin': 3, swiss: 4 };
/** Timeouts in a season after which a player is withdrawn. */
export const TIMEOUTS_TO_WITHDRAW = 2;
const BYE = '\u0000bye';

export interface LeagueActor {
  guildId: string | null;
  channelId: string;
  userId: string;
  userName?: string;
  locale: Locale;
  canManage: boolean;
  roles?: string[];
  /** The command was used in a thread (a league's channel cannot be one). */
  inThread?: boolean;
}

/** A rated game counts for the ratings only when each side made at least this many decisions (docs/leagues.md). */
export const MIN_DECISIONS = 5;

/** The refusal of a command to a member who is not the league's organiser, naming the command. */
const notOrganiser = (command: string) => fail('NOT_ORGANISER', t('leagueNotOrganiser', { command }));
const pausedText = (name: string) => t('leaguePaused', { name });

const mention = (u: string) => `<@${u}>`;

/** Join / Leave buttons of a season's sign-up (and a substitute's offer): "lg:<season>:join|leave". */
const LEAGUE_BUTTON_ID = /^lg:([0-9a-f-]{36}):(join|leave)$/;
const leagueButton = (seasonId: string, what: 'join' | 'leave') => `lg:${seasonId}:${what}`;

export const leagueSignupKind: InteractionKind<{ seasonId: string; what: 'join' | 'leave' }> = {
  name: 'league-signup',
  parse(customId) {
    const m = LEAGUE_BUTTON_ID.exec(customId);
    return m ? { seasonId: m[1]!, what: m[2] as 'join' | 'leave' } : null;
  },
  async run(deps, p, { seasonId, what }) {
    const a = {
      guildId: p.guildId,
      channelId: p.channelId,
      userId: p.userId,
      userName: p.userName,
      locale: p.locale,
      canManage: p.canManageGuild,
      roles: p.memberRoles ?? [],
    };
    const r = what === 'join' ? await joinLeague(deps, a, { seasonId }) : await leaveLeague(deps, a, { seasonId });
    return { content: r.ok ? r.value.message[p.locale] : describeError(r.error, p.locale) };
  },
};

function isOrganiser(s: SeasonRecord, a: LeagueActor): boolean {
  return a.canManage || (!!s.league.organiserRoleId && (a.roles ?? []).includes(s.league.organiserRoleId));
}

function post(
  s: { league: { id: string; channelId: string } },
  text: Text,
  extra: Partial<Extract<OutboxPayload, { type: 'league' }>> = {},
): OutboxInput<OutboxPayload> {
  return {
    kind: 'channel',
    target: s.league.channelId,
    payload: { type: 'league', leagueId: s.league.id, text, ...extra },
  };
}

/**
 * The league a command names (its case aside), else — no name given — the one announced in the
 * channel the command was used in, when there is exactly one; else a refusal saying a name is needed.
 */
async function seasonOf(
  deps: ServiceDeps,
  guildId: string | null,
  name: string | null,
  channelId?: string,
): Promise<Result<SeasonRecord>> {
  if (!guildId) return fail('GUILD_ONLY', t('guildOnly'));
  const named = name?.trim() ?? '';
  if (!named) {
    const here = channelId ? await deps.repo.leagueNames(guildId, channelId) : [];
    if (here.length === 1) {
      const s = await deps.repo.findSeasonByLeagueName(guildId, here[0]!);
      if (s) return { ok: true, value: s };
    }
    const names = here.length > 1 ? here : await deps.repo.leagueNames(guildId);
    const list = (l: Locale) => names.join(tr(l, 'listSeparator'));
    return fail(
      'LEAGUE_NAME_NEEDED',
      names.length ? t('leagueNameNeeded', { namesJa: list('ja'), namesEn: list('en') }) : t('leagueNoneYet'),
    );
  }
  const s = await deps.repo.findSeasonByLeagueName(guildId, named);
  if (!s) {
    const names = await deps.repo.leagueNames(guildId);
    const list = (l: Locale) => names.join(tr(l, 'listSeparator'));
    return fail(
      'NO_LEAGUE',
      names.length
        ? t('leagueUnknown', { name: named, namesJa: list('ja'), namesEn: list('en') })
        : t('leagueUnknownNone', { name: named }),
    );
  }
  return { ok: true, value: s };
}

// ---------------------------------------------------------------------------------------------
// creating, signing up, starting

export interface CreateLeagueInput {
  name: string;
  game: string;
  format: string;
  pace?: string | null;
  rounds?: number | null;
  roundDays?: number | null;
  organiserRole?: string | null;
  /** Sign-up closes after this many days and the season starts by itself; none: the organiser starts it. */
  signupDays?: number | null;
  /** The computer finishes a withdrawn player's games in play (unrated) instead of resigning them. */
  aiTakeover?: boolean | null;
}

export async function createLeague(
  deps: ServiceDeps,
  a: LeagueActor,
  input: CreateLeagueInput,
): Promise<Result<{ message: Text }>> {
  if (!a.guildId) return fail('GUILD_ONLY', t('guildOnly'));
  if (!a.canManage) return fail('NEED_MANAGE', t('needManageFor', { command: '/league create' }));
  const name = input.name.trim();
  if (!name || name.length > 40) return fail('LEAGUE_NAME', t('leagueNameLength'));
  // Names are compared without their case ("Spring" is "spring"): a name differing from another
  // league's only by case would make every lookup ambiguous.
  const refuseTaken = async (): Promise<Result<{ message: Text }> | null> => {
    const taken = await deps.repo.findSeasonByLeagueName(a.guildId!, name);
    if (!taken) return null;
    return fail(
      'LEAGUE_EXISTS',
      taken.league.name === name
        ? t('leagueExists', { name })
        : t('leagueExistsCase', { name, taken: taken.league.name }),
    );
  };
  const taken = await refuseTaken();
  if (taken) return taken;
  const m = getGame(input.game);
  if (!m) return fail('UNKNOWN_GAME', t('unknownGame', { game: input.game, legal: '' }));
  if (m.sides.length !== 2) return fail('LEAGUE_SIDES', t('leagueTwoSides'));
  if (!FORMATS.includes(input.format as Format))
    return fail(
      'LEAGUE_FORMAT',
      t('leagueFormatOneOf', { formatsJa: FORMATS.join(' / '), formatsEn: FORMATS.join(', ') }),
    );
  const pace = input.pace ? PACE_BY_ID.get(input.pace) : null;
  if (input.pace && !pace)
    return fail('UNKNOWN_PACE', t('unknownPace', { pace: input.pace, legal: PACES.map((p) => p.id).join(', ') }));
  const rounds = input.format === 'swiss' ? (input.rounds ?? 5) : 0;
  if (rounds < 0 || rounds > 15) return fail('LEAGUE_ROUNDS', t('leagueRounds'));
  const roundDays = input.roundDays ?? 14;
  if (roundDays < 1 || roundDays > 90) return fail('LEAGUE_ROUND_DAYS', t('leagueRoundDays'));
  if (input.signupDays != null && (input.signupDays < 1 || input.signupDays > 60))
    return fail('LEAGUE_SIGNUP_DAYS', t('leagueSignupDays'));
  const now = deps.now?.() ?? new Date();
  const signupUntil = input.signupDays ? new Date(now.getTime() + input.signupDays * 86_400_000) : null;
  const closes = signupUntil ? `<t:${Math.floor(signupUntil.getTime() / 1000)}:R>` : '';
  const id = randomUUID();
  const seasonId = randomUUID();
  const league = {
    id,
    guildId: a.guildId,
    channelId: a.channelId,
    name,
    gameType: m.id,
    format: input.format as Format,
    pace: pace?.id ?? null,
    rounds,
    roundDays,
    organiserRoleId: input.organiserRole ?? null,
    createdBy: a.userId,
    aiTakeover: input.aiTakeover === true,
  };
  const fmt = input.format === 'swiss' ? t('leagueFormatSwiss', { rounds }) : t('leagueFormatRoundRobin');
  const open = t('leagueSignupOpen', {
    name,
    gameJa: m.name.ja,
    gameEn: m.name.en,
    formatJa: fmt.ja,
    formatEn: fmt.en,
    pace: pace?.id ?? '',
    closes,
  });
  const text = league.aiTakeover ? eachLocale((l) => `${open[l]}\n${tr(l, 'leagueAiTakeoverNote')}`) : open;
  const ok = await deps.repo.createLeague(
    league,
    seasonId,
    [
      post({ league }, text, {
        buttons: [
          { customId: leagueButton(seasonId, 'join'), label: t('leagueJoinButton'), style: 'success' },
          { customId: leagueButton(seasonId, 'leave'), label: t('leagueLeaveButton'), style: 'secondary' },
        ],
      }),
    ],
    signupUntil,
  );
  // Made meanwhile by another /league create (the database's unique name without case refused
  // this one): the same refusal as when it was there first, nothing changed.
  if (!ok) return (await refuseTaken()) ?? fail('LEAGUE_EXISTS', t('leagueExists', { name }));
  deps.onOutbox?.();
  return { ok: true, value: { message: t('leagueCreated', { name }) } };
}

export async function joinLeague(
  deps: ServiceDeps,
  a: LeagueActor,
  ref: { name?: string | null; seasonId?: string },
): Promise<Result<{ message: Text }>> {
  const s = ref.seasonId
    ? await found(deps, ref.seasonId)
    : await seasonOf(deps, a.guildId, ref.name ?? null, a.channelId);
  if (!s.ok) return s;
  // A member offered a withdrawn player's place accepts it by joining (the offer's Accept button).
  if (s.value.status === 'running' && s.value.entries.some((e) => e.offeredTo === a.userId))
    return acceptSubstitute(deps, a, s.value.id);
  const r = await deps.repo.addEntry(s.value.id, a.userId, a.userName ?? a.userId);
  // Refused when the season started (or ended) first, even by a moment: a join is serialised with
  // the start (the season's row, repo addEntry), so nobody is told "joined" and left unpaired.
  if (r === 'closed') return fail('LEAGUE_CLOSED', t('leagueSignupClosed', { name: s.value.league.name }));
  if (r === 'twice') return fail('LEAGUE_JOINED', t('leagueJoinedAlready'));
  const n = (await deps.repo.findSeason(s.value.id))!.entries.length;
  return { ok: true, value: { message: t('leagueJoined', { name: s.value.league.name, n }) } };
}

export async function leaveLeague(
  deps: ServiceDeps,
  a: LeagueActor,
  ref: { name?: string | null; seasonId?: string },
): Promise<Result<{ message: Text }>> {
  const s = ref.seasonId
    ? await found(deps, ref.seasonId)
    : await seasonOf(deps, a.guildId, ref.name ?? null, a.channelId);
  if (!s.ok) return s;
  if (s.value.status === 'running') {
    // A member offered a withdrawn player's place declines it (the offer's Decline button).
    if (s.value.entries.some((e) => e.offeredTo === a.userId)) return declineSubstitute(deps, a, s.value.id);
    // A player withdraws from a running season by the command only (an old sign-up post's Leave
    // button is no way to lose every remaining game).
    if (!ref.seasonId && s.value.entries.some((e) => e.userId === a.userId)) return withdrawSelf(deps, a, s.value.id);
  }
  const r = await deps.repo.removeEntry(s.value.id, a.userId);
  if (r === 'closed') return fail('LEAGUE_CLOSED', t('leagueLeaveStarted', { name: s.value.league.name }));
  if (r === 'absent') return fail('LEAGUE_NOT_JOINED', t('leagueNotJoined'));
  return { ok: true, value: { message: t('leagueLeft', { name: s.value.league.name }) } };
}

async function found(deps: ServiceDeps, seasonId: string): Promise<Result<SeasonRecord>> {
  const s = await deps.repo.findSeason(seasonId);
  return s ? { ok: true, value: s } : fail('NO_LEAGUE', t('leagueGone'));
}

/** Seeds by rating (best first; the unrated at 1500), then by sign-up order. */
async function seeded(deps: ServiceDeps, s: SeasonRecord, userIds: string[]): Promise<string[]> {
  const ratings = new Map(
    (await deps.repo.getRatings(s.league.guildId, s.league.gameType, userIds)).map((r) => [r.userId, r.rating]),
  );
  return userIds
    .map((u, i) => ({ u, i, r: ratings.get(u) ?? 1500 }))
    .sort((x, y) => y.r - x.r || x.i - y.i)
    .map((x) => x.u);
}

const pairingId = (seasonId: string, round: number, division: number, k: number) =>
  `${seasonId}:${String(round).padStart(3, '0')}:${division}:${String(k).padStart(3, '0')}`;

function roundRobinPairings(seasonId: string, pools: string[][]): PairingRecord[] {
  const out: PairingRecord[] = [];
  pools.forEach((pool, division) => {
    for (const [k, g] of roundRobinSchedule(pool).entries()) {
      out.push({
        id: pairingId(seasonId, g.round, division, k),
        round: g.round,
        division,
        first: g.first,
        second: g.second,
        gameId: null,
        status: 'waiting',
        result: null,
        timeout: false,
      });
    }
  });
  return out;
}

export async function startLeague(
  deps: ServiceDeps,
  a: LeagueActor,
  name: string | null,
): Promise<Result<{ message: Text }>> {
  const found0 = await seasonOf(deps, a.guildId, name, a.channelId);
  if (!found0.ok) return found0;
  const s = found0.value;
  if (!isOrganiser(s, a)) return notOrganiser('/league start');
  return startSeason(deps, s);
}

/**
 * Starts a season in sign-up (the organiser, or its sign-up closing): seeds, pairs, makes the first
 * games. The start commits guarded by the season's version, which every join and leave bumps: a
 * join or leave that slipped in after the entries were read fails the guard, and the start reads
 * them again (so it pairs exactly the members it was told about, and a leave never breaks it).
 */
async function startSeason(deps: ServiceDeps, s0: SeasonRecord): Promise<Result<{ message: Text }>> {
  let s = s0;
  for (let attempt = 0; attempt < 8; attempt++) {
    const r = await tryStartSeason(deps, s);
    if (r !== 'moved') return r;
    const fresh = await deps.repo.findSeason(s.id);
    if (!fresh) return fail('NO_LEAGUE', t('leagueGone'));
    s = fresh;
  }
  return fail('BUSY', t('busy'));
}

async function tryStartSeason(deps: ServiceDeps, s: SeasonRecord): Promise<Result<{ message: Text }> | 'moved'> {
  if (s.status !== 'signup') return fail('LEAGUE_STARTED', t('leagueStartedAlready'));
  if (s.league.pausedAt) return fail('LEAGUE_PAUSED', pausedText(s.league.name));
  const format = s.league.format;
  const ids = s.entries.map((e) => e.userId);
  if (ids.length < MIN_PLAYERS[format])
    return fail('LEAGUE_TOO_FEW', t('leagueTooFew', { min: MIN_PLAYERS[format], n: ids.length }));
  const now = deps.now?.() ?? new Date();
  const order = await seeded(deps, s, ids);
  let pairings: PairingRecord[];
  let entries: { userId: string; division: number; seed: number }[];
  if (format === 'round-robin') {
    // Divisions carried from the last season (`/league next`) keep their pools; a first season pools by seed.
    const carried = s.number > 1 && s.entries.some((e) => e.division > 0);
    const pools = carried
      ? [...new Set(s.entries.map((e) => e.division))]
          .sort((x, y) => x - y)
          .map((d) => order.filter((u) => s.entries.find((e) => e.userId === u)!.division === d))
      : planPools(order);
    pairings = roundRobinPairings(s.id, pools);
    entries = pools.flatMap((pool, division) =>
      pool.map((userId) => ({ userId, division, seed: order.indexOf(userId) + 1 })),
    );
  } else {
    pairings = swissRound(s, 1, order, []);
    entries = order.map((userId, i) => ({ userId, division: 0, seed: i + 1 }));
  }
  const m = getGame(s.league.gameType)!;
  const first = firstGames(format, pairings, entries);
  const listed = format === 'swiss' ? 'leagueRoundPairings' : 'leagueFirstGames';
  const text = eachLocale(
    (l) =>
      `${tr(l, 'leagueSeasonStarts', { name: s.league.name, season: s.number, n: ids.length })}\n${tr(l, listed, { round: 1, listJa: first.ja, listEn: first.en })}`,
  );
  const ok = await deps.repo.commitSeason({
    seasonId: s.id,
    expectedVersion: s.version,
    guildId: s.league.guildId,
    status: 'running',
    round: 1,
    roundDeadline: format === 'swiss' ? new Date(now.getTime() + s.league.roundDays * 86_400_000) : null,
    entries,
    pairings,
    outbox: [post(s, text, { mention: ids })],
    now,
  });
  if (!ok) return 'moved';
  deps.onOutbox?.();
  await startPairings(deps, s.id);
  return {
    ok: true,
    value: { message: t('leagueStarted', { gameJa: m.name.ja, gameEn: m.name.en, pairings: pairings.length }) },
  };
}

/** A round's pairings as listed in a post, one a line: "@a vs @b", and "@c: bye" for a bye. */
function pairingLines(pairings: readonly PairingRecord[]): Text {
  return eachLocale((l) =>
    pairings
      .map((p) =>
        p.second
          ? tr(l, 'leaguePairing', { first: mention(p.first), second: mention(p.second) })
          : tr(l, 'leagueBye', { first: mention(p.first) }),
      )
      .join('\n'),
  );
}

/**
 * What a season's start post lists: Swiss, the first round's pairings and its bye; a round robin
 * (whose rounds overlap), the games that start at once, under their pool's number when there are
 * several — the others start as their players become free.
 */
function firstGames(
  format: Format,
  pairings: readonly PairingRecord[],
  entries: readonly { division: number }[],
): Text {
  if (format === 'swiss') return pairingLines(pairings.filter((p) => p.round === 1));
  const now = startable(format, 1, pairings, new Set());
  const divisions = [...new Set(entries.map((e) => e.division))].sort((x, y) => x - y);
  return eachLocale((l) =>
    divisions
      .map((d) => {
        const head = divisions.length > 1 ? [tr(l, 'leaguePoolHead', { pool: d + 1 })] : [];
        return [...head, pairingLines(now.filter((p) => p.division === d))[l]].join('\n');
      })
      .join('\n'),
  );
}

/** One Swiss round's pairings (a bye is a pairing without a second player, won at once). */
function swissRound(s: SeasonRecord, round: number, seededIds: string[], done: PairingRecord[]): PairingRecord[] {
  const players: SwissPlayer[] = seededIds.map((id, i) => {
    const mine = done.filter((p) => p.first === id || p.second === id);
    return {
      id,
      score: points(id, mine),
      rating: seededIds.length - i,
      firstCount: mine.filter((p) => p.second && p.first === id).length,
      secondCount: mine.filter((p) => p.second === id).length,
      opponents: mine.filter((p) => p.second).map((p) => (p.first === id ? p.second! : p.first)),
      hadBye: mine.some((p) => !p.second),
      withdrawn: s.entries.find((e) => e.userId === id)?.withdrawn ?? false,
    };
  });
  const r = pairSwiss({ players });
  const out: PairingRecord[] = r.pairs.map((p, k) => ({
    id: pairingId(s.id, round, 0, k),
    round,
    division: 0,
    first: p.first,
    second: p.second,
    gameId: null,
    status: 'waiting',
    result: null,
    timeout: false,
  }));
  if (r.bye)
    out.push({
      id: pairingId(s.id, round, 0, 999),
      round,
      division: 0,
      first: r.bye,
      second: null,
      gameId: null,
      status: 'settled',
      result: 'first',
      timeout: false,
    });
  return out;
}

/** A player's points so far, scored as the standings score them (a bye as a win). */
function points(id: string, ps: PairingRecord[]): number {
  let n = 0;
  for (const p of ps) {
    if (p.result === 'drawn') n += POINTS.draw;
    else if ((p.result === 'first' && p.first === id) || (p.result === 'second' && p.second === id)) n += POINTS.win;
  }
  return n;
}

// ---------------------------------------------------------------------------------------------
// games

/**
 * The pairings that may start now, in the order they are started (by round, then id): in a Swiss
 * round all of it; in a round robin each pairing whose players do not already play that side in an
 * unfinished game (rounds overlap, and nobody plays one side in two games at once).
 */
function startable(
  format: Format,
  round: number,
  pairings: readonly PairingRecord[],
  withdrawn: ReadonlySet<string>,
): PairingRecord[] {
  const busy = new Set(
    pairings.filter((p) => p.status === 'playing').flatMap((p) => [`${p.first}:first`, `${p.second}:second`]),
  );
  const out: PairingRecord[] = [];
  const ordered = [...pairings].sort((a, b) => a.round - b.round || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const p of ordered) {
    if (p.status !== 'waiting' || !p.second || withdrawn.has(p.first) || withdrawn.has(p.second)) continue;
    if (format === 'swiss' && p.round !== round) continue;
    if (busy.has(`${p.first}:first`) || busy.has(`${p.second}:second`)) continue;
    busy.add(`${p.first}:first`).add(`${p.second}:second`);
    out.push(p);
  }
  return out;
}

/**
 * Starts every pairing that may start now (startable). A pairing is claimed with its game's id
 * before the game is made, so two processes never make it twice (one that lost the claim leaves it
 * to the other), and a crash between is repaired by the sweep.
 */
async function startPairings(deps: ServiceDeps, seasonId: string): Promise<number> {
  const s = await deps.repo.findSeason(seasonId);
  // A paused league (its channel lost) makes no game until it is resumed.
  if (s?.status !== 'running' || s.league.pausedAt) return 0;
  const withdrawn = new Set(s.entries.filter((e) => e.withdrawn).map((e) => e.userId));
  let started = 0;
  for (const p of startable(s.league.format, s.round, s.pairings, withdrawn)) {
    const gameId = randomUUID();
    if (!(await deps.repo.claimPairing(p.id, gameId))) continue;
    await makeGame(deps, s, { ...p, gameId, status: 'playing' });
    started++;
  }
  return started;
}

/** Makes (or finishes making) a claimed pairing's game: created with a Start for the second player, who starts it (or the sweep, once they are late). */
async function makeGame(deps: ServiceDeps, s: SeasonRecord, p: PairingRecord): Promise<void> {
  const m = getGame(s.league.gameType)!;
  const name = (u: string) => s.entries.find((e) => e.userId === u)?.name || u;
  let game = await deps.repo.findGame(p.gameId!);
  if (!game) {
    const r = await newGame(deps, {
      id: p.gameId!,
      guildId: s.league.guildId,
      // The game's thread opens under the league's channel; without threads (the console) it is
      // played in a channel of its own, named after the league and the pairing (and its pool after
      // the first: pools number their pairings alike, and one channel holds one open game).
      channelId: s.league.channelId,
      fallbackChannelId: `${s.league.name.replace(/\s+/g, '-')}-r${p.round}-${p.division > 0 ? `p${p.division + 1}-` : ''}${Number(p.id.split(':').at(-1)) + 1}`,
      gameType: m.id,
      creatorId: p.first,
      opponents: [{ id: p.second! }],
      side: m.sides[0]!,
      pace: s.league.pace,
      names: [name(p.first), name(p.second!)],
      rated: true,
      league: true,
      startBy: new Date((deps.now?.() ?? new Date()).getTime() + leagueStartGraceMs(s.league.pace)),
      // A league's clocks run through vacations (docs/leagues.md).
      noVacation: true,
      creatorLocale: ((await deps.repo.getGuildLocale(s.league.guildId)) ?? 'ja') as Locale,
    });
    if (!r.ok && r.error.code !== 'GAME_EXISTS') {
      log.warn('could not make a league game; the sweep tries again', {
        seasonId: s.id,
        pairing: p.id,
        code: r.error.code,
      });
      return;
    }
    game = await deps.repo.findGame(p.gameId!);
  }
  // The second player starts the game by pressing Start (their press goes into the dice, after the
  // commitment was posted: docs/dice.md). One who has not pressed by the time their first move
  // would be due has it started for them, without a press of theirs: a league never waits on one
  // member.
  const now = deps.now?.() ?? new Date();
  const startBy = (game?.setup as GameSetup | undefined)?.startBy;
  if (game?.status === 'pending' && (!startBy || now.getTime() >= Date.parse(startBy))) {
    const locale = (game.seats.find((x) => x.userId === p.second)?.locale ?? 'ja') as Locale;
    await acceptGame(deps, game.channelId, p.second!, locale, { gameId: game.id });
  }
}

/** How long a league game waits for its second player's Start before the league starts it: their first move's time (24 h without a pace). */
export function leagueStartGraceMs(pace: string | null | undefined): number {
  return (pace ? PACE_BY_ID.get(pace)?.startMs : undefined) ?? 24 * 3_600_000;
}

// ---------------------------------------------------------------------------------------------
// the sweep

/**
 * Settles the league games that ended, rates rated games, withdraws no-shows, starts the pairings
 * that may start, pairs the next Swiss round (or adjudicates one past its deadline) and ends
 * finished seasons. `gameId`: only the season of that game (called when a game ends). Returns the
 * number of seasons looked at.
 */
export async function sweepLeagues(deps: ServiceDeps, opts: { gameId?: string } = {}): Promise<number> {
  await rateFinishedGames(deps);
  if (!opts.gameId) {
    await pauseLostLeagues(deps);
    await closeSignups(deps);
  }
  const seasons = opts.gameId ? await deps.repo.seasonOfGame(opts.gameId) : await deps.repo.runningSeasons(200);
  for (const id of seasons) {
    try {
      await sweepSeason(deps, id);
    } catch (err) {
      log.warn('league sweep of a season failed; the next sweep tries again', {
        seasonId: id,
        err: err instanceof Error ? err.message : String(err),
      });
    }
  }
  return seasons.length;
}

/** Seasons whose sign-up closed: started with enough players; else the sign-up stays open for the organiser. */
async function closeSignups(deps: ServiceDeps): Promise<void> {
  const now = deps.now?.() ?? new Date();
  for (const id of await deps.repo.signupsDue(now, 50)) {
    const s = await deps.repo.findSeason(id);
    if (s?.status !== 'signup' || s.league.pausedAt) continue;
    const r = await startSeason(deps, s);
    if (r.ok || r.error.code !== 'LEAGUE_TOO_FEW') continue;
    const need = MIN_PLAYERS[s.league.format];
    await deps.repo.commitSeason({
      seasonId: s.id,
      expectedVersion: s.version,
      guildId: s.league.guildId,
      signupUntil: null,
      outbox: [
        post(
          s,
          t('leagueSignupShort', {
            name: s.league.name,
            n: s.entries.length,
            need,
            organiser: mention(s.league.createdBy),
          }),
          { mention: [s.league.createdBy] },
        ),
      ],
      now,
    });
    deps.onOutbox?.();
  }
}

/** A member who left the server is withdrawn from a running season after this grace period (they may come back). */
export const GONE_GRACE_MS = 3 * 86_400_000;

/**
 * Notes which players of running seasons are no longer members of the server (`goneSince`; cleared
 * when they are back); the sweep withdraws them after GONE_GRACE_MS. Run by the six-hourly upkeep
 * (a member lookup per player). Returns the number of players looked up.
 */
export async function checkLeagueMembers(deps: ServiceDeps): Promise<number> {
  if (!deps.members) return 0;
  let n = 0;
  for (const id of await deps.repo.runningSeasons(200)) {
    const s = await deps.repo.findSeason(id);
    if (!s) continue;
    const changes: { userId: string; goneSince: Date | null }[] = [];
    for (const e of s.entries.filter((x) => !x.withdrawn)) {
      n++;
      const member = await deps.members.isMember(s.league.guildId, e.userId).catch(() => true);
      if (!member && !e.goneSince) changes.push({ userId: e.userId, goneSince: deps.now?.() ?? new Date() });
      if (member && e.goneSince) changes.push({ userId: e.userId, goneSince: null });
    }
    if (changes.length)
      await deps.repo.commitSeason({
        seasonId: s.id,
        expectedVersion: s.version,
        guildId: s.league.guildId,
        entries: changes,
        outbox: [],
        now: deps.now?.() ?? new Date(),
      });
  }
  return n;
}

async function sweepSeason(deps: ServiceDeps, seasonId: string): Promise<void> {
  for (let pass = 0; pass < 5; pass++) {
    const s = await deps.repo.findSeason(seasonId);
    // A paused league (its channel lost) is left as it is until the organiser resumes it.
    if (s?.status !== 'running' || s.league.pausedAt) return;
    const now = deps.now?.() ?? new Date();
    const m = getGame(s.league.gameType)!;
    // Repair: claimed pairings whose game was not made (or not started) before a crash.
    const playing = s.pairings.filter((p) => p.status === 'playing' && p.gameId);
    const games = new Map((await deps.repo.pairingGames(playing.map((p) => p.gameId!))).map((g) => [g.id, g]));
    for (const p of playing) {
      const g = games.get(p.gameId!);
      if (!g || g.status === 'pending') await makeGame(deps, s, p);
    }
    // Results of the games that ended.
    const settle: { id: string; status: 'settled'; result: PairingRecord['result']; timeout: boolean }[] = [];
    const lines: Text[] = [];
    for (const p of playing) {
      const g = games.get(p.gameId!);
      if (!g || (g.status !== 'finished' && g.status !== 'aborted')) continue;
      const clock = g.clock as Clock | null;
      const timedOut = (clock?.timeouts ?? []).some((x) => x.claimed === 'win');
      const result: PairingRecord['result'] =
        g.status === 'aborted' ? 'void' : g.winner === null ? 'drawn' : g.winner === m.sides[0] ? 'first' : 'second';
      settle.push({ id: p.id, status: 'settled', result, timeout: timedOut });
      lines.push(resultLine(p, result, timedOut, g.status === 'finished' && !g.rated));
    }
    // A Swiss round past its deadline: its unfinished games end, adjudicated drawn.
    if (s.league.format === 'swiss' && s.roundDeadline && now >= s.roundDeadline) {
      for (const p of playing) {
        const g = games.get(p.gameId!);
        if (!g || g.status === 'finished' || g.status === 'aborted' || p.round !== s.round) continue;
        await abortGame(deps, g.channelId, s.league.createdBy, true, g.id, { adjudicated: true }).catch(
          () => undefined,
        );
        settle.push({ id: p.id, status: 'settled', result: 'drawn', timeout: false });
        lines.push(t('leagueAdjudicatedDraw', { first: mention(p.first), second: mention(p.second!) }));
      }
    }
    const after = s.pairings.map((p) => {
      const x = settle.find((y) => y.id === p.id);
      return x ? { ...p, status: x.status, result: x.result, timeout: x.timeout } : p;
    });
    // No-shows: timeouts in this season's games (however each ended); and members gone from the
    // server longer than the grace period.
    const timedOut = noShows(s, [...games.values()]);
    const gone = s.entries
      .filter(
        (e) =>
          !e.withdrawn &&
          e.goneSince &&
          now.getTime() - e.goneSince.getTime() >= GONE_GRACE_MS &&
          !timedOut.includes(e.userId),
      )
      .map((e) => e.userId);
    const withdraw = [...timedOut, ...gone];
    // Games of theirs not started yet (waiting for the second player's Start) are aborted after the commit.
    const unstarted: { channelId: string; id: string }[] = [];
    for (const u of withdraw) {
      for (const p of after) {
        if (p.first !== u && p.second !== u) continue;
        const g = p.status === 'playing' ? games.get(p.gameId!) : undefined;
        if (p.status !== 'waiting' && g?.status !== 'pending') continue;
        if (g) unstarted.push(g);
        // Forfeited: a game never played, won by the opponent.
        p.status = 'settled';
        p.result = p.first === u ? 'second' : 'first';
        settle.push({ id: p.id, status: 'settled', result: p.result, timeout: false });
      }
    }
    // Their games in play the computer takes over (a league with aiTakeover), in this commit: each
    // settled now as the opponent's win, as the resignation it replaces would have been.
    const taken = await plannedTakeovers(deps, s, withdraw, after);
    for (const x of taken) {
      x.pairing.status = 'settled';
      x.pairing.result = x.result;
      settle.push({ id: x.pairing.id, status: 'settled', result: x.result, timeout: false });
      lines.push(x.line);
    }
    const entries = withdraw.map((userId) => ({
      userId,
      withdrawn: true,
      withdrawnWhy: gone.includes(userId) ? 'left the server' : 'timeouts',
    }));
    // What comes next: the next Swiss round, or the season's end.
    let round: number | undefined;
    let roundDeadline: Date | null | undefined;
    let newPairings: PairingRecord[] = [];
    let status: 'finished' | undefined;
    const open = after.filter((p) => p.status !== 'settled');
    if (s.league.format === 'swiss') {
      if (!open.length && s.round < s.league.rounds) {
        round = s.round + 1;
        roundDeadline = new Date(now.getTime() + s.league.roundDays * 86_400_000);
        const withdrawnNow = new Set([...s.entries.filter((e) => e.withdrawn).map((e) => e.userId), ...withdraw]);
        const active = s.entries
          .filter((e) => !withdrawnNow.has(e.userId))
          .sort((x, y) => x.seed - y.seed)
          .map((e) => e.userId);
        if (active.length >= 2)
          newPairings = swissRound(
            { ...s, entries: s.entries.map((e) => ({ ...e, withdrawn: withdrawnNow.has(e.userId) })) },
            round,
            active,
            after.filter((p) => p.status === 'settled'),
          );
        else status = 'finished';
      } else if (!open.length) status = 'finished';
    } else if (!open.length) status = 'finished';
    if (!settle.length && !withdraw.length && !newPairings.length && !status) {
      if ((await startPairings(deps, s.id)) === 0) return;
      continue;
    }
    const outbox: OutboxInput<OutboxPayload>[] = [];
    const sAfter = {
      ...s,
      pairings: [...after, ...newPairings],
      entries: s.entries.map((e) => (withdraw.includes(e.userId) ? { ...e, withdrawn: true } : e)),
    };
    // The standings follow each result (the season's last result: with the final post below).
    if (lines.length)
      outbox.push(
        post(
          s,
          eachLocale((l) => lines.map((x) => `・${x[l]}`).join('\n')),
          status ? {} : { table: standingsTable(sAfter, 'now') },
        ),
      );
    // The organiser is told who was withdrawn, and why.
    const organiser = mention(s.league.createdBy);
    const withdrawnPost = (users: string[], why: Text) =>
      post(s, t('leagueWithdrawn', { users: users.map(mention).join(' '), whyJa: why.ja, whyEn: why.en, organiser }), {
        mention: [s.league.createdBy],
      });
    if (timedOut.length) outbox.push(withdrawnPost(timedOut, t('leagueWhyTimeouts', { n: TIMEOUTS_TO_WITHDRAW })));
    if (gone.length) outbox.push(withdrawnPost(gone, t('leagueWhyGone', { days: GONE_GRACE_MS / 86_400_000 })));
    const pairingList = pairingLines(newPairings);
    if (round)
      outbox.push(
        post(s, t('leagueRoundPairings', { round, listJa: pairingList.ja, listEn: pairingList.en }), {
          mention: newPairings.flatMap((p) => [p.first, ...(p.second ? [p.second] : [])]),
        }),
      );
    if (status) outbox.push(finalPost(sAfter));
    const ok = await deps.repo.commitSeason({
      seasonId: s.id,
      expectedVersion: s.version,
      guildId: s.league.guildId,
      settle,
      entries,
      pairings: newPairings,
      ...(round ? { round, roundDeadline } : {}),
      ...(status ? { status } : {}),
      ...(taken.length ? { takeovers: taken.map((x) => x.commit) } : {}),
      outbox,
      now,
    });
    if (ok) {
      deps.onOutbox?.();
      // A withdrawn player's games still being played (none taken over: settled above) are resigned for them.
      for (const u of withdraw) {
        for (const p of after.filter((x) => x.status === 'playing' && (x.first === u || x.second === u))) {
          const g = games.get(p.gameId!);
          const seat = g?.seats.find((x) => x.userId === u);
          if (g && seat)
            await play(deps, { gameId: g.id }, { kind: 'user', userId: u }, 'resign').catch(() => undefined);
        }
      }
      for (const g of unstarted)
        await abortGame(deps, g.channelId, s.league.createdBy, true, g.id, { adjudicated: true }).catch(
          () => undefined,
        );
    }
  }
}

function resultLine(p: PairingRecord, result: PairingRecord['result'], timeout: boolean, unrated = false): Text {
  const a = mention(p.first);
  const b = mention(p.second!);
  if (result === 'void') return t('leagueResultVoid', { first: a, second: b });
  const note = unrated ? t('leagueUnratedNote', { min: MIN_DECISIONS }) : null;
  if (result === 'drawn')
    return t('leagueResultDrawn', { first: a, second: b, noteJa: note?.ja ?? '', noteEn: note?.en ?? '' });
  const [w, l] = result === 'first' ? [a, b] : [b, a];
  return t('leagueResultWin', {
    winner: w,
    loser: l,
    timeout: timeout ? 'yes' : '',
    noteJa: note?.ja ?? '',
    noteEn: note?.en ?? '',
  });
}

/** Players with TIMEOUTS_TO_WITHDRAW timeouts in this season's games, not withdrawn yet. */
function noShows(
  s: SeasonRecord,
  games: { id: string; clock: unknown; seats: { side: string; userId: string }[] }[],
): string[] {
  const count = new Map<string, number>();
  for (const g of games) {
    for (const x of (g.clock as Clock | null)?.timeouts ?? []) {
      const u = g.seats.find((seat) => seat.side === x.side)?.userId;
      if (u) count.set(u, (count.get(u) ?? 0) + 1);
    }
  }
  return [...count]
    .filter(([u, n]) => n >= TIMEOUTS_TO_WITHDRAW && !s.entries.find((e) => e.userId === u)?.withdrawn)
    .map(([u]) => u);
}

// ---------------------------------------------------------------------------------------------
// standings

/** The standings of each division: rows in rank order (a Swiss bye scores as a win against nobody). */
export function seasonStandings(s: SeasonRecord): { division: number; rows: StandingRow[] }[] {
  const divisions = [...new Set(s.entries.map((e) => e.division))].sort((a, b) => a - b);
  return divisions.map((division) => {
    const ids = s.entries.filter((e) => e.division === division).map((e) => e.userId);
    const results: GameResult[] = s.pairings
      .filter((p) => p.division === division && p.status === 'settled' && p.result && p.result !== 'void')
      .map((p) => ({
        first: p.first,
        second: p.second ?? BYE,
        winner: p.result === 'drawn' ? null : p.result === 'first' ? p.first : (p.second ?? BYE),
        ...(p.timeout ? { timeout: true } : {}),
      }));
    const hasBye = results.some((r) => r.second === BYE);
    const rows = tableOf(hasBye ? [...ids, BYE] : ids, results).filter((r) => r.id !== BYE);
    return { division, rows };
  });
}

function standingsTable(
  s: SeasonRecord,
  when: 'now' | 'final',
): NonNullable<Extract<OutboxPayload, { type: 'league' }>['table']> {
  const name = (u: string) => {
    const e = s.entries.find((x) => x.userId === u);
    return `${e?.name || u}${e?.withdrawn ? ' †' : ''}`;
  };
  const all = seasonStandings(s);
  const rows = all.flatMap(({ division, rows: rs }) =>
    rs.map((r) => ({
      rank: r.rank,
      name: all.length > 1 ? `${division + 1}: ${name(r.id)}` : name(r.id),
      cells: [r.points, r.wins, r.draws, r.losses, r.sb],
    })),
  );
  return {
    title: t(when === 'final' ? 'leagueFinalStandingsTitle' : 'leagueStandingsTitle', {
      name: s.league.name,
      season: s.number,
    }),
    subtitle: t('leagueStandingsSubtitle'),
    columns: [
      t('leagueColumnPoints'),
      t('leagueColumnWins'),
      t('leagueColumnDraws'),
      t('leagueColumnLosses'),
      t('leagueColumnSb'),
    ],
    rows,
  };
}

function standingsText(s: SeasonRecord): Text {
  const name = (u: string) => mention(u);
  const all = seasonStandings(s);
  return eachLocale((l) =>
    all
      .map(({ division, rows }) =>
        [
          all.length > 1 ? tr(l, 'leagueDivision', { n: division + 1 }) : '',
          ...rows.map((r) =>
            tr(l, 'leagueStandingsRow', {
              rank: r.rank,
              name: name(r.id),
              points: r.points,
              wins: r.wins,
              draws: r.draws,
              losses: r.losses,
              sb: r.sb,
            }),
          ),
        ]
          .filter(Boolean)
          .join('\n'),
      )
      .join('\n'),
  );
}

function finalPost(s: SeasonRecord): OutboxInput<OutboxPayload> {
  const winners = seasonStandings(s).flatMap(({ rows }) => rows.filter((r) => r.rank === 1).map((r) => r.id));
  const table = standingsText(s);
  const text = t('leagueSeasonOver', {
    name: s.league.name,
    season: s.number,
    winners: winners.map(mention).join(' '),
    count: winners.length,
    tableJa: table.ja,
    tableEn: table.en,
  });
  return post(s, text, { mention: winners, table: standingsTable(s, 'final') });
}

/** /league status: the season's state, its games and the standings so far (text). */
export async function leagueStatus(
  deps: ServiceDeps,
  guildId: string | null,
  name: string | null,
  channelId?: string,
): Promise<Result<{ text: Text }>> {
  const r = await seasonOf(deps, guildId, name, channelId);
  if (!r.ok) return r;
  const s = r.value;
  const m = getGame(s.league.gameType)!;
  const state = t(
    ({ signup: 'leagueStateSignup', running: 'leagueStateRunning', finished: 'leagueStateFinished' } as const)[
      s.status
    ],
  );
  const playing = s.pairings.filter((p) => p.status === 'playing').length;
  const waiting = s.pairings.filter((p) => p.status === 'waiting').length;
  const done = s.pairings.filter((p) => p.status === 'settled').length;
  const format =
    s.league.format === 'swiss'
      ? t('leagueStatusSwiss', { round: s.round, rounds: s.league.rounds })
      : t('leagueStatusRoundRobin');
  const head = t('leagueStatusHead', {
    name: s.league.name,
    gameJa: m.name.ja,
    gameEn: m.name.en,
    formatJa: format.ja,
    formatEn: format.en,
    season: s.number,
    stateJa: state.ja,
    stateEn: state.en,
    players: s.entries.length,
    playing,
    waiting,
    done,
  });
  const table =
    s.status === 'signup' ? eachLocale(() => s.entries.map((e) => mention(e.userId)).join(' ')) : standingsText(s);
  const takeover = s.league.aiTakeover ? t('leagueStatusAiTakeover') : null;
  return {
    ok: true,
    value: { text: eachLocale((l) => [head[l], takeover?.[l], table[l]].filter(Boolean).join('\n')) },
  };
}

/** A standings table in both languages (the outbox payload's; the command localises and draws it). */
export type SeasonTable = NonNullable<Extract<OutboxPayload, { type: 'league' }>['table']>;

/**
 * /league standings: the organiser posts the table (image and text) in the league's channel; any
 * other member gets it privately (`table`: the command draws it for them). Rate-limited per member
 * and per server (src/league/limits.ts).
 */
export async function postStandings(
  deps: ServiceDeps,
  a: LeagueActor,
  name: string | null,
): Promise<Result<{ message: Text; table?: SeasonTable }>> {
  const r = await seasonOf(deps, a.guildId, name, a.channelId);
  if (!r.ok) return r;
  let s = r.value;
  if (s.status === 'signup') return fail('LEAGUE_NOT_STARTED', t('leagueNotStarted'));
  const allowed = await allowTable('/league standings', a.userId, s.league.guildId);
  if (!allowed.ok) return allowed;
  const table = () => standingsTable(s, s.status === 'finished' ? 'final' : 'now');
  // A member, or the organiser of a paused league (its channel lost): privately.
  if (!isOrganiser(s, a) || s.league.pausedAt)
    return { ok: true, value: { message: standingsText(s), table: table() } };
  for (let attempt = 0; attempt < 5; attempt++) {
    const ok = await deps.repo.commitSeason({
      seasonId: s.id,
      expectedVersion: s.version,
      guildId: s.league.guildId,
      outbox: [post(s, standingsText(s), { table: table() })],
      now: deps.now?.() ?? new Date(),
    });
    if (ok) {
      deps.onOutbox?.();
      return { ok: true, value: { message: t('leagueStandingsPosted') } };
    }
    const fresh = await deps.repo.findSeason(s.id);
    if (!fresh) break;
    s = fresh;
  }
  return fail('BUSY', t('busy'));
}

/** The member a substitute offer names: who they are on Discord. */
export interface SubstituteRef {
  id: string;
  bot?: boolean;
  name?: string;
}

/**
 * /league substitute: offers a WITHDRAWN player's place to another member, who takes it only by
 * accepting (the offer's Accept button, or /league join): until then nothing changes. Never a bot,
 * never the organiser issuing it, never a member already in the season (so never a player of the
 * games concerned), never a player who is still playing.
 */
export async function substitute(
  deps: ServiceDeps,
  a: LeagueActor,
  name: string | null,
  from: string,
  to: SubstituteRef | string,
): Promise<Result<{ message: Text }>> {
  const sub = typeof to === 'string' ? { id: to } : to;
  const r = await seasonOf(deps, a.guildId, name, a.channelId);
  if (!r.ok) return r;
  const s = r.value;
  if (!isOrganiser(s, a)) return notOrganiser('/league substitute');
  if (s.status !== 'running') return fail('LEAGUE_NOT_RUNNING', t('leagueSubNotRunning'));
  const entry = s.entries.find((e) => e.userId === from);
  if (!entry) return fail('LEAGUE_NOT_ENTRANT', t('leagueNotEntrant', { user: mention(from) }));
  if (!entry.withdrawn) return fail('LEAGUE_NOT_WITHDRAWN', t('leagueNotWithdrawn', { user: mention(from) }));
  if (entry.withdrawnWhy?.startsWith('substituted'))
    return fail('LEAGUE_SUBSTITUTED', t('leagueReplacedAlready', { user: mention(from) }));
  if (sub.bot) return fail('LEAGUE_SUB_BOT', t('leagueSubBot'));
  if (sub.id === a.userId) return fail('LEAGUE_SUB_SELF', t('leagueSubSelf'));
  if (s.entries.some((e) => e.userId === sub.id))
    return fail('LEAGUE_JOINED', t('leagueSubInAlready', { user: mention(sub.id) }));
  if (deps.members && !(await deps.members.isMember(s.league.guildId, sub.id).catch(() => true)))
    return fail('LEAGUE_SUB_NOT_MEMBER', t('leagueSubNotMember', { user: mention(sub.id) }));
  const offer = t('leagueSubOffer', { sub: mention(sub.id), from: mention(from), name: s.league.name });
  const ok = await deps.repo.commitSeason({
    seasonId: s.id,
    expectedVersion: s.version,
    guildId: s.league.guildId,
    offers: [{ userId: from, offeredTo: sub.id }],
    outbox: s.league.pausedAt
      ? []
      : [
          post(s, offer, {
            mention: [sub.id],
            buttons: [
              { customId: leagueButton(s.id, 'join'), label: t('leagueAcceptButton'), style: 'success' },
              { customId: leagueButton(s.id, 'leave'), label: t('leagueDeclineButton'), style: 'secondary' },
            ],
          }),
        ],
    now: deps.now?.() ?? new Date(),
  });
  if (!ok) return fail('BUSY', t('busy'));
  deps.onOutbox?.();
  return { ok: true, value: { message: t('leagueSubAsked', { sub: mention(sub.id) }) } };
}

/**
 * /league ai_takeover (organiser): turns the league's computer takeover on or off — from then on, a
 * player who withdraws has their games in play finished by the computer (unrated), or resigned as
 * before. Committed with the newest season's version, so a withdrawal planned before the change
 * is planned again with it (never half of each); announced in the league's channel.
 */
export async function setAiTakeover(
  deps: ServiceDeps,
  a: LeagueActor,
  name: string | null,
  on: boolean,
): Promise<Result<{ message: Text }>> {
  const r = await seasonOf(deps, a.guildId, name, a.channelId);
  if (!r.ok) return r;
  if (!isOrganiser(r.value, a)) return notOrganiser('/league ai_takeover');
  return changeSeason(deps, r.value.id, async (s) => {
    const args = { name: s.league.name, on: on ? 'yes' : '' };
    if ((s.league.aiTakeover ?? false) === on)
      return { ok: true, value: { message: t('leagueAiTakeoverAlready', args) } };
    return {
      commit: {
        league: { id: s.league.id, aiTakeover: on },
        outbox: s.league.pausedAt
          ? []
          : [post(s, t(on ? 'leagueAiTakeoverPostOn' : 'leagueAiTakeoverPostOff', { name: s.league.name }))],
      },
      after: async () => ({ ok: true, value: { message: t('leagueAiTakeoverSet', args) } }),
    };
  });
}

type SeasonCommit = Omit<
  Parameters<ServiceDeps['repo']['commitSeason']>[0],
  'seasonId' | 'expectedVersion' | 'guildId' | 'now'
>;

/**
 * A change of a season made optimistically: `plan` reads the season as it is and refuses, or names
 * the commit (guarded by the version it read) and what follows once it went through (`after`); planned
 * again when another change came first, BUSY after five tries.
 */
async function changeSeason<T>(
  deps: ServiceDeps,
  seasonId: string,
  plan: (s: SeasonRecord) => Promise<Result<T> | { commit: SeasonCommit; after: () => Promise<Result<T>> }>,
): Promise<Result<T>> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const s = await deps.repo.findSeason(seasonId);
    if (!s) return fail('NO_LEAGUE', t('leagueGone'));
    const planned = await plan(s);
    if ('ok' in planned) return planned;
    if (
      !(await deps.repo.commitSeason({
        ...planned.commit,
        seasonId: s.id,
        expectedVersion: s.version,
        guildId: s.league.guildId,
        now: deps.now?.() ?? new Date(),
      }))
    )
      continue;
    deps.onOutbox?.();
    return planned.after();
  }
  return fail('BUSY', t('busy'));
}

/** The offered member accepts: they take the withdrawn player's unplayed pairings (given back to play) and later rounds. */
async function acceptSubstitute(
  deps: ServiceDeps,
  a: LeagueActor,
  seasonId: string,
): Promise<Result<{ message: Text }>> {
  return changeSeason(deps, seasonId, async (s) => {
    const entry = s.entries.find((e) => e.offeredTo === a.userId);
    if (s.status !== 'running' || !entry) return fail('LEAGUE_NO_OFFER', t('leagueNoOfferToAccept'));
    if (s.entries.some((e) => e.userId === a.userId)) return fail('LEAGUE_JOINED', t('leagueJoinedAlready'));
    const from = entry.userId;
    // Their pairings still to play (none, normally: a withdrawal forfeits them) and the ones forfeited
    // without a game (a Swiss: of the round being played) are the substitute's to play.
    const mine = (p: PairingRecord) => p.first === from || p.second === from;
    const waiting = s.pairings.filter((p) => mine(p) && p.status === 'waiting');
    const forfeited = s.pairings.filter(
      (p) =>
        mine(p) &&
        p.status === 'settled' &&
        !p.gameId &&
        p.second &&
        (s.league.format !== 'swiss' || p.round === s.round),
    );
    const taken = [...waiting, ...forfeited];
    return {
      commit: {
        entries: [{ userId: from, withdrawn: true, withdrawnWhy: `substituted by ${a.userId}` }],
        offers: [{ userId: from, offeredTo: null }],
        newEntries: [{ userId: a.userId, name: a.userName ?? a.userId, division: entry.division, seed: entry.seed }],
        swap: taken.map((p) => ({ pairingId: p.id, from, to: a.userId })),
        reopen: forfeited.map((p) => p.id),
        outbox: s.league.pausedAt
          ? []
          : [
              post(s, t('leagueSubTakesPlace', { sub: mention(a.userId), from: mention(from), n: taken.length }), {
                mention: [a.userId],
              }),
            ],
      },
      after: async () => {
        await startPairings(deps, s.id);
        return {
          ok: true,
          value: { message: t('leagueYouTakePlace', { name: s.league.name, from: mention(from), n: taken.length }) },
        };
      },
    };
  });
}

/** The offered member declines: the offer is withdrawn, nothing else changes. */
async function declineSubstitute(
  deps: ServiceDeps,
  a: LeagueActor,
  seasonId: string,
): Promise<Result<{ message: Text }>> {
  return changeSeason(deps, seasonId, async (s) => {
    const entry = s.entries.find((e) => e.offeredTo === a.userId);
    if (!entry) return fail('LEAGUE_NO_OFFER', t('leagueNoOfferToDecline'));
    return {
      commit: {
        offers: [{ userId: entry.userId, offeredTo: null }],
        outbox: s.league.pausedAt
          ? []
          : [
              post(
                s,
                t('leagueSubDeclined', {
                  sub: mention(a.userId),
                  from: mention(entry.userId),
                  organiser: mention(s.league.createdBy),
                }),
                { mention: [s.league.createdBy] },
              ),
            ],
      },
      after: async () => ({ ok: true, value: { message: t('leagueYouDeclined') } }),
    };
  });
}

/**
 * The games in play of players withdrawn now that the computer takes over, in a league whose
 * organiser turned `aiTakeover` on (none otherwise): each a commit of the game (src/league/takeover.ts)
 * for the season's commit, the pairing's result (the opponent's win) and its line for the channel.
 * A game whose opponent has withdrawn too (or is withdrawn now) is left to be resigned as without
 * the setting: nobody would be left to play the computer.
 */
async function plannedTakeovers(
  deps: ServiceDeps,
  s: SeasonRecord,
  withdrawn: readonly string[],
  pairings: readonly PairingRecord[],
): Promise<
  {
    pairing: PairingRecord;
    result: 'first' | 'second';
    commit: ReturnType<typeof takeoverCommit>;
    line: Text;
  }[]
> {
  if (!s.league.aiTakeover || !withdrawn.length) return [];
  const out: Awaited<ReturnType<typeof plannedTakeovers>> = [];
  const gone = new Set([...s.entries.filter((e) => e.withdrawn).map((e) => e.userId), ...withdrawn]);
  const now = deps.now?.() ?? new Date();
  for (const u of withdrawn) {
    for (const p of pairings) {
      if (p.status !== 'playing' || !p.gameId || !p.second || (p.first !== u && p.second !== u)) continue;
      const opponent = p.first === u ? p.second : p.first;
      if (gone.has(opponent)) continue;
      const game = await deps.repo.findGame<GameSetup, GameState>(p.gameId);
      if (!canTakeOver(game, u)) continue;
      out.push({
        pairing: p,
        result: p.first === u ? 'second' : 'first',
        commit: takeoverCommit(deps, game, u, s.league.name, now),
        line: takeoverLine(opponent, u),
      });
    }
  }
  return out;
}

/**
 * /league leave in a running season: the player withdraws. Their pairings not started are
 * forfeited, games waiting for a Start aborted (forfeited too), games in play resigned — or, in a
 * league with `aiTakeover`, taken over by the computer in the same commit; the organiser is told and
 * may offer the place to a substitute.
 */
async function withdrawSelf(deps: ServiceDeps, a: LeagueActor, seasonId: string): Promise<Result<{ message: Text }>> {
  return changeSeason(deps, seasonId, async (s) => {
    if (s.status !== 'running') return fail('LEAGUE_NOT_RUNNING', t('leagueNotRunning'));
    const e = s.entries.find((x) => x.userId === a.userId);
    if (!e) return fail('LEAGUE_NOT_JOINED', t('leagueNotJoined'));
    if (e.withdrawn) return fail('LEAGUE_WITHDRAWN', t('leagueWithdrawnAlready'));
    const u = a.userId;
    const playing = s.pairings.filter((p) => p.status === 'playing' && p.gameId && (p.first === u || p.second === u));
    const games = new Map((await deps.repo.pairingGames(playing.map((p) => p.gameId!))).map((g) => [g.id, g]));
    const unstarted = playing.filter((p) => games.get(p.gameId!)?.status === 'pending');
    const forfeit = [
      ...s.pairings.filter((p) => p.status === 'waiting' && (p.first === u || p.second === u)),
      ...unstarted,
    ];
    const taken = await plannedTakeovers(deps, s, [u], playing);
    const settle = [
      ...forfeit.map((p) => ({
        id: p.id,
        status: 'settled' as const,
        result: p.first === u ? ('second' as const) : ('first' as const),
      })),
      ...taken.map((x) => ({ id: x.pairing.id, status: 'settled' as const, result: x.result })),
    ];
    const outbox: OutboxInput<OutboxPayload>[] = [
      post(s, t('leaguePlayerLeft', { user: mention(u), organiser: mention(s.league.createdBy) }), {
        mention: [s.league.createdBy],
      }),
    ];
    // The games taken over are settled now: their results, with the standings as they stand after.
    if (taken.length) {
      const sAfter = {
        ...s,
        pairings: s.pairings.map((p) => {
          const x = settle.find((y) => y.id === p.id);
          return x ? { ...p, status: x.status, result: x.result } : p;
        }),
        entries: s.entries.map((e) => (e.userId === u ? { ...e, withdrawn: true } : e)),
      };
      outbox.push(
        post(
          s,
          eachLocale((l) => taken.map((x) => `・${x.line[l]}`).join('\n')),
          { table: standingsTable(sAfter, 'now') },
        ),
      );
    }
    const takenIds = new Set(taken.map((x) => x.pairing.id));
    return {
      commit: {
        entries: [{ userId: u, withdrawn: true, withdrawnWhy: 'left the league' }],
        settle,
        ...(taken.length ? { takeovers: taken.map((x) => x.commit) } : {}),
        outbox: s.league.pausedAt ? [] : outbox,
      },
      after: async () => {
        for (const p of playing) {
          const g = games.get(p.gameId!);
          if (!g || takenIds.has(p.id)) continue;
          if (g.status === 'pending')
            await abortGame(deps, g.channelId, s.league.createdBy, true, g.id, { adjudicated: true }).catch(
              () => undefined,
            );
          else if (g.status === 'active')
            await play(deps, { gameId: g.id }, { kind: 'user', userId: u }, 'resign').catch(() => undefined);
        }
        await sweepSeason(deps, s.id).catch(() => undefined);
        return { ok: true, value: { message: t('leagueYouWithdrew', { name: s.league.name }) } };
      },
    };
  });
}

// ---------------------------------------------------------------------------------------------
// a lost channel: pause and resume

/**
 * Leagues whose channel lost a post for good (unknown channel, no access, no permission: the
 * outbox marks the row failed with the reason) are paused: no game is made, the sweep skips them,
 * and the organiser (the member who created the league) is told by DM, once, until they resume it.
 */
async function pauseLostLeagues(deps: ServiceDeps): Promise<void> {
  for (const { leagueId, reason } of await deps.repo.leaguesWithLostChannel(50)) {
    const l = await deps.repo.findLeague(leagueId);
    if (!l) continue;
    const why = t(
      reason === 'unknown-channel'
        ? 'leagueLostUnknownChannel'
        : reason === 'missing-access'
          ? 'leagueLostNoAccess'
          : 'leagueLostNoPermission',
    );
    const text = t('leaguePausedLost', { name: l.name, channel: l.channelId, whyJa: why.ja, whyEn: why.en });
    const dm: OutboxInput<OutboxPayload> = {
      kind: 'dm',
      target: l.createdBy,
      payload: { type: 'league', leagueId: l.id, text },
    };
    if (await deps.repo.pauseLeague(l.id, reason, [dm], l.guildId, deps.now?.() ?? new Date())) {
      log.warn('league paused: its channel was lost', { leagueId: l.id, reason });
      deps.onOutbox?.();
    }
  }
}

/**
 * /league resume (organiser): a paused league goes on — in the channel it is used in with
 * `here:True` (a new channel for a deleted one), else in its own channel (the bot's access given
 * back). Its games are made again; a season still in sign-up gets its Join / Leave post again.
 */
export async function resumeLeague(
  deps: ServiceDeps,
  a: LeagueActor,
  name: string | null,
  here: boolean,
): Promise<Result<{ message: Text }>> {
  const r = await seasonOf(deps, a.guildId, name, a.channelId);
  if (!r.ok) return r;
  const s = r.value;
  if (!isOrganiser(s, a)) return notOrganiser('/league resume');
  if (!s.league.pausedAt) return fail('LEAGUE_NOT_PAUSED', t('leagueNotPaused', { name: s.league.name }));
  if (here && a.inThread) return fail('LEAGUE_THREAD', t('leagueNotInThread'));
  const channelId = here ? a.channelId : s.league.channelId;
  const moved = { league: { id: s.league.id, channelId } };
  const outbox: OutboxInput<OutboxPayload>[] = [post(moved, t('leagueGoesOn', { name: s.league.name }))];
  if (s.status === 'signup') {
    outbox.push(
      post(moved, t('leagueSignupStillOpen', { name: s.league.name, season: s.number, n: s.entries.length }), {
        buttons: [
          { customId: leagueButton(s.id, 'join'), label: t('leagueJoinButton'), style: 'success' },
          { customId: leagueButton(s.id, 'leave'), label: t('leagueLeaveButton'), style: 'secondary' },
        ],
      }),
    );
  }
  if (
    !(await deps.repo.resumeLeague(
      s.league.id,
      here ? a.channelId : null,
      outbox,
      s.league.guildId,
      deps.now?.() ?? new Date(),
    ))
  )
    return fail('LEAGUE_NOT_PAUSED', t('leagueNotPaused', { name: s.league.name }));
  deps.onOutbox?.();
  if (s.status === 'running')
    await sweepSeason(deps, s.id).catch((err) =>
      log.warn('league sweep after a resume failed; the next sweep tries again', {
        seasonId: s.id,
        err: err instanceof Error ? err.message : String(err),
      }),
    );
  return { ok: true, value: { message: t('leagueResumed', { name: s.league.name, channel: channelId }) } };
}

/** /league next: a new season from this one — its divisions moved by promotion and relegation. */
export async function nextSeason(
  deps: ServiceDeps,
  a: LeagueActor,
  name: string | null,
): Promise<Result<{ message: Text }>> {
  const r = await seasonOf(deps, a.guildId, name, a.channelId);
  if (!r.ok) return r;
  const s = r.value;
  if (!isOrganiser(s, a)) return notOrganiser('/league next');
  if (s.status !== 'finished') return fail('LEAGUE_NOT_FINISHED', t('leagueNotFinished'));
  const ranked = seasonStandings(s).map(({ rows }) =>
    rows.map((x) => x.id).filter((u) => !s.entries.find((e) => e.userId === u)?.withdrawn),
  );
  const divisions = ranked.length > 1 && ranked.every((d) => d.length >= 2) ? promotionRelegation(ranked, 1) : ranked;
  const seasonId = randomUUID();
  const created = await deps.repo.createNextSeason(
    s,
    seasonId,
    divisions.flatMap((d, division) =>
      d.map((userId, i) => ({
        userId,
        name: s.entries.find((e) => e.userId === userId)?.name ?? userId,
        division,
        seed: i + 1,
      })),
    ),
    [
      post(s, t('leagueNextSignup', { name: s.league.name, season: s.number + 1 }), {
        buttons: [
          { customId: leagueButton(seasonId, 'join'), label: t('leagueJoinButton'), style: 'success' },
          { customId: leagueButton(seasonId, 'leave'), label: t('leagueLeaveButton'), style: 'secondary' },
        ],
      }),
    ],
  );
  if (!created) return fail('BUSY', t('busy'));
  deps.onOutbox?.();
  return { ok: true, value: { message: t('leagueSeasonCreated', { season: s.number + 1 }) } };
}

// ---------------------------------------------------------------------------------------------
// ratings

/** Whether each side of a game made at least MIN_DECISIONS decisions (a resignation is none). */
function playedEnough(counts: Map<string, Map<string, number>>, gameId: string, sides: readonly string[]): boolean {
  return sides.every((side) => (counts.get(gameId)?.get(side) ?? 0) >= MIN_DECISIONS);
}

/**
 * Rates the rated games that ended (once each: Game.ratedAt). An aborted game is marked, not
 * rated. A game that ended before each side made MIN_DECISIONS decisions (a resignation at once,
 * a no-show's timeout) is recorded as unrated, and its channel is told: two accounts resigning to
 * each other cannot farm a rating.
 */
export async function rateFinishedGames(deps: ServiceDeps): Promise<number> {
  const games = await deps.repo.gamesToRate(100);
  const now = deps.now?.() ?? new Date();
  const counts = await deps.repo.decisionCounts(games.filter((g) => g.status === 'finished').map((g) => g.id));
  for (const g of games) {
    const m = getGame(g.gameType);
    const [a, b] = m ? m.sides.map((side) => g.seats.find((x) => x.side === side)?.userId) : [];
    if (!g.guildId || g.status !== 'finished' || !a || !b || g.seats.length !== 2) {
      await deps.repo.commitRating(g.id, g.guildId ?? '', g.gameType, [], now);
      continue;
    }
    if (!playedEnough(counts, g.id, m!.sides)) {
      const made = m!.sides.map((side) => counts.get(g.id)?.get(side) ?? 0);
      const text = t('gameNotRated', { min: MIN_DECISIONS, madeJa: made.join('・'), madeEn: made.join(' and ') });
      await deps.repo.commitRating(g.id, g.guildId, g.gameType, [], now, {
        outbox: [{ kind: 'channel', target: g.channelId, payload: { type: 'notice', gameId: g.id, text } }],
      });
      deps.onOutbox?.();
      continue;
    }
    const known = new Map((await deps.repo.getRatings(g.guildId, g.gameType, [a, b])).map((r) => [r.userId, r]));
    const before: Record<string, Rating> = {};
    for (const u of [a, b]) before[u] = known.get(u) ?? initialRating();
    const score = g.winner === null ? 0.5 : g.winner === m!.sides[0] ? 1 : 0;
    const after = rateGames(before, [{ a, b, score }]);
    // The name the leaderboard picture shows: the one kept, else the one given at a league sign-up.
    const signed = await deps.repo.entryNames(g.guildId, [a, b]);
    await deps.repo.commitRating(
      g.id,
      g.guildId,
      g.gameType,
      [a, b].map((u) => ({ userId: u, name: known.get(u)?.name || signed.get(u) || '', ...after[u]! })),
      now,
    );
  }
  return games.length;
}

/** Rebuilds a server's ratings of a game from the stored results, in the order the games ended. */
export async function rebuildGameRatings(
  deps: ServiceDeps,
  a: LeagueActor,
  gameType: string,
): Promise<Result<{ message: Text }>> {
  if (!a.guildId) return fail('GUILD_ONLY', t('guildOnly'));
  if (!a.canManage) return fail('NEED_MANAGE', t('needManageFor', { command: '/rating rebuild' }));
  const m = getGame(gameType);
  if (!m) return fail('UNKNOWN_GAME', t('unknownGame', { game: gameType, legal: '' }));
  // The same rule as game by game: a game in which a side made too few decisions does not count.
  const all = await deps.repo.ratedResults(a.guildId, m.id);
  const counts = await deps.repo.decisionCounts(all.map((g) => g.id));
  const games = all.filter((g) => playedEnough(counts, g.id, m.sides));
  const results = games.flatMap((g) => {
    const [x, y] = m.sides.map((side) => g.seats.find((s) => s.side === side)?.userId);
    return x && y
      ? [{ a: x, b: y, score: (g.winner === null ? 0.5 : g.winner === m.sides[0] ? 1 : 0) as 1 | 0.5 | 0 }]
      : [];
  });
  const ratings = rebuildRatings(results);
  await deps.repo.replaceRatings(
    a.guildId,
    m.id,
    Object.entries(ratings).map(([userId, r]) => ({ userId, ...r })),
    deps.now?.() ?? new Date(),
  );
  return {
    ok: true,
    value: { message: t('ratingsRebuilt', { gameJa: m.name.ja, gameEn: m.name.en, n: results.length }) },
  };
}
