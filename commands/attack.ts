// /attack: declare an attack in one command — the game's attack step on a target, then, in games
// that ask for attackers, each attacker and the confirmation (verbs found by their declared
// roles). Without `with`, every unit that can join the attack joins it.
import { SlashCommandBuilder } from 'discord.js';
import { attackers, attackTargets, planAttack } from '../src/engine/shortcuts.ts';
import { act, playerPosition } from '../src/service/games.ts';
import type { Command } from '../src/bot/command.ts';
import { choicesOf, replyOf, say } from './_shared.ts';

export const command: Command = {
  data: new SlashCommandBuilder()
    .setName('attack')
    .setNameLocalizations({ ja: '攻撃' })
    .setDescription('Declare an attack (a shortcut for the /act steps of a declaration)')
    .setDescriptionLocalizations({ ja: '攻撃を宣言します(/行動 の宣言手順をまとめたもの)' })
    .addStringOption((o) =>
      o.setName('target').setNameLocalizations({ ja: '目標' }).setDescription('What is attacked: a hex, or an enemy unit').setDescriptionLocalizations({ ja: '攻撃目標(ヘクスまたは敵ユニット)' }).setRequired(true).setMaxLength(20).setAutocomplete(true),
    )
    .addStringOption((o) =>
      o
        .setName('with')
        .setNameLocalizations({ ja: '攻撃部隊' })
        .setDescription('The attacking units, separated by spaces (default: all that can)')
        .setDescriptionLocalizations({ ja: '攻撃する部隊(空白区切り。省略時は攻撃できる全部隊)' })
        .setMaxLength(100)
        .setAutocomplete(true),
    )
    .toJSON(),
  async execute(ctx) {
    const o = { target: ctx.getString('target') ?? '', with: ctx.getString('with') ?? undefined };
    const r = await act(ctx.deps, { channelId: ctx.channelId, userId: ctx.userId, action: (m, state, side) => planAttack(m, state, side, o) });
    return replyOf(r, ctx.locale, (v) => say(v.message, ctx.locale));
  },
  async autocomplete(ctx, focused) {
    const at = await playerPosition(ctx.deps, ctx.channelId, ctx.userId);
    if (!at) return [];
    if (focused.name === 'with') {
      const target = (ctx.getString('target') ?? '').trim();
      // The typed units are the prefix of every choice; filtering by them would drop nothing.
      return target ? choicesOf(attackers(at.module, at.state, at.side, target, focused.value), '', ctx.locale) : [];
    }
    return choicesOf(attackTargets(at.module, at.state, at.side), focused.value, ctx.locale);
  },
};
