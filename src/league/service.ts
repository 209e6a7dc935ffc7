// Community leagues (docs/leagues.md): a manager creates a league of one game with a format and a
// pace; members sign up (buttons or /league join); the organiser starts the season; the bot pairs
// the players, makes every game in its own thread with the league's clock, settles results as
// games end, posts the standings, withdraws no-shows, pairs the next Swiss round, and ends the
// season with its final standings. Everything is in the database: the league sweep (every minute,
// and at once when a game ends) picks up wherever a process stopped.
import { randomUUID } from 'node:crypto';
import type { Locale, Side, Text } from '../engine/types.ts';
import { getGame } from '../games/index.ts';
import { logger } from '../log.ts';
import { PACE_BY_ID, PACES, type Clock } from '../service/clock.ts';
import { t } from '../service/i18n.ts';
import { abortGame, acceptGame, newGame } from '../service/lobby.ts';
import { play } from '../service/play.ts';
import type { OutboxPayload } from '../service/outbox-types.ts';
import type { InteractionKind } from '../service/interactions/kind.ts';
import { describeError, fail, type GameSetup, type Result, type ServiceDeps } from '../service/types.ts';
import type { OutboxInput } from '../store/repo/games.ts';
import type { PairingRecord, SeasonRecord } from '../store/repo/leagues.ts';
import { allowTable } from './limits.ts';
import { pairSwiss, planPools, roundRobinSchedule, type SwissPlayer } from './pairing.ts';
import { initialRating, rateGames, rebuildRatings, type Rating } from './rating.ts';
import { POINTS, promotionRelegation, standings as tableOf, type GameResult, type StandingRow } from './standings.ts';

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
const notOrganiser = (command: string) => fail('NOT_ORGANISER', both(`\`${command}\` は主催者(サーバー管理権限か主催者ロール)だけが使えます。`, `Only the organiser (Manage Server or the organiser role) can use \`${command}\`.`));
const pausedText = (name: string) => both(`リーグ「${name}」はチャンネルに投稿できなくなったため一時停止中です。主催者が \`/league resume\` で再開できます。`, `League "${name}" is paused: its channel can no longer be posted in. The organiser resumes it with \`/league resume\`.`);

const both = (ja: string, en: string): Text => ({ ja, en });
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
    const a = { guildId: p.guildId, channelId: p.channelId, userId: p.userId, userName: p.userName, locale: p.locale, canManage: p.canManageGuild, roles: p.memberRoles ?? [] };
    const r = what === 'join' ? await joinLeague(deps, a, { seasonId }) : await leaveLeague(deps, a, { seasonId });
    return { content: r.ok ? r.value.message[p.locale] : describeError(r.error, p.locale) };
  },
};

function isOrganiser(s: SeasonRecord, a: LeagueActor): boolean {
  return a.canManage || (!!s.league.organiserRoleId && (a.roles ?? []).includes(s.league.organiserRoleId));
}

function post(s: { league: { id: string; channelId: string } }, text: Text, extra: Partial<Extract<OutboxPayload, { type: 'league' }>> = {}): OutboxInput<OutboxPayload> {
  return { kind: 'channel', target: s.league.channelId, payload: { type: 'league', leagueId: s.league.id, text, ...extra } };
}

async function seasonOf(deps: ServiceDeps, guildId: string | null, name: string | null): Promise<Result<SeasonRecord>> {
  if (!guildId) return fail('GUILD_ONLY', t('guildOnly'));
  const s = name ? await deps.repo.findSeasonByLeagueName(guildId, name.trim()) : null;
  if (!s) {
    const names = await deps.repo.leagueNames(guildId);
    return fail('NO_LEAGUE', both(`リーグ「${name ?? ''}」はありません。${names.length ? `このサーバーのリーグ: ${names.join('、')}` : 'このサーバーにはまだリーグがありません(/league create)。'}`, `There is no league "${name ?? ''}". ${names.length ? `This server's leagues: ${names.join(', ')}` : 'This server has no league yet (/league create).'}`));
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
}

export async function createLeague(deps: ServiceDeps, a: LeagueActor, input: CreateLeagueInput): Promise<Result<{ message: Text }>> {
  if (!a.guildId) return fail('GUILD_ONLY', t('guildOnly'));
  if (!a.canManage) return fail('NEED_MANAGE', both('`/league create` には「サーバー管理」権限が必要です。', '`/league create` needs the Manage Server permission.'));
  const name = input.name.trim();
  if (!name || name.length > 40) return fail('LEAGUE_NAME', both('リーグ名は1〜40文字にしてください。', 'A league name has 1 to 40 characters.'));
  const m = getGame(input.game);
  if (!m) return fail('UNKNOWN_GAME', t('unknownGame', { game: input.game, legal: '' }));
  if (m.sides.length !== 2) return fail('LEAGUE_SIDES', both('リーグは2陣営のゲームだけです。', 'Leagues are for two-sided games.'));
  if (!FORMATS.includes(input.format as Format)) return fail('LEAGUE_FORMAT', both(`形式は ${FORMATS.join(' / ')} です。`, `The format is one of ${FORMATS.join(', ')}.`));
  const pace = input.pace ? PACE_BY_ID.get(input.pace) : null;
  if (input.pace && !pace) return fail('UNKNOWN_PACE', t('unknownPace', { pace: input.pace, legal: PACES.map((p) => p.id).join(', ') }));
  const rounds = input.format === 'swiss' ? (input.rounds ?? 5) : 0;
  if (rounds < 0 || rounds > 15) return fail('LEAGUE_ROUNDS', both('ラウンド数は1〜15です。', 'Rounds: 1 to 15.'));
  const roundDays = input.roundDays ?? 14;
  if (roundDays < 1 || roundDays > 90) return fail('LEAGUE_ROUND_DAYS', both('ラウンドの日数は1〜90です。', 'Days per round: 1 to 90.'));
  if (input.signupDays != null && (input.signupDays < 1 || input.signupDays > 60)) return fail('LEAGUE_SIGNUP_DAYS', both('受付の日数は1〜60です。', 'Sign-up days: 1 to 60.'));
  const now = deps.now?.() ?? new Date();
  const signupUntil = input.signupDays ? new Date(now.getTime() + input.signupDays * 86_400_000) : null;
  const closes = signupUntil ? `<t:${Math.floor(signupUntil.getTime() / 1000)}:R>` : '';
  const id = randomUUID();
  const seasonId = randomUUID();
  const league = { id, guildId: a.guildId, channelId: a.channelId, name, gameType: m.id, format: input.format as Format, pace: pace?.id ?? null, rounds, roundDays, organiserRoleId: input.organiserRole ?? null, createdBy: a.userId };
  const fmt = input.format === 'swiss' ? both(`スイス式 ${rounds}ラウンド`, `Swiss, ${rounds} rounds`) : both('総当たり(3〜5人のプール、先後入れ替えで2局ずつ)', 'round robin (pools of 3–5, each pair twice, once on each side)');
  const text = both(
    `🏆 リーグ「${name}」(${m.name.ja}、${fmt.ja}${pace ? `、持ち時間 ${pace.id}` : ''})の参加受付を始めました。「参加」を押すか \`/league join name:${name}\` で申し込めます。${closes ? `受付は ${closes} に締め切り、自動で開始します。` : '主催者が \`/league start\` で開始します。'}`,
    `🏆 Sign-up for the league "${name}" (${m.name.en}, ${fmt.en}${pace ? `, clock ${pace.id}` : ''}) is open. Press Join or use \`/league join name:${name}\`; ${closes ? `sign-up closes ${closes} and the season starts by itself.` : 'the organiser starts it with \`/league start\`.'}`,
  );
  const ok = await deps.repo.createLeague(league, seasonId, [
    post({ league }, text, { buttons: [{ customId: leagueButton(seasonId, 'join'), label: both('参加', 'Join'), style: 'success' }, { customId: leagueButton(seasonId, 'leave'), label: both('取り消し', 'Leave'), style: 'secondary' }] }),
  ], signupUntil);
  if (!ok) return fail('LEAGUE_EXISTS', both(`リーグ「${name}」は既にあります。`, `A league "${name}" exists already.`));
  deps.onOutbox?.();
  return { ok: true, value: { message: both(`リーグ「${name}」を作りました。`, `League "${name}" created.`) } };
}

export async function joinLeague(deps: ServiceDeps, a: LeagueActor, ref: { name?: string | null; seasonId?: string }): Promise<Result<{ message: Text }>> {
  const s = ref.seasonId ? await found(deps, ref.seasonId) : await seasonOf(deps, a.guildId, ref.name ?? null);
  if (!s.ok) return s;
  // A member offered a withdrawn player's place accepts it by joining (the offer's Accept button).
  if (s.value.status === 'running' && s.value.entries.some((e) => e.offeredTo === a.userId)) return acceptSubstitute(deps, a, s.value.id);
  const r = await deps.repo.addEntry(s.value.id, a.userId, a.userName ?? a.userId);
  // Refused when the season started (or ended) first, even by a moment: a join is serialised with
  // the start (the season's row, repo addEntry), so nobody is told "joined" and left unpaired.
  if (r === 'closed') return fail('LEAGUE_CLOSED', both(`「${s.value.league.name}」の今期は既に始まっているため参加できませんでした(参加していません)。`, `"${s.value.league.name}" has started: its sign-up is closed, and you were not added.`));
  if (r === 'twice') return fail('LEAGUE_JOINED', both('既に参加しています。', 'You have joined already.'));
  const n = (await deps.repo.findSeason(s.value.id))!.entries.length;
  return { ok: true, value: { message: both(`「${s.value.league.name}」に参加しました(${n}人)。`, `You joined "${s.value.league.name}" (${n} signed up).`) } };
}

export async function leaveLeague(deps: ServiceDeps, a: LeagueActor, ref: { name?: string | null; seasonId?: string }): Promise<Result<{ message: Text }>> {
  const s = ref.seasonId ? await found(deps, ref.seasonId) : await seasonOf(deps, a.guildId, ref.name ?? null);
  if (!s.ok) return s;
  if (s.value.status === 'running') {
    // A member offered a withdrawn player's place declines it (the offer's Decline button).
    if (s.value.entries.some((e) => e.offeredTo === a.userId)) return declineSubstitute(deps, a, s.value.id);
    // A player withdraws from a running season by the command only (an old sign-up post's Leave
    // button is no way to lose every remaining game).
    if (!ref.seasonId && s.value.entries.some((e) => e.userId === a.userId)) return withdrawSelf(deps, a, s.value.id);
  }
  const r = await deps.repo.removeEntry(s.value.id, a.userId);
  if (r === 'closed') return fail('LEAGUE_CLOSED', both(`今期は始まっています(あなたはまだ参加中です)。辞退する(残りの対局は不戦敗)なら \`/league leave name:${s.value.league.name}\` を使ってください。`, `The season has started (you are still in it). To withdraw (your remaining games are lost), use \`/league leave name:${s.value.league.name}\`.`));
  if (r === 'absent') return fail('LEAGUE_NOT_JOINED', both('参加していません。', 'You have not joined.'));
  return { ok: true, value: { message: both(`「${s.value.league.name}」の参加を取り消しました。`, `You left "${s.value.league.name}".`) } };
}

async function found(deps: ServiceDeps, seasonId: string): Promise<Result<SeasonRecord>> {
  const s = await deps.repo.findSeason(seasonId);
  return s ? { ok: true, value: s } : fail('NO_LEAGUE', both('そのリーグはもうありません。', 'That league is gone.'));
}

/** Seeds by rating (best first; the unrated at 1500), then by sign-up order. */
async function seeded(deps: ServiceDeps, s: SeasonRecord, userIds: string[]): Promise<string[]> {
  const ratings = new Map((await deps.repo.getRatings(s.league.guildId, s.league.gameType, userIds)).map((r) => [r.userId, r.rating]));
  return userIds.map((u, i) => ({ u, i, r: ratings.get(u) ?? 1500 })).sort((x, y) => y.r - x.r || x.i - y.i).map((x) => x.u);
}

const pairingId = (seasonId: string, round: number, division: number, k: number) => `${seasonId}:${String(round).padStart(3, '0')}:${division}:${String(k).padStart(3, '0')}`;

function roundRobinPairings(seasonId: string, pools: string[][]): PairingRecord[] {
  const out: PairingRecord[] = [];
  pools.forEach((pool, division) => {
    roundRobinSchedule(pool).forEach((g, k) => out.push({ id: pairingId(seasonId, g.round, division, k), round: g.round, division, first: g.first, second: g.second, gameId: null, status: 'waiting', result: null, timeout: false }));
  });
  return out;
}

export async function startLeague(deps: ServiceDeps, a: LeagueActor, name: string | null): Promise<Result<{ message: Text }>> {
  const found0 = await seasonOf(deps, a.guildId, name);
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
    if (!fresh) return fail('NO_LEAGUE', both('そのリーグはもうありません。', 'That league is gone.'));
    s = fresh;
  }
  return fail('BUSY', t('busy'));
}

async function tryStartSeason(deps: ServiceDeps, s: SeasonRecord): Promise<Result<{ message: Text }> | 'moved'> {
  if (s.status !== 'signup') return fail('LEAGUE_STARTED', both('この季は既に始まっています。', 'This season has started already.'));
  if (s.league.pausedAt) return fail('LEAGUE_PAUSED', pausedText(s.league.name));
  const format = s.league.format;
  const ids = s.entries.map((e) => e.userId);
  if (ids.length < MIN_PLAYERS[format]) return fail('LEAGUE_TOO_FEW', both(`${MIN_PLAYERS[format]}人以上必要です(今 ${ids.length}人)。`, `It needs at least ${MIN_PLAYERS[format]} players (${ids.length} signed up).`));
  const now = deps.now?.() ?? new Date();
  const order = await seeded(deps, s, ids);
  let pairings: PairingRecord[];
  let entries: { userId: string; division: number; seed: number }[];
  if (format === 'round-robin') {
    // Divisions carried from the last season (`/league next`) keep their pools; a first season pools by seed.
    const carried = s.number > 1 && s.entries.some((e) => e.division > 0);
    const pools = carried ? [...new Set(s.entries.map((e) => e.division))].sort((x, y) => x - y).map((d) => order.filter((u) => s.entries.find((e) => e.userId === u)!.division === d)) : planPools(order);
    pairings = roundRobinPairings(s.id, pools);
    entries = pools.flatMap((pool, division) => pool.map((userId) => ({ userId, division, seed: order.indexOf(userId) + 1 })));
  } else {
    pairings = swissRound(s, 1, order, []);
    entries = order.map((userId, i) => ({ userId, division: 0, seed: i + 1 }));
  }
  const m = getGame(s.league.gameType)!;
  const text = both(
    `🏁 リーグ「${s.league.name}」第${s.number}期を開始します(${ids.length}人)。対局はそれぞれのスレッドで始まります。`,
    `🏁 League "${s.league.name}" season ${s.number} starts with ${ids.length} players. Each game opens in its own thread.`,
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
  return { ok: true, value: { message: both(`${m.name.ja}のリーグを開始しました(${pairings.length}組)。`, `Started: ${pairings.length} pairings of ${m.name.en}.`) } };
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
  const out: PairingRecord[] = r.pairs.map((p, k) => ({ id: pairingId(s.id, round, 0, k), round, division: 0, first: p.first, second: p.second, gameId: null, status: 'waiting', result: null, timeout: false }));
  if (r.bye) out.push({ id: pairingId(s.id, round, 0, 999), round, division: 0, first: r.bye, second: null, gameId: null, status: 'settled', result: 'first', timeout: false });
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
 * Starts every pairing that may start now: in a Swiss round all of it; in a round robin each pairing
 * whose players do not already play that side in an unfinished game (rounds overlap, and nobody
 * plays one side in two games at once). A pairing is claimed with its game's id before the game is
 * made, so two processes never make it twice, and a crash between is repaired by the sweep.
 */
async function startPairings(deps: ServiceDeps, seasonId: string): Promise<number> {
  const s = await deps.repo.findSeason(seasonId);
  // A paused league (its channel lost) makes no game until it is resumed.
  if (!s || s.status !== 'running' || s.league.pausedAt) return 0;
  const withdrawn = new Set(s.entries.filter((e) => e.withdrawn).map((e) => e.userId));
  const busy = new Set(s.pairings.filter((p) => p.status === 'playing').flatMap((p) => [`${p.first}:first`, `${p.second}:second`]));
  let started = 0;
  for (const p of s.pairings) {
    if (p.status !== 'waiting' || !p.second || withdrawn.has(p.first) || withdrawn.has(p.second)) continue;
    if (s.league.format === 'swiss' && p.round !== s.round) continue;
    if (busy.has(`${p.first}:first`) || busy.has(`${p.second}:second`)) continue;
    const gameId = randomUUID();
    if (!(await deps.repo.claimPairing(p.id, gameId))) continue;
    busy.add(`${p.first}:first`).add(`${p.second}:second`);
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
      // played in a channel of its own, named after the league and the pairing.
      channelId: s.league.channelId,
      fallbackChannelId: `${s.league.name.replace(/\s+/g, '-')}-r${p.round}-${Number(p.id.split(':').at(-1)) + 1}`,
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
      log.warn('could not make a league game; the sweep tries again', { seasonId: s.id, pairing: p.id, code: r.error.code });
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
      log.warn('league sweep of a season failed; the next sweep tries again', { seasonId: id, err: err instanceof Error ? err.message : String(err) });
    }
  }
  return seasons.length;
}

/** Seasons whose sign-up closed: started with enough players; else the sign-up stays open for the organiser. */
async function closeSignups(deps: ServiceDeps): Promise<void> {
  const now = deps.now?.() ?? new Date();
  for (const id of await deps.repo.signupsDue(now, 50)) {
    const s = await deps.repo.findSeason(id);
    if (!s || s.status !== 'signup' || s.league.pausedAt) continue;
    const r = await startSeason(deps, s);
    if (r.ok || r.error.code !== 'LEAGUE_TOO_FEW') continue;
    const need = MIN_PLAYERS[s.league.format];
    await deps.repo.commitSeason({
      seasonId: s.id,
      expectedVersion: s.version,
      guildId: s.league.guildId,
      signupUntil: null,
      outbox: [post(s, both(`⏳ リーグ「${s.league.name}」の受付期限ですが、参加は ${s.entries.length}人で ${need}人に足りません。受付は続きます。主催者 ${mention(s.league.createdBy)} は揃ったら \`/league start\` で開始できます。`, `⏳ Sign-up for "${s.league.name}" has closed with ${s.entries.length} players, fewer than ${need}: it stays open. Organiser ${mention(s.league.createdBy)}: start it with \`/league start\` once there are enough.`), { mention: [s.league.createdBy] })],
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
    if (changes.length) await deps.repo.commitSeason({ seasonId: s.id, expectedVersion: s.version, guildId: s.league.guildId, entries: changes, outbox: [], now: deps.now?.() ?? new Date() });
  }
  return n;
}

async function sweepSeason(deps: ServiceDeps, seasonId: string): Promise<void> {
  for (let pass = 0; pass < 5; pass++) {
    const s = await deps.repo.findSeason(seasonId);
    // A paused league (its channel lost) is left as it is until the organiser resumes it.
    if (!s || s.status !== 'running' || s.league.pausedAt) return;
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
      const result: PairingRecord['result'] = g.status === 'aborted' ? 'void' : g.winner === null ? 'drawn' : g.winner === m.sides[0] ? 'first' : 'second';
      settle.push({ id: p.id, status: 'settled', result, timeout: timedOut });
      lines.push(resultLine(p, result, timedOut, g.status === 'finished' && !g.rated));
    }
    // A Swiss round past its deadline: its unfinished games end, adjudicated drawn.
    if (s.league.format === 'swiss' && s.roundDeadline && now >= s.roundDeadline) {
      for (const p of playing) {
        const g = games.get(p.gameId!);
        if (!g || g.status === 'finished' || g.status === 'aborted' || p.round !== s.round) continue;
        await abortGame(deps, g.channelId, s.league.createdBy, true, g.id, { adjudicated: true }).catch(() => undefined);
        settle.push({ id: p.id, status: 'settled', result: 'drawn', timeout: false });
        lines.push(both(`${mention(p.first)} 対 ${mention(p.second!)}: ラウンドの期限で引き分け判定`, `${mention(p.first)} vs ${mention(p.second!)}: adjudicated a draw at the round's deadline`));
      }
    }
    const after = s.pairings.map((p) => {
      const x = settle.find((y) => y.id === p.id);
      return x ? { ...p, status: x.status, result: x.result, timeout: x.timeout } : p;
    });
    // No-shows: timeouts in this season's games (however each ended); and members gone from the
    // server longer than the grace period.
    const timedOut = noShows(s, [...games.values()]);
    const gone = s.entries.filter((e) => !e.withdrawn && e.goneSince && now.getTime() - e.goneSince.getTime() >= GONE_GRACE_MS && !timedOut.includes(e.userId)).map((e) => e.userId);
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
    const entries = withdraw.map((userId) => ({ userId, withdrawn: true, withdrawnWhy: gone.includes(userId) ? 'left the server' : 'timeouts' }));
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
        const active = s.entries.filter((e) => !withdrawnNow.has(e.userId)).sort((x, y) => x.seed - y.seed).map((e) => e.userId);
        if (active.length >= 2) newPairings = swissRound({ ...s, entries: s.entries.map((e) => ({ ...e, withdrawn: withdrawnNow.has(e.userId) })) }, round, active, after.filter((p) => p.status === 'settled'));
        else status = 'finished';
      } else if (!open.length) status = 'finished';
    } else if (!open.length) status = 'finished';
    if (!settle.length && !withdraw.length && !newPairings.length && !status) {
      if ((await startPairings(deps, s.id)) === 0) return;
      continue;
    }
    const outbox: OutboxInput<OutboxPayload>[] = [];
    const sAfter = { ...s, pairings: [...after, ...newPairings], entries: s.entries.map((e) => (withdraw.includes(e.userId) ? { ...e, withdrawn: true } : e)) };
    // The standings follow each result (the season's last result: with the final post below).
    if (lines.length) outbox.push(post(s, both(lines.map((l) => `・${l.ja}`).join('\n'), lines.map((l) => `・${l.en}`).join('\n')), status ? {} : { table: standingsTable(sAfter, 'now') }));
    // The organiser is told who was withdrawn, and why.
    const organiser = mention(s.league.createdBy);
    const withdrawnPost = (users: string[], why: Text) =>
      post(s, both(`⚠️ ${users.map(mention).join(' ')} は${why.ja}ため棄権扱いになりました(残りの対局は不戦敗)。主催者 ${organiser} へ: \`/league substitute\` で代わりを打診できます。`, `⚠️ ${users.map(mention).join(' ')} ${why.en} and is withdrawn (their remaining games are forfeited). Organiser ${organiser}: \`/league substitute\` offers the place to another member.`), { mention: [s.league.createdBy] });
    if (timedOut.length) outbox.push(withdrawnPost(timedOut, both(`今季${TIMEOUTS_TO_WITHDRAW}回時間切れになった`, `timed out ${TIMEOUTS_TO_WITHDRAW} times this season`)));
    if (gone.length) outbox.push(withdrawnPost(gone, both(`サーバーを抜けて${GONE_GRACE_MS / 86_400_000}日たった`, `left the server ${GONE_GRACE_MS / 86_400_000} days ago`)));
    if (round) outbox.push(post(s, both(`🔀 第${round}ラウンドの組み合わせ:\n${newPairings.map((p) => (p.second ? `・${mention(p.first)} 対 ${mention(p.second)}` : `・${mention(p.first)}: 不戦勝(バイ)`)).join('\n')}`, `🔀 Round ${round} pairings:\n${newPairings.map((p) => (p.second ? `・${mention(p.first)} vs ${mention(p.second)}` : `・${mention(p.first)}: bye`)).join('\n')}`), { mention: newPairings.flatMap((p) => [p.first, ...(p.second ? [p.second] : [])]) }));
    if (status) outbox.push(finalPost(sAfter));
    const ok = await deps.repo.commitSeason({ seasonId: s.id, expectedVersion: s.version, guildId: s.league.guildId, settle, entries, pairings: newPairings, ...(round ? { round, roundDeadline } : {}), ...(status ? { status } : {}), outbox, now });
    if (ok) {
      deps.onOutbox?.();
      // A withdrawn player's games still being played are resigned for them.
      for (const u of withdraw) {
        for (const p of after.filter((x) => x.status === 'playing' && (x.first === u || x.second === u))) {
          const g = games.get(p.gameId!);
          const seat = g?.seats.find((x) => x.userId === u);
          if (g && seat) await play(deps, { gameId: g.id }, { kind: 'user', userId: u }, 'resign').catch(() => undefined);
        }
      }
      for (const g of unstarted) await abortGame(deps, g.channelId, s.league.createdBy, true, g.id, { adjudicated: true }).catch(() => undefined);
    }
  }
}

function resultLine(p: PairingRecord, result: PairingRecord['result'], timeout: boolean, unrated = false): Text {
  const a = mention(p.first);
  const b = mention(p.second!);
  if (result === 'void') return both(`${a} 対 ${b}: 結果なし(中止)`, `${a} vs ${b}: no result (aborted)`);
  const note = unrated ? both(`(レーティング対象外: 両者が${MIN_DECISIONS}手以上指す前に終わったため。順位表には数えます)`, ` (not rated: it ended before each side made ${MIN_DECISIONS} decisions; it counts in the standings)`) : both('', '');
  if (result === 'drawn') return both(`${a} 対 ${b}: 引き分け${note.ja}`, `${a} vs ${b}: draw${note.en}`);
  const [w, l] = result === 'first' ? [a, b] : [b, a];
  return both(`${w} が ${l} に勝ち${timeout ? '(時間切れ)' : ''}${note.ja}`, `${w} beat ${l}${timeout ? ' (on time)' : ''}${note.en}`);
}

/** Players with TIMEOUTS_TO_WITHDRAW timeouts in this season's games, not withdrawn yet. */
function noShows(s: SeasonRecord, games: { id: string; clock: unknown; seats: { side: string; userId: string }[] }[]): string[] {
  const count = new Map<string, number>();
  for (const g of games) {
    for (const x of ((g.clock as Clock | null)?.timeouts ?? [])) {
      const u = g.seats.find((seat) => seat.side === x.side)?.userId;
      if (u) count.set(u, (count.get(u) ?? 0) + 1);
    }
  }
  return [...count].filter(([u, n]) => n >= TIMEOUTS_TO_WITHDRAW && !s.entries.find((e) => e.userId === u)?.withdrawn).map(([u]) => u);
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
      .map((p) => ({ first: p.first, second: p.second ?? BYE, winner: p.result === 'drawn' ? null : p.result === 'first' ? p.first : (p.second ?? BYE), ...(p.timeout ? { timeout: true } : {}) }));
    const hasBye = results.some((r) => r.second === BYE);
    const rows = tableOf(hasBye ? [...ids, BYE] : ids, results).filter((r) => r.id !== BYE);
    return { division, rows };
  });
}

function standingsTable(s: SeasonRecord, when: 'now' | 'final'): NonNullable<Extract<OutboxPayload, { type: 'league' }>['table']> {
  const name = (u: string) => {
    const e = s.entries.find((x) => x.userId === u);
    return `${e?.name || u}${e?.withdrawn ? ' †' : ''}`;
  };
  const all = seasonStandings(s);
  const rows = all.flatMap(({ division, rows: rs }) => rs.map((r) => ({ rank: r.rank, name: all.length > 1 ? `${division + 1}: ${name(r.id)}` : name(r.id), cells: [r.points, r.wins, r.draws, r.losses, r.sb] })));
  return {
    title: both(`${s.league.name} 第${s.number}期${when === 'final' ? ' 最終順位' : ' 順位'}`, `${s.league.name} season ${s.number}${when === 'final' ? ': final standings' : ': standings'}`),
    subtitle: both('勝ち2・引き分け1・負け0、同点はゾンネボーン・ベルガー、次に直接対決', 'win 2, draw 1, loss 0; ties: Sonneborn–Berger, then head-to-head'),
    columns: [both('勝点', 'Pts'), both('勝', 'W'), both('分', 'D'), both('負', 'L'), both('SB', 'SB')],
    rows,
  };
}

function standingsText(s: SeasonRecord): Text {
  const name = (u: string) => mention(u);
  const all = seasonStandings(s);
  const lines = (l: Locale) =>
    all
      .map(({ division, rows }) => [all.length > 1 ? (l === 'ja' ? `【ディビジョン${division + 1}】` : `[Division ${division + 1}]`) : '', ...rows.map((r) => `${r.rank}. ${name(r.id)} ${r.points}${l === 'ja' ? '点' : ' pts'} (${r.wins}-${r.draws}-${r.losses}, SB ${r.sb})`)].filter(Boolean).join('\n'))
      .join('\n');
  return { ja: lines('ja'), en: lines('en') };
}

function finalPost(s: SeasonRecord): OutboxInput<OutboxPayload> {
  const winners = seasonStandings(s).flatMap(({ rows }) => rows.filter((r) => r.rank === 1).map((r) => r.id));
  const text = both(
    `🏆 リーグ「${s.league.name}」第${s.number}期が終わりました。優勝: ${winners.map(mention).join(' ')}\n${standingsText(s).ja}\n次の期は \`/league next\` で(ディビジョンの昇降格つき)。`,
    `🏆 League "${s.league.name}" season ${s.number} is over. Winner${winners.length > 1 ? 's' : ''}: ${winners.map(mention).join(' ')}\n${standingsText(s).en}\nThe next season starts from this one's divisions with \`/league next\`.`,
  );
  return post(s, text, { mention: winners, table: standingsTable(s, 'final') });
}

/** /league status: the season's state, its games and the standings so far (text). */
export async function leagueStatus(deps: ServiceDeps, guildId: string | null, name: string | null): Promise<Result<{ text: Text }>> {
  const r = await seasonOf(deps, guildId, name);
  if (!r.ok) return r;
  const s = r.value;
  const m = getGame(s.league.gameType)!;
  const state = { signup: both('参加受付中', 'sign-up open'), running: both('進行中', 'running'), finished: both('終了', 'finished') }[s.status];
  const playing = s.pairings.filter((p) => p.status === 'playing').length;
  const waiting = s.pairings.filter((p) => p.status === 'waiting').length;
  const done = s.pairings.filter((p) => p.status === 'settled').length;
  const head = both(
    `リーグ「${s.league.name}」(${m.name.ja}、${s.league.format === 'swiss' ? `スイス式 第${s.round}/${s.league.rounds}ラウンド` : '総当たり'})第${s.number}期: ${state.ja}。参加 ${s.entries.length}人、対局中 ${playing}・待ち ${waiting}・終了 ${done}`,
    `League "${s.league.name}" (${m.name.en}, ${s.league.format === 'swiss' ? `Swiss, round ${s.round} of ${s.league.rounds}` : 'round robin'}) season ${s.number}: ${state.en}. ${s.entries.length} players; games playing ${playing}, waiting ${waiting}, done ${done}`,
  );
  const table = s.status === 'signup' ? both(s.entries.map((e) => mention(e.userId)).join(' '), s.entries.map((e) => mention(e.userId)).join(' ')) : standingsText(s);
  return { ok: true, value: { text: both(`${head.ja}\n${table.ja}`, `${head.en}\n${table.en}`) } };
}

/** A standings table in both languages (the outbox payload's; the command localises and draws it). */
export type SeasonTable = NonNullable<Extract<OutboxPayload, { type: 'league' }>['table']>;

/**
 * /league standings: the organiser posts the table (image and text) in the league's channel; any
 * other member gets it privately (`table`: the command draws it for them). Rate-limited per member
 * and per server (src/league/limits.ts).
 */
export async function postStandings(deps: ServiceDeps, a: LeagueActor, name: string | null): Promise<Result<{ message: Text; table?: SeasonTable }>> {
  const r = await seasonOf(deps, a.guildId, name);
  if (!r.ok) return r;
  let s = r.value;
  if (s.status === 'signup') return fail('LEAGUE_NOT_STARTED', both('まだ始まっていません。', 'It has not started yet.'));
  const allowed = await allowTable('/league standings', a.userId, s.league.guildId);
  if (!allowed.ok) return allowed;
  const table = () => standingsTable(s, s.status === 'finished' ? 'final' : 'now');
  // A member, or the organiser of a paused league (its channel lost): privately.
  if (!isOrganiser(s, a) || s.league.pausedAt) return { ok: true, value: { message: standingsText(s), table: table() } };
  for (let attempt = 0; attempt < 5; attempt++) {
    const ok = await deps.repo.commitSeason({ seasonId: s.id, expectedVersion: s.version, guildId: s.league.guildId, outbox: [post(s, standingsText(s), { table: table() })], now: deps.now?.() ?? new Date() });
    if (ok) {
      deps.onOutbox?.();
      return { ok: true, value: { message: both('順位表をリーグのチャンネルに投稿しました。', "Standings posted in the league's channel.") } };
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
export async function substitute(deps: ServiceDeps, a: LeagueActor, name: string | null, from: string, to: SubstituteRef | string): Promise<Result<{ message: Text }>> {
  const sub = typeof to === 'string' ? { id: to } : to;
  const r = await seasonOf(deps, a.guildId, name);
  if (!r.ok) return r;
  const s = r.value;
  if (!isOrganiser(s, a)) return notOrganiser('/league substitute');
  if (s.status !== 'running') return fail('LEAGUE_NOT_RUNNING', both('進行中の期にだけ代わりを入れられます。', 'Only a running season takes substitutes.'));
  const entry = s.entries.find((e) => e.userId === from);
  if (!entry) return fail('LEAGUE_NOT_ENTRANT', both(`${mention(from)} はこのリーグの参加者ではありません。`, `${mention(from)} is not in this league.`));
  if (!entry.withdrawn) return fail('LEAGUE_NOT_WITHDRAWN', both(`${mention(from)} は棄権していません。代わりを入れられるのは棄権した参加者(時間切れ2回・サーバー退出・\`/league leave\`)だけです。`, `${mention(from)} has not withdrawn: only a withdrawn player (two timeouts, gone from the server, or \`/league leave\`) can be replaced.`));
  if (entry.withdrawnWhy?.startsWith('substituted')) return fail('LEAGUE_SUBSTITUTED', both(`${mention(from)} には既に代わりが入っています。`, `${mention(from)} has been replaced already.`));
  if (sub.bot) return fail('LEAGUE_SUB_BOT', both('ボットは代わりの参加者になれません。', 'A bot cannot be a substitute.'));
  if (sub.id === a.userId) return fail('LEAGUE_SUB_SELF', both('`/league substitute` で自分自身を代わりに入れることはできません。', '`/league substitute` cannot put you, its organiser, in a place.'));
  if (s.entries.some((e) => e.userId === sub.id)) return fail('LEAGUE_JOINED', both(`${mention(sub.id)} は既にこのリーグの参加者です。`, `${mention(sub.id)} is in this league already.`));
  if (deps.members && !(await deps.members.isMember(s.league.guildId, sub.id).catch(() => true))) return fail('LEAGUE_SUB_NOT_MEMBER', both(`${mention(sub.id)} はこのサーバーのメンバーではありません。`, `${mention(sub.id)} is not a member of this server.`));
  const offer = both(
    `🔁 ${mention(sub.id)} さん、リーグ「${s.league.name}」で棄権した ${mention(from)} さんの代わりに入りませんか(残りの未対局の組み合わせを引き継ぎます)。「受ける」を押すと参加、「断る」で取り消しです。`,
    `🔁 ${mention(sub.id)}, would you take the place of ${mention(from)}, who withdrew from the league "${s.league.name}" (their games not yet played)? Press Accept to take it, or Decline.`,
  );
  const ok = await deps.repo.commitSeason({
    seasonId: s.id,
    expectedVersion: s.version,
    guildId: s.league.guildId,
    offers: [{ userId: from, offeredTo: sub.id }],
    outbox: s.league.pausedAt ? [] : [post(s, offer, { mention: [sub.id], buttons: [{ customId: leagueButton(s.id, 'join'), label: both('受ける', 'Accept'), style: 'success' }, { customId: leagueButton(s.id, 'leave'), label: both('断る', 'Decline'), style: 'secondary' }] })],
    now: deps.now?.() ?? new Date(),
  });
  if (!ok) return fail('BUSY', t('busy'));
  deps.onOutbox?.();
  return { ok: true, value: { message: both(`${mention(sub.id)} に代わりを打診しました。本人が「受ける」を押すと入れ替わります。`, `${mention(sub.id)} has been asked; they take the place when they press Accept.`) } };
}

type SeasonCommit = Omit<Parameters<ServiceDeps['repo']['commitSeason']>[0], 'seasonId' | 'expectedVersion' | 'guildId' | 'now'>;

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
    if (!s) return fail('NO_LEAGUE', both('そのリーグはもうありません。', 'That league is gone.'));
    const planned = await plan(s);
    if ('ok' in planned) return planned;
    if (!(await deps.repo.commitSeason({ ...planned.commit, seasonId: s.id, expectedVersion: s.version, guildId: s.league.guildId, now: deps.now?.() ?? new Date() }))) continue;
    deps.onOutbox?.();
    return planned.after();
  }
  return fail('BUSY', t('busy'));
}

/** The offered member accepts: they take the withdrawn player's unplayed pairings (given back to play) and later rounds. */
async function acceptSubstitute(deps: ServiceDeps, a: LeagueActor, seasonId: string): Promise<Result<{ message: Text }>> {
  return changeSeason(deps, seasonId, async (s) => {
    const entry = s.entries.find((e) => e.offeredTo === a.userId);
    if (s.status !== 'running' || !entry) return fail('LEAGUE_NO_OFFER', both('受けられる代わりの打診はありません。', 'There is no offer for you to accept.'));
    if (s.entries.some((e) => e.userId === a.userId)) return fail('LEAGUE_JOINED', both('既に参加しています。', 'You have joined already.'));
    const from = entry.userId;
    // Their pairings still to play (none, normally: a withdrawal forfeits them) and the ones forfeited
    // without a game (a Swiss: of the round being played) are the substitute's to play.
    const mine = (p: PairingRecord) => p.first === from || p.second === from;
    const waiting = s.pairings.filter((p) => mine(p) && p.status === 'waiting');
    const forfeited = s.pairings.filter((p) => mine(p) && p.status === 'settled' && !p.gameId && p.second && (s.league.format !== 'swiss' || p.round === s.round));
    const taken = [...waiting, ...forfeited];
    return {
      commit: {
        entries: [{ userId: from, withdrawn: true, withdrawnWhy: `substituted by ${a.userId}` }],
        offers: [{ userId: from, offeredTo: null }],
        newEntries: [{ userId: a.userId, name: a.userName ?? a.userId, division: entry.division, seed: entry.seed }],
        swap: taken.map((p) => ({ pairingId: p.id, from, to: a.userId })),
        reopen: forfeited.map((p) => p.id),
        outbox: s.league.pausedAt ? [] : [post(s, both(`🔁 ${mention(a.userId)} が ${mention(from)} の代わりに入りました(未対局 ${taken.length}局)。`, `🔁 ${mention(a.userId)} takes ${mention(from)}'s place (${taken.length} games to play).`), { mention: [a.userId] })],
      },
      after: async () => {
        await startPairings(deps, s.id);
        return { ok: true, value: { message: both(`「${s.league.name}」に ${mention(from)} の代わりとして参加しました(未対局 ${taken.length}局)。`, `You take ${mention(from)}'s place in "${s.league.name}" (${taken.length} games to play).`) } };
      },
    };
  });
}

/** The offered member declines: the offer is withdrawn, nothing else changes. */
async function declineSubstitute(deps: ServiceDeps, a: LeagueActor, seasonId: string): Promise<Result<{ message: Text }>> {
  return changeSeason(deps, seasonId, async (s) => {
    const entry = s.entries.find((e) => e.offeredTo === a.userId);
    if (!entry) return fail('LEAGUE_NO_OFFER', both('断る打診はありません。', 'There is no offer for you to decline.'));
    return {
      commit: {
        offers: [{ userId: entry.userId, offeredTo: null }],
        outbox: s.league.pausedAt ? [] : [post(s, both(`${mention(a.userId)} は ${mention(entry.userId)} の代わりを断りました。主催者 ${mention(s.league.createdBy)} は別のメンバーに打診できます。`, `${mention(a.userId)} declined to replace ${mention(entry.userId)}. Organiser ${mention(s.league.createdBy)}: you may ask another member.`), { mention: [s.league.createdBy] })],
      },
      after: async () => ({ ok: true, value: { message: both('打診を断りました。', 'You declined.') } }),
    };
  });
}

/**
 * /league leave in a running season: the player withdraws. Their pairings not started are
 * forfeited, games waiting for a Start aborted (forfeited too), games in play resigned; the
 * organiser is told and may offer the place to a substitute.
 */
async function withdrawSelf(deps: ServiceDeps, a: LeagueActor, seasonId: string): Promise<Result<{ message: Text }>> {
  return changeSeason(deps, seasonId, async (s) => {
    if (s.status !== 'running') return fail('LEAGUE_NOT_RUNNING', both('この期は進行中ではありません。', 'This season is not running.'));
    const e = s.entries.find((x) => x.userId === a.userId);
    if (!e) return fail('LEAGUE_NOT_JOINED', both('参加していません。', 'You have not joined.'));
    if (e.withdrawn) return fail('LEAGUE_WITHDRAWN', both('既に棄権しています。', 'You have withdrawn already.'));
    const u = a.userId;
    const playing = s.pairings.filter((p) => p.status === 'playing' && p.gameId && (p.first === u || p.second === u));
    const games = new Map((await deps.repo.pairingGames(playing.map((p) => p.gameId!))).map((g) => [g.id, g]));
    const unstarted = playing.filter((p) => games.get(p.gameId!)?.status === 'pending');
    const forfeit = [...s.pairings.filter((p) => p.status === 'waiting' && (p.first === u || p.second === u)), ...unstarted];
    return {
      commit: {
        entries: [{ userId: u, withdrawn: true, withdrawnWhy: 'left the league' }],
        settle: forfeit.map((p) => ({ id: p.id, status: 'settled' as const, result: p.first === u ? ('second' as const) : ('first' as const) })),
        outbox: s.league.pausedAt ? [] : [post(s, both(`⚠️ ${mention(u)} はリーグを辞退しました(残りの対局は不戦敗)。主催者 ${mention(s.league.createdBy)} へ: \`/league substitute\` で代わりを打診できます。`, `⚠️ ${mention(u)} left the league and is withdrawn (their remaining games are forfeited). Organiser ${mention(s.league.createdBy)}: \`/league substitute\` offers the place to another member.`), { mention: [s.league.createdBy] })],
      },
      after: async () => {
        for (const p of playing) {
          const g = games.get(p.gameId!);
          if (!g) continue;
          if (g.status === 'pending') await abortGame(deps, g.channelId, s.league.createdBy, true, g.id, { adjudicated: true }).catch(() => undefined);
          else if (g.status === 'active') await play(deps, { gameId: g.id }, { kind: 'user', userId: u }, 'resign').catch(() => undefined);
        }
        await sweepSeason(deps, s.id).catch(() => undefined);
        return { ok: true, value: { message: both(`「${s.league.name}」を辞退しました(残りの対局は不戦敗です)。`, `You withdrew from "${s.league.name}" (your remaining games are lost).`) } };
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
    const why = reason === 'unknown-channel' ? both('チャンネルが見つかりません(削除されました)', 'the channel no longer exists') : reason === 'missing-access' ? both('チャンネルにアクセスできません', 'the bot has no access to it') : both('投稿する権限がありません', 'the bot may not post in it');
    const text = both(
      `⚠️ リーグ「${l.name}」を一時停止しました: チャンネル <#${l.channelId}> に投稿できません(${why.ja})。再開するまで新しい対局は作られません。続けるチャンネルで \`/league resume name:${l.name} here:True\` を使うか、ボットが <#${l.channelId}> に投稿できるようにしてから \`/league resume name:${l.name}\` を使ってください。`,
      `⚠️ League "${l.name}" is paused: posting in its channel <#${l.channelId}> failed (${why.en}). No game will be made until you resume it: use \`/league resume name:${l.name} here:True\` in the channel where it should go on, or \`/league resume name:${l.name}\` once the bot can post in <#${l.channelId}> again.`,
    );
    const dm: OutboxInput<OutboxPayload> = { kind: 'dm', target: l.createdBy, payload: { type: 'league', leagueId: l.id, text } };
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
export async function resumeLeague(deps: ServiceDeps, a: LeagueActor, name: string | null, here: boolean): Promise<Result<{ message: Text }>> {
  const r = await seasonOf(deps, a.guildId, name);
  if (!r.ok) return r;
  const s = r.value;
  if (!isOrganiser(s, a)) return notOrganiser('/league resume');
  if (!s.league.pausedAt) return fail('LEAGUE_NOT_PAUSED', both(`リーグ「${s.league.name}」は停止していません。`, `League "${s.league.name}" is not paused.`));
  if (here && a.inThread) return fail('LEAGUE_THREAD', both('リーグのチャンネルにはスレッドではなく通常のチャンネルを選んでください。', "A league's channel must be a channel, not a thread."));
  const channelId = here ? a.channelId : s.league.channelId;
  const moved = { league: { id: s.league.id, channelId } };
  const outbox: OutboxInput<OutboxPayload>[] = [post(moved, both(`▶️ リーグ「${s.league.name}」を再開しました。`, `▶️ League "${s.league.name}" goes on.`))];
  if (s.status === 'signup') {
    outbox.push(post(moved, both(`🏆 リーグ「${s.league.name}」第${s.number}期の参加受付中です(${s.entries.length}人)。`, `🏆 Sign-up for "${s.league.name}" season ${s.number} is open (${s.entries.length} signed up).`), { buttons: [{ customId: leagueButton(s.id, 'join'), label: both('参加', 'Join'), style: 'success' }, { customId: leagueButton(s.id, 'leave'), label: both('取り消し', 'Leave'), style: 'secondary' }] }));
  }
  if (!(await deps.repo.resumeLeague(s.league.id, here ? a.channelId : null, outbox, s.league.guildId, deps.now?.() ?? new Date()))) return fail('LEAGUE_NOT_PAUSED', both(`リーグ「${s.league.name}」は停止していません。`, `League "${s.league.name}" is not paused.`));
  deps.onOutbox?.();
  if (s.status === 'running') await sweepSeason(deps, s.id).catch((err) => log.warn('league sweep after a resume failed; the next sweep tries again', { seasonId: s.id, err: err instanceof Error ? err.message : String(err) }));
  return { ok: true, value: { message: both(`リーグ「${s.league.name}」を再開しました(チャンネル <#${channelId}>)。`, `League "${s.league.name}" resumed (channel <#${channelId}>).`) } };
}

/** /league next: a new season from this one — its divisions moved by promotion and relegation. */
export async function nextSeason(deps: ServiceDeps, a: LeagueActor, name: string | null): Promise<Result<{ message: Text }>> {
  const r = await seasonOf(deps, a.guildId, name);
  if (!r.ok) return r;
  const s = r.value;
  if (!isOrganiser(s, a)) return notOrganiser('/league next');
  if (s.status !== 'finished') return fail('LEAGUE_NOT_FINISHED', both('今の期が終わってからです。', 'The current season has not finished.'));
  const ranked = seasonStandings(s).map(({ rows }) => rows.map((x) => x.id).filter((u) => !s.entries.find((e) => e.userId === u)?.withdrawn));
  const divisions = ranked.length > 1 && ranked.every((d) => d.length >= 2) ? promotionRelegation(ranked, 1) : ranked;
  const seasonId = randomUUID();
  const created = await deps.repo.createNextSeason(s, seasonId, divisions.flatMap((d, division) => d.map((userId, i) => ({ userId, name: s.entries.find((e) => e.userId === userId)?.name ?? userId, division, seed: i + 1 }))), [
    post(s, both(`🏆 リーグ「${s.league.name}」第${s.number + 1}期の参加受付を始めました(前期の参加者は登録済み、ディビジョンは昇降格済み)。`, `🏆 Sign-up for season ${s.number + 1} of "${s.league.name}" is open (last season's players are in, divisions moved by promotion and relegation).`), {
      buttons: [{ customId: leagueButton(seasonId, 'join'), label: both('参加', 'Join'), style: 'success' }, { customId: leagueButton(seasonId, 'leave'), label: both('取り消し', 'Leave'), style: 'secondary' }],
    }),
  ]);
  if (!created) return fail('BUSY', t('busy'));
  deps.onOutbox?.();
  return { ok: true, value: { message: both(`第${s.number + 1}期を作りました。`, `Season ${s.number + 1} created.`) } };
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
      const text = both(
        `📉 この対局はレーティングに数えません: レーティング対象の対局は、両者がそれぞれ${MIN_DECISIONS}手以上指して初めて数えます(${made.join('・')}手)。`,
        `📉 This game is not rated: a rated game counts only once each side has made ${MIN_DECISIONS} decisions (made: ${made.join(' and ')}).`,
      );
      await deps.repo.commitRating(g.id, g.guildId, g.gameType, [], now, { outbox: [{ kind: 'channel', target: g.channelId, payload: { type: 'notice', gameId: g.id, text } }] });
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
    await deps.repo.commitRating(g.id, g.guildId, g.gameType, [a, b].map((u) => ({ userId: u, name: known.get(u)?.name || signed.get(u) || '', ...after[u]! })), now);
  }
  return games.length;
}

/** Rebuilds a server's ratings of a game from the stored results, in the order the games ended. */
export async function rebuildGameRatings(deps: ServiceDeps, a: LeagueActor, gameType: string): Promise<Result<{ message: Text }>> {
  if (!a.guildId) return fail('GUILD_ONLY', t('guildOnly'));
  if (!a.canManage) return fail('NEED_MANAGE', both('`/rating rebuild` には「サーバー管理」権限が必要です。', '`/rating rebuild` needs the Manage Server permission.'));
  const m = getGame(gameType);
  if (!m) return fail('UNKNOWN_GAME', t('unknownGame', { game: gameType, legal: '' }));
  // The same rule as game by game: a game in which a side made too few decisions does not count.
  const all = await deps.repo.ratedResults(a.guildId, m.id);
  const counts = await deps.repo.decisionCounts(all.map((g) => g.id));
  const games = all.filter((g) => playedEnough(counts, g.id, m.sides));
  const results = games.flatMap((g) => {
    const [x, y] = m.sides.map((side) => g.seats.find((s) => s.side === side)?.userId);
    return x && y ? [{ a: x, b: y, score: (g.winner === null ? 0.5 : g.winner === m.sides[0] ? 1 : 0) as 1 | 0.5 | 0 }] : [];
  });
  const ratings = rebuildRatings(results);
  await deps.repo.replaceRatings(a.guildId, m.id, Object.entries(ratings).map(([userId, r]) => ({ userId, ...r })), deps.now?.() ?? new Date());
  return { ok: true, value: { message: both(`${m.name.ja}のレーティングを ${results.length}局から作り直しました。`, `${m.name.en} ratings rebuilt from ${results.length} games.`) } };
}

export type { Side };
