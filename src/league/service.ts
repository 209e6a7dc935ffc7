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
import { fail, type Result, type ServiceDeps } from '../service/types.ts';
import type { OutboxInput } from '../store/repo/games.ts';
import type { PairingRecord, SeasonRecord } from '../store/repo/leagues.ts';
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
}

const both = (ja: string, en: string): Text => ({ ja, en });
const mention = (u: string) => `<@${u}>`;

/** Join / Leave buttons of a season's sign-up: "lg:<season>:join|leave". */
export const LEAGUE_BUTTON_ID = /^lg:([0-9a-f-]{36}):(join|leave)$/;
const leagueButton = (seasonId: string, what: 'join' | 'leave') => `lg:${seasonId}:${what}`;

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
  if (!a.canManage) return fail('NEED_MANAGE', t('needManage'));
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
  const r = await deps.repo.addEntry(s.value.id, a.userId, a.userName ?? a.userId);
  if (r === 'closed') return fail('LEAGUE_CLOSED', both('この季の受付は終わっています。', "This season's sign-up is closed."));
  if (r === 'twice') return fail('LEAGUE_JOINED', both('既に参加しています。', 'You have joined already.'));
  const n = (await deps.repo.findSeason(s.value.id))!.entries.length;
  return { ok: true, value: { message: both(`「${s.value.league.name}」に参加しました(${n}人)。`, `You joined "${s.value.league.name}" (${n} signed up).`) } };
}

export async function leaveLeague(deps: ServiceDeps, a: LeagueActor, ref: { name?: string | null; seasonId?: string }): Promise<Result<{ message: Text }>> {
  const s = ref.seasonId ? await found(deps, ref.seasonId) : await seasonOf(deps, a.guildId, ref.name ?? null);
  if (!s.ok) return s;
  const r = await deps.repo.removeEntry(s.value.id, a.userId);
  if (r === 'closed') return fail('LEAGUE_CLOSED', both('開始後は抜けられません(主催者が代わりの参加者を入れられます)。', 'The season has started: ask the organiser for a substitute.'));
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
  if (!isOrganiser(s, a)) return fail('NOT_ORGANISER', both('主催者(サーバー管理権限か主催者ロール)だけが開始できます。', 'Only the organiser (Manage Server or the organiser role) can start it.'));
  return startSeason(deps, s);
}

/** Starts a season in sign-up (the organiser, or its sign-up closing): seeds, pairs, makes the first games. */
async function startSeason(deps: ServiceDeps, s: SeasonRecord): Promise<Result<{ message: Text }>> {
  if (s.status !== 'signup') return fail('LEAGUE_STARTED', both('この季は既に始まっています。', 'This season has started already.'));
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
  if (!ok) return fail('BUSY', t('busy'));
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
  if (!s || s.status !== 'running') return 0;
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

/** Makes (or finishes making) a claimed pairing's game: created, then accepted for the second player, which starts it. */
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
      noChallenge: true,
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
  if (game?.status === 'pending') {
    const locale = (game.seats.find((x) => x.userId === p.second)?.locale ?? 'ja') as Locale;
    await acceptGame(deps, game.channelId, p.second!, locale, { gameId: game.id });
  }
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
  if (!opts.gameId) await closeSignups(deps);
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
    if (!s || s.status !== 'signup') continue;
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
    if (!s || s.status !== 'running') return;
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
      lines.push(resultLine(p, result, timedOut));
    }
    // A Swiss round past its deadline: its unfinished games end, adjudicated drawn.
    if (s.league.format === 'swiss' && s.roundDeadline && now >= s.roundDeadline) {
      for (const p of playing) {
        const g = games.get(p.gameId!);
        if (!g || g.status === 'finished' || g.status === 'aborted' || p.round !== s.round) continue;
        await abortGame(deps, g.channelId, s.league.createdBy, true, g.id).catch(() => undefined);
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
    for (const u of withdraw) {
      for (const p of after) {
        if (p.status !== 'waiting' || (p.first !== u && p.second !== u)) continue;
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
      post(s, both(`⚠️ ${users.map(mention).join(' ')} は${why.ja}ため棄権扱いになりました(残りの対局は不戦敗)。主催者 ${organiser} へ: \`/league substitute\` で代わりを入れられます。`, `⚠️ ${users.map(mention).join(' ')} ${why.en} and is withdrawn (their remaining games are forfeited). Organiser ${organiser}: \`/league substitute\` puts another member in.`), { mention: [s.league.createdBy] });
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
    }
  }
}

function resultLine(p: PairingRecord, result: PairingRecord['result'], timeout: boolean): Text {
  const a = mention(p.first);
  const b = mention(p.second!);
  if (result === 'void') return both(`${a} 対 ${b}: 結果なし(中止)`, `${a} vs ${b}: no result (aborted)`);
  if (result === 'drawn') return both(`${a} 対 ${b}: 引き分け`, `${a} vs ${b}: draw`);
  const [w, l] = result === 'first' ? [a, b] : [b, a];
  return both(`${w} が ${l} に勝ち${timeout ? '(時間切れ)' : ''}`, `${w} beat ${l}${timeout ? ' (on time)' : ''}`);
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

/** /league standings: posts the table (image and text) in the league's channel. */
export async function postStandings(deps: ServiceDeps, a: LeagueActor, name: string | null): Promise<Result<{ message: Text }>> {
  const r = await seasonOf(deps, a.guildId, name);
  if (!r.ok) return r;
  const s = r.value;
  if (s.status === 'signup') return fail('LEAGUE_NOT_STARTED', both('まだ始まっていません。', 'It has not started yet.'));
  const ok = await deps.repo.commitSeason({ seasonId: s.id, expectedVersion: s.version, guildId: s.league.guildId, outbox: [post(s, standingsText(s), { table: standingsTable(s, s.status === 'finished' ? 'final' : 'now') })], now: deps.now?.() ?? new Date() });
  if (!ok) return fail('BUSY', t('busy'));
  deps.onOutbox?.();
  return { ok: true, value: { message: both('順位表を投稿しました。', 'Standings posted.') } };
}

/** /league substitute: another member takes a player's place in the season and its unfinished games. */
export async function substitute(deps: ServiceDeps, a: LeagueActor, name: string | null, from: string, to: string, toName?: string): Promise<Result<{ message: Text }>> {
  const r = await seasonOf(deps, a.guildId, name);
  if (!r.ok) return r;
  const s = r.value;
  if (!isOrganiser(s, a)) return fail('NOT_ORGANISER', both('主催者だけが代わりを入れられます。', 'Only the organiser can substitute.'));
  if (s.status !== 'running') return fail('LEAGUE_NOT_RUNNING', both('進行中の期にだけ代わりを入れられます。', 'Only a running season takes substitutes.'));
  const entry = s.entries.find((e) => e.userId === from);
  if (!entry) return fail('LEAGUE_NOT_ENTRANT', both(`${mention(from)} はこのリーグの参加者ではありません。`, `${mention(from)} is not in this league.`));
  if (s.entries.some((e) => e.userId === to)) return fail('LEAGUE_JOINED', both(`${mention(to)} は既に参加しています。`, `${mention(to)} is in this league already.`));
  const open = s.pairings.filter((p) => p.status !== 'settled' && (p.first === from || p.second === from));
  const ok = await deps.repo.commitSeason({
    seasonId: s.id,
    expectedVersion: s.version,
    guildId: s.league.guildId,
    entries: [{ userId: from, withdrawn: true, withdrawnWhy: `substituted by ${to}` }],
    newEntries: [{ userId: to, name: toName ?? to, division: entry.division, seed: entry.seed }],
    swap: open.map((p) => ({ pairingId: p.id, from, to })),
    outbox: [post(s, both(`🔁 ${mention(to)} が ${mention(from)} の代わりに入ります(未了の対局 ${open.length}局)。`, `🔁 ${mention(to)} takes ${mention(from)}'s place (${open.length} unfinished games).`), { mention: [to] })],
    now: deps.now?.() ?? new Date(),
  });
  if (!ok) return fail('BUSY', t('busy'));
  for (const p of open) if (p.gameId) await deps.repo.replaceSeat(p.gameId, from, to);
  deps.onOutbox?.();
  return { ok: true, value: { message: both('代わりを入れました。', 'Substituted.') } };
}

/** /league next: a new season from this one — its divisions moved by promotion and relegation. */
export async function nextSeason(deps: ServiceDeps, a: LeagueActor, name: string | null): Promise<Result<{ message: Text }>> {
  const r = await seasonOf(deps, a.guildId, name);
  if (!r.ok) return r;
  const s = r.value;
  if (!isOrganiser(s, a)) return fail('NOT_ORGANISER', both('主催者だけが次の期を始められます。', 'Only the organiser can start the next season.'));
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

/** Rates the rated games that ended (once each: Game.ratedAt). An aborted game is marked, not rated. */
export async function rateFinishedGames(deps: ServiceDeps): Promise<number> {
  const games = await deps.repo.gamesToRate(100);
  const now = deps.now?.() ?? new Date();
  for (const g of games) {
    const m = getGame(g.gameType);
    const [a, b] = m ? m.sides.map((side) => g.seats.find((x) => x.side === side)?.userId) : [];
    if (!g.guildId || g.status !== 'finished' || !a || !b || g.seats.length !== 2) {
      await deps.repo.commitRating(g.id, g.guildId ?? '', g.gameType, [], now);
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
  if (!a.canManage) return fail('NEED_MANAGE', t('needManage'));
  const m = getGame(gameType);
  if (!m) return fail('UNKNOWN_GAME', t('unknownGame', { game: gameType, legal: '' }));
  const games = await deps.repo.ratedResults(a.guildId, m.id);
  const results = games.flatMap((g) => {
    const [x, y] = m.sides.map((side) => g.seats.find((s) => s.side === side)?.userId);
    return x && y ? [{ a: x, b: y, score: (g.winner === null ? 0.5 : g.winner === m.sides[0] ? 1 : 0) as 1 | 0.5 | 0 }] : [];
  });
  const ratings = rebuildRatings(results);
  await deps.repo.replaceRatings(a.guildId, m.id, Object.entries(ratings).map(([userId, r]) => ({ userId, ...r })), deps.now?.() ?? new Date());
  return { ok: true, value: { message: both(`${m.name.ja}のレーティングを ${results.length}局から作り直しました。`, `${m.name.en} ratings rebuilt from ${results.length} games.`) } };
}

export type { Side };
