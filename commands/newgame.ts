// /newgame: challenge a member to a game in this channel (they accept with a button or /accept).
import { PermissionFlagsBits, SlashCommandBuilder } from 'discord.js';
import { allGames } from '#games/index.ts';
import type { Locale, OptionSpec, Text } from '#engine/types.ts';
import { moduleOf, type Game } from '#service/types.ts';
import { newGame } from '#service/lobby.ts';
import { tr, type TextKey } from '#service/i18n.ts';
import type { Command, CommandContext } from './_command.ts';
import { replyOf } from './_shared.ts';
import { PACES } from '#service/clock/time.ts';
import { paceText } from '#service/clock/text.ts';

/** Each permission the bot checks, and its name in the catalogue. */
const PERMISSION_NAMES = {
  ViewChannel: 'permissionViewChannel',
  SendMessages: 'permissionSendMessages',
  SendMessagesInThreads: 'permissionSendMessagesInThreads',
  AttachFiles: 'permissionAttachFiles',
  EmbedLinks: 'permissionEmbedLinks',
} as const satisfies Record<string, TextKey>;

/**
 * The permissions the bot needs in the game's channel to post the challenge, the maps (files), the
 * phone pictures (embeds: without Embed Links Discord drops them silently) and the buttons, that it
 * lacks there. In a thread the bot posts with Send Messages in Threads (Send
 * Messages does not apply to threads); elsewhere with Send Messages.
 */
export function missingBotPermissions(
  ctx: Pick<CommandContext, 'botPermissions' | 'inThread'>,
): (keyof typeof PERMISSION_NAMES)[] {
  const needed = [
    'ViewChannel',
    ctx.inThread ? 'SendMessagesInThreads' : 'SendMessages',
    'AttachFiles',
    'EmbedLinks',
  ] as const;
  return needed.filter((p) => (ctx.botPermissions & PermissionFlagsBits[p]) !== PermissionFlagsBits[p]);
}
// Everything below comes from the registry, read when the command is first needed (nothing is
// built at import): the games, the sides (named by each game's own module), each game's options
// and how many opponents the largest game needs.

/** Every side id of every game, named by the games that have it ("A", or "A / B" where games name it differently). */
export function sideChoices(): { name: string; name_localizations: { ja: string }; value: string }[] {
  const names = new Map<string, Text[]>();
  for (const g of allGames()) for (const s of g.sides) names.set(s, [...(names.get(s) ?? []), g.sideName(s)]);
  return [...names].slice(0, 25).map(([value, ts]) => ({
    value,
    name: [...new Set(ts.map((t) => t.en))].join(' / ').slice(0, 100),
    name_localizations: { ja: [...new Set(ts.map((t) => t.ja))].join(' / ').slice(0, 100) },
  }));
}

/** Each game option once (by its slash name), its description prefixed by the games that have it. */
function optionSpecs(): { slash: string; spec: OptionSpec; games: Text[] }[] {
  const out = new Map<string, { slash: string; spec: OptionSpec; games: Text[] }>();
  for (const g of allGames())
    for (const o of g.options) {
      const hit = out.get(o.slash);
      if (hit) hit.games.push(g.name);
      else out.set(o.slash, { slash: o.slash, spec: o, games: [g.name] });
    }
  return [...out.values()];
}

/** The most opponents any registered game needs (its sides minus the creator's). */
const maxOpponents = (): number => Math.max(1, ...allGames().map((g) => g.sides.length - 1));
const opponentOption = (i: number) => (i === 1 ? 'opponent' : `opponent${i}`);

function buildData() {
  const games = allGames();
  const b = new SlashCommandBuilder()
    .setName('newgame')
    .setNameLocalizations({ ja: '新規対局' })
    .setDescription('Challenge members to a game in this channel')
    .setDescriptionLocalizations({ ja: 'このチャンネルでメンバーに対局を申し込みます' })
    .addUserOption((o) =>
      o
        .setName('opponent')
        .setNameLocalizations({ ja: '相手' })
        .setDescription('Your opponent')
        .setDescriptionLocalizations({ ja: '対戦相手' })
        .setRequired(true),
    )
    .addStringOption((o) =>
      o
        .setName('side')
        .setNameLocalizations({ ja: '陣営' })
        .setDescription('The side you play')
        .setDescriptionLocalizations({ ja: 'あなたが担当する陣営' })
        .setRequired(true)
        .addChoices(...sideChoices()),
    )
    .addStringOption((o) =>
      o
        .setName('game')
        .setNameLocalizations({ ja: 'ゲーム' })
        .setDescription(`Which game (default: ${games[0]!.name.en})`.slice(0, 100))
        .setDescriptionLocalizations({ ja: `ゲームの種類(省略時: ${games[0]!.name.ja})`.slice(0, 100) })
        .addChoices(
          ...games.slice(0, 25).map((g) => ({ name: g.name.en, name_localizations: { ja: g.name.ja }, value: g.id })),
        ),
    );
  for (let i = 2; i <= maxOpponents(); i++) {
    b.addUserOption((o) =>
      o
        .setName(opponentOption(i))
        .setNameLocalizations({ ja: `相手${i}` })
        .setDescription(`Opponent ${i} (games of more than two sides)`)
        .setDescriptionLocalizations({ ja: `${i}人目の相手(3陣営以上のゲーム)` }),
    );
  }
  for (const { slash, spec, games: gs } of optionSpecs()) {
    const en = `${gs.map((g) => g.en).join(', ')}: ${spec.label.en}`.slice(0, 100);
    const ja = `${gs.map((g) => g.ja).join('・')}: ${spec.label.ja}`.slice(0, 100);
    if (spec.kind === 'boolean')
      b.addBooleanOption((o) => o.setName(slash).setDescription(en).setDescriptionLocalizations({ ja }));
    else
      b.addStringOption((o) =>
        o
          .setName(slash)
          .setDescription(en)
          .setDescriptionLocalizations({ ja })
          .addChoices(
            ...spec.choices.map((c) => ({ name: c.label.en, name_localizations: { ja: c.label.ja }, value: c.value })),
          ),
      );
  }
  b.addStringOption((o) =>
    o
      .setName('pace')
      .setNameLocalizations({ ja: 'ペース' })
      .setDescription('A clock per player, running only while they owe a decision (default: none)')
      .setDescriptionLocalizations({ ja: '各プレイヤーの持ち時間(自分の手番の間だけ減る。省略時: なし)' })
      .addChoices(
        ...PACES.map((p) => ({
          name: paceText(p).en.slice(0, 100),
          name_localizations: { ja: paceText(p).ja.slice(0, 100) },
          value: p.id,
        })),
      ),
  );
  b.addBooleanOption((o) =>
    o
      .setName('rated')
      .setNameLocalizations({ ja: 'レーティング' })
      .setDescription('Rate the result (your opponent agrees by accepting)')
      .setDescriptionLocalizations({ ja: '結果をレーティングに反映します(相手は受諾で同意)' }),
  );
  b.addStringOption((o) =>
    o
      .setName('words')
      .setNameLocalizations({ ja: '言葉' })
      .setDescription('Optional words of yours mixed into the dice key (public, at most 100 characters)')
      .setDescriptionLocalizations({ ja: 'ダイスの鍵に混ぜるあなたの言葉(任意・公開・100文字まで)' }),
  );
  return b.toJSON();
}

let data: Command['data'] | null = null;

/** The reply to a practice game started (/newgame opponent: the bot, and /practice). */
export function practiceText(game: Game, locale: Locale): string {
  const m = moduleOf(game);
  const ai = game.setup.ai!;
  const side = m.sides.find((s) => s !== ai.side)!;
  return tr(locale, 'practiceStarted', {
    gameJa: m.name.ja,
    gameEn: m.name.en,
    sideJa: m.sideName(side).ja,
    sideEn: m.sideName(side).en,
    otherJa: m.sideName(ai.side).ja,
    otherEn: m.sideName(ai.side).en,
    level: ai.level,
  });
}

export const command: Command = {
  get data() {
    return (data ??= buildData());
  },
  async execute(ctx) {
    const games = allGames();
    const missing = missingBotPermissions(ctx);
    if (missing.length) {
      const list = missing.map((p) => tr(ctx.locale, PERMISSION_NAMES[p])).join(tr(ctx.locale, 'listSeparator'));
      return { content: `❌ ${tr(ctx.locale, 'botMissingPermissions', { list })}` };
    }
    const gameType = ctx.getString('game') ?? games[0]!.id;
    const game = games.find((g) => g.id === gameType);
    // Only the chosen game's own options are read; another game's option is not this game's.
    const options: Record<string, unknown> = {};
    for (const o of game?.options ?? []) {
      const v = o.kind === 'boolean' ? ctx.getBoolean(o.slash) : ctx.getString(o.slash);
      if (v !== null) options[o.key] = v;
    }
    const opponents: { id: string; isBot?: boolean }[] = [];
    const names = [ctx.userName ?? ctx.userId];
    for (let i = 1, n = maxOpponents(); i <= n; i++) {
      const u = ctx.getUser(opponentOption(i));
      if (u) opponents.push({ id: u.id, isBot: u.bot });
      if (u) names.push(u.name ?? u.id);
    }
    const r = await newGame(ctx.deps, {
      ...(ctx.interactionId ? { press: ctx.interactionId } : {}),
      guildId: ctx.guildId,
      channelId: ctx.channelId,
      gameType,
      creatorId: ctx.userId,
      creatorLocale: ctx.locale,
      opponents,
      side: ctx.getString('side') ?? '',
      options,
      words: ctx.getString('words'),
      pace: ctx.getString('pace'),
      inThread: ctx.inThread,
      names,
      rated: ctx.getBoolean('rated') === true,
    });
    // A game opened in its own thread: the reply links it. The bot as the opponent: a practice
    // game against its AI, started at once (src/service/ai-seat.ts).
    return replyOf(r, ctx.locale, (game) =>
      [
        game.setup.ai
          ? practiceText(game, ctx.locale)
          : tr(ctx.locale, 'challengeSent', { opponent: opponents.map((o) => o.id).join('> <@') }),
        game.channelId !== ctx.channelId ? tr(ctx.locale, 'gameThread', { thread: game.channelId }) : '',
      ]
        .filter(Boolean)
        .join('\n'),
    );
  },
};
