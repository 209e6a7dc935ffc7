// /rule: a rule's summary in our own words, for the channel's game (or the one named) — what a
// refusal's rule number means, for players without the rulebook at hand.
import { SlashCommandBuilder } from 'discord.js';
import { allGames } from '#games/index.ts';
import { tr } from '#service/i18n.ts';
import { ruleChoices, ruleSummary } from '#service/rules-help.ts';
import type { Command } from './_command.ts';
import { replyOf } from './_shared.ts';

export const command: Command = {
  data: new SlashCommandBuilder()
    .setName('rule')
    .setNameLocalizations({ ja: 'ルール' })
    .setDescription("A rule's summary, e.g. 8.2 (the channel's game, or the one named)")
    .setDescriptionLocalizations({ ja: 'ルールの要約(例: 8.2。このチャンネルの対局、または指定したゲーム)' })
    .addStringOption((o) =>
      o
        .setName('number')
        .setNameLocalizations({ ja: '番号' })
        .setDescription('The rule number, as a refusal cites it')
        .setDescriptionLocalizations({ ja: '拒否メッセージに出るルール番号' })
        .setRequired(true)
        .setMaxLength(20)
        .setAutocomplete(true),
    )
    .addStringOption((o) =>
      o
        .setName('game')
        .setNameLocalizations({ ja: 'ゲーム' })
        .setDescription("Which game (default: this channel's)")
        .setDescriptionLocalizations({ ja: 'ゲームの種類(省略時: このチャンネルの対局)' })
        .addChoices(
          ...allGames()
            .slice(0, 25)
            .map((g) => ({ name: g.name.en, name_localizations: { ja: g.name.ja }, value: g.id })),
        ),
    )
    .toJSON(),
  async execute(ctx) {
    const r = await ruleSummary(ctx.deps, ctx.channelId, ctx.getString('number') ?? '', ctx.getString('game'));
    const l = ctx.locale;
    return replyOf(r, l, (v) => {
      const parts = v.parts.map((p) => `- ${p.number} ${p.title[l]}`);
      const hint = v.parts.length ? [tr(l, 'rulePartHint', { rule: v.parts[0]!.number })] : [];
      if (!v.summary)
        return [tr(l, 'ruleChapter', { game: v.game[l], number: v.number }), ...parts, ...hint].join('\n');
      const head = tr(l, 'ruleHeading', {
        game: v.game[l],
        number: v.number,
        title: v.summary.title[l],
        text: v.summary.text[l],
      });
      return (parts.length ? [head, '', tr(l, 'ruleParts'), ...parts, ...hint] : [head]).join('\n');
    });
  },
  async autocomplete(ctx, focused) {
    const typed = focused.value.trim().toLowerCase();
    const all = await ruleChoices(ctx.deps, ctx.channelId, ctx.getString('game'), ctx.locale);
    return all.filter((c) => !typed || c.name.toLowerCase().includes(typed)).slice(0, 25);
  },
};
