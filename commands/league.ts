// /league: community leagues (docs/leagues.md) — create (Manage Server), join, leave, start,
// status, standings, substitute, ai_takeover, resume and next (the organiser: Manage Server or the
// league's role).
import { SlashCommandBuilder } from 'discord.js';
import { allGames } from '#games/index.ts';
import { PACES } from '#service/clock/time.ts';
import { paceText } from '#service/clock/text.ts';
import { describeError } from '#service/types.ts';
import { tr } from '#service/i18n.ts';
import {
  createLeague,
  FORMATS,
  joinLeague,
  leagueStatus,
  leaveLeague,
  nextSeason,
  postStandings,
  resumeLeague,
  setAiTakeover,
  startLeague,
  substitute,
  type LeagueActor,
} from '#league/service.ts';
import { tableImage, tableIn } from '#images/index.ts';
import type { Command, CommandContext } from './_command.ts';

const nameOption = (o: import('discord.js').SlashCommandStringOption) =>
  o
    .setName('name')
    .setNameLocalizations({ ja: '名前' })
    .setDescription("The league (default: this channel's)")
    .setDescriptionLocalizations({ ja: 'リーグ名(省略時: このチャンネルのリーグ)' })
    .setMaxLength(40)
    .setAutocomplete(true);

const data = new SlashCommandBuilder()
  .setName('league')
  .setNameLocalizations({ ja: 'リーグ' })
  .setDescription('Leagues: seasons the bot pairs, plays out and ranks')
  .setDescriptionLocalizations({ ja: 'リーグ: ボットが組み合わせ・対局・順位を回すシーズン' })
  .addSubcommand((s) =>
    s
      .setName('create')
      .setNameLocalizations({ ja: '作成' })
      .setDescription('Create a league in this channel and open its sign-up (Manage Server)')
      .setDescriptionLocalizations({ ja: 'このチャンネルにリーグを作り参加受付を始めます(サーバー管理権限)' })
      .addStringOption((o) =>
        o
          .setName('name')
          .setNameLocalizations({ ja: '名前' })
          .setDescription('Its name (1–40 characters)')
          .setDescriptionLocalizations({ ja: 'リーグ名(1〜40文字)' })
          .setRequired(true)
          .setMinLength(1)
          .setMaxLength(40),
      )
      .addStringOption((o) =>
        o
          .setName('game')
          .setNameLocalizations({ ja: 'ゲーム' })
          .setDescription('The game')
          .setDescriptionLocalizations({ ja: 'ゲーム' })
          .setRequired(true)
          .addChoices(
            ...allGames()
              .filter((g) => g.sides.length === 2)
              .slice(0, 25)
              .map((g) => ({ name: g.name.en, name_localizations: { ja: g.name.ja }, value: g.id })),
          ),
      )
      .addStringOption((o) =>
        o
          .setName('format')
          .setNameLocalizations({ ja: '形式' })
          .setDescription('Round robin in pools, or Swiss')
          .setDescriptionLocalizations({ ja: '総当たり(プール)かスイス式' })
          .setRequired(true)
          .addChoices(
            { name: 'Round robin', name_localizations: { ja: '総当たり' }, value: FORMATS[0] },
            { name: 'Swiss', name_localizations: { ja: 'スイス式' }, value: FORMATS[1] },
          ),
      )
      .addStringOption((o) =>
        o
          .setName('pace')
          .setNameLocalizations({ ja: 'ペース' })
          .setDescription('The clock of its games (default none)')
          .setDescriptionLocalizations({ ja: '対局の持ち時間(省略時なし)' })
          .addChoices(
            ...PACES.map((p) => ({
              name: paceText(p).en.slice(0, 100),
              name_localizations: { ja: paceText(p).ja.slice(0, 100) },
              value: p.id,
            })),
          ),
      )
      .addIntegerOption((o) =>
        o
          .setName('rounds')
          .setNameLocalizations({ ja: 'ラウンド数' })
          .setDescription('Swiss: rounds (default 5)')
          .setDescriptionLocalizations({ ja: 'スイス式のラウンド数(省略時5)' })
          .setMinValue(1)
          .setMaxValue(15),
      )
      .addIntegerOption((o) =>
        o
          .setName('round_days')
          .setNameLocalizations({ ja: 'ラウンド日数' })
          .setDescription('Swiss: days a round may last (default 14)')
          .setDescriptionLocalizations({ ja: 'スイス式の1ラウンドの期限(日、省略時14)' })
          .setMinValue(1)
          .setMaxValue(90),
      )
      .addIntegerOption((o) =>
        o
          .setName('signup_days')
          .setNameLocalizations({ ja: '受付日数' })
          .setDescription('Sign-up closes after these days and the season starts by itself')
          .setDescriptionLocalizations({ ja: 'この日数で受付を締め切り、自動で開始します' })
          .setMinValue(1)
          .setMaxValue(60),
      )
      .addRoleOption((o) =>
        o
          .setName('organiser')
          .setNameLocalizations({ ja: '主催者ロール' })
          .setDescription('A role that may run the league besides Manage Server')
          .setDescriptionLocalizations({ ja: 'サーバー管理権限のほかにリーグを運営できるロール' }),
      )
      .addBooleanOption((o) =>
        o
          .setName('ai_takeover')
          .setNameLocalizations({ ja: 'コンピューター引継ぎ' })
          .setDescription("The computer finishes a withdrawn player's games, unrated (default False: resigned)")
          .setDescriptionLocalizations({
            ja: '棄権した参加者の対局をコンピューターが引き継いで最後まで指す(レーティング対象外、省略時は投了扱い)',
          }),
      ),
  )
  .addSubcommand((s) =>
    s
      .setName('join')
      .setNameLocalizations({ ja: '参加' })
      .setDescription('Sign up for its season')
      .setDescriptionLocalizations({ ja: '今期に参加します' })
      .addStringOption(nameOption),
  )
  .addSubcommand((s) =>
    s
      .setName('leave')
      .setNameLocalizations({ ja: '辞退' })
      .setDescription('Withdraw your sign-up')
      .setDescriptionLocalizations({ ja: '参加を取り消します' })
      .addStringOption(nameOption),
  )
  .addSubcommand((s) =>
    s
      .setName('start')
      .setNameLocalizations({ ja: '開始' })
      .setDescription('Start the season: the bot pairs and makes the games (organiser)')
      .setDescriptionLocalizations({ ja: '今期を開始し、組み合わせと対局を作ります(主催者)' })
      .addStringOption(nameOption),
  )
  .addSubcommand((s) =>
    s
      .setName('status')
      .setNameLocalizations({ ja: '状況' })
      .setDescription('The season, its games and the standings so far')
      .setDescriptionLocalizations({ ja: '今期の状況・対局・順位' })
      .addStringOption(nameOption),
  )
  .addSubcommand((s) =>
    s
      .setName('standings')
      .setNameLocalizations({ ja: '順位表' })
      .setDescription("The standings table (the organiser posts it in the league's channel)")
      .setDescriptionLocalizations({ ja: '順位表(主催者はリーグのチャンネルに投稿)' })
      .addStringOption(nameOption),
  )
  .addSubcommand((s) =>
    s
      .setName('substitute')
      .setNameLocalizations({ ja: '交代' })
      .setDescription("Offer a withdrawn player's place to another member, who accepts (organiser)")
      .setDescriptionLocalizations({ ja: '棄権した参加者の代わりを別のメンバーに打診します(本人が受けて交代、主催者)' })
      .addUserOption((o) =>
        o
          .setName('player')
          .setNameLocalizations({ ja: '参加者' })
          .setDescription('The withdrawn player')
          .setDescriptionLocalizations({ ja: '棄権した参加者' })
          .setRequired(true),
      )
      .addUserOption((o) =>
        o
          .setName('substitute')
          .setNameLocalizations({ ja: '交代要員' })
          .setDescription('Who is asked to come in')
          .setDescriptionLocalizations({ ja: '打診するメンバー' })
          .setRequired(true),
      )
      // Optional options come after the required ones (Discord's rule).
      .addStringOption(nameOption),
  )
  .addSubcommand((s) =>
    s
      .setName('ai_takeover')
      .setNameLocalizations({ ja: 'コンピューター引継ぎ' })
      .setDescription("Whether the computer finishes a withdrawn player's games, unrated (organiser)")
      .setDescriptionLocalizations({ ja: '棄権した参加者の対局をコンピューターが引き継ぐかどうか(主催者)' })
      .addBooleanOption((o) =>
        o
          .setName('on')
          .setNameLocalizations({ ja: '有効' })
          .setDescription('True: the computer finishes them; False: they are resigned')
          .setDescriptionLocalizations({ ja: 'True: コンピューターが引き継ぐ / False: 投了扱い' })
          .setRequired(true),
      )
      .addStringOption(nameOption),
  )
  .addSubcommand((s) =>
    s
      .setName('resume')
      .setNameLocalizations({ ja: '再開' })
      .setDescription('Resume a league paused because its channel was lost (organiser)')
      .setDescriptionLocalizations({ ja: 'チャンネルを失って停止したリーグを再開します(主催者)' })
      .addStringOption(nameOption)
      .addBooleanOption((o) =>
        o
          .setName('here')
          .setNameLocalizations({ ja: 'ここで' })
          .setDescription('Move the league to this channel')
          .setDescriptionLocalizations({ ja: 'リーグをこのチャンネルに移します' }),
      ),
  )
  .addSubcommand((s) =>
    s
      .setName('next')
      .setNameLocalizations({ ja: '次期' })
      .setDescription("Open the next season from this one's divisions (organiser)")
      .setDescriptionLocalizations({ ja: '今期のディビジョンから次期を開きます(主催者)' })
      .addStringOption(nameOption),
  )
  .setDMPermission(false)
  .toJSON();

function actor(ctx: CommandContext): LeagueActor {
  return {
    guildId: ctx.guildId,
    channelId: ctx.channelId,
    userId: ctx.userId,
    userName: ctx.userName,
    locale: ctx.locale,
    canManage: ctx.canManageGuild,
    roles: ctx.memberRoles ?? [],
    inThread: ctx.inThread,
  };
}

export const command: Command = {
  data,
  async execute(ctx) {
    const l = ctx.locale;
    const a = actor(ctx);
    const name = ctx.getString('name');
    const sub = ctx.getSubcommand?.() ?? null;
    const say = async (
      p: Promise<
        | { ok: true; value: { message: { ja: string; en: string } } }
        | { ok: false; error: import('#service/types.ts').UserError }
      >,
    ) => {
      const r = await p;
      return { content: r.ok ? r.value.message[l] : describeError(r.error, l) };
    };
    switch (sub) {
      case 'create':
        return say(
          createLeague(ctx.deps, a, {
            name: name ?? '',
            game: ctx.getString('game') ?? '',
            format: ctx.getString('format') ?? '',
            pace: ctx.getString('pace'),
            rounds: ctx.getInteger('rounds'),
            roundDays: ctx.getInteger('round_days'),
            signupDays: ctx.getInteger('signup_days'),
            organiserRole: ctx.getString('organiser'),
            aiTakeover: ctx.getBoolean('ai_takeover'),
          }),
        );
      case 'join':
        return say(joinLeague(ctx.deps, a, { name }));
      case 'leave':
        return say(leaveLeague(ctx.deps, a, { name }));
      case 'start':
        return say(startLeague(ctx.deps, a, name));
      case 'standings': {
        // The organiser's goes to the league's channel; a member's comes back privately, drawn here.
        const r = await postStandings(ctx.deps, a, name);
        if (!r.ok) return { content: describeError(r.error, l) };
        if (!r.value.table) return { content: r.value.message[l] };
        return {
          content: r.value.message[l].slice(0, 1900),
          files: [{ name: 'standings.png', data: await tableImage(tableIn(r.value.table, l), l) }],
        };
      }
      case 'substitute': {
        const from = ctx.getUser('player');
        const to = ctx.getUser('substitute');
        if (!from || !to) return { content: tr(l, 'leagueSubstituteWho') };
        return say(
          substitute(ctx.deps, a, name, from.id, { id: to.id, bot: to.bot, ...(to.name ? { name: to.name } : {}) }),
        );
      }
      case 'ai_takeover':
        return say(setAiTakeover(ctx.deps, a, name, ctx.getBoolean('on') ?? false));
      case 'resume':
        return say(resumeLeague(ctx.deps, a, name, ctx.getBoolean('here') ?? false));
      case 'next':
        return say(nextSeason(ctx.deps, a, name));
      case 'status': {
        const r = await leagueStatus(ctx.deps, ctx.guildId, name, ctx.channelId);
        return { content: r.ok ? r.value.text[l].slice(0, 1900) : describeError(r.error, l) };
      }
      default:
        return { content: tr(l, 'leagueSubcommands') };
    }
  },
  async autocomplete(ctx, focused) {
    if (focused.name !== 'name' || !ctx.guildId) return [];
    const names = await ctx.deps.repo.leagueNames(ctx.guildId);
    return names
      .filter((n) => n.toLowerCase().includes(focused.value.toLowerCase()))
      .slice(0, 25)
      .map((n) => ({ name: n, value: n }));
  },
};
