// /export: the channel's latest game as a JSON file, privately, signed by the bot; the reply shows
// the server's public key. Once the game is over the file holds the dice secret (v2) and every
// roll, for `npm run verify` (docs/dice.md).
import { SlashCommandBuilder } from 'discord.js';
import { exportGame } from '#service/export.ts';
import { replayFile } from '#service/replay-file.ts';

/** Discord's attachment limit on a server without boosts (10 MiB), less room for the JSON. */
const MAX_ATTACHMENT = 9 * 1_048_576;
import { describeError, isKeyed } from '#service/types.ts';
import { tr } from '#service/i18n.ts';
import type { Command } from './_command.ts';

export const command: Command = {
  data: new SlashCommandBuilder()
    .setName('export')
    .setNameLocalizations({ ja: '書き出し' })
    .setDescription("Download this channel's game record as signed JSON (dice secret and rolls once it is over)")
    .setDescriptionLocalizations({
      ja: 'このチャンネルの対局の記録を署名付きJSONで受け取ります(終局後はダイスの秘密鍵と全ダイス付き)',
    })
    .toJSON(),
  async execute(ctx) {
    const r = await exportGame(ctx.deps, ctx.channelId, ctx.userId);
    if (!r.ok) return { content: describeError(r.error, ctx.locale) };
    const { game, data, publicKey } = r.value;
    const over = game.status === 'finished' || game.status === 'aborted';
    const files = [
      {
        name: `hexpost-${game.gameType}-${game.id}.json`,
        data: Buffer.from(`${JSON.stringify(data, null, 2)}\n`, 'utf8'),
      },
    ];
    let content = tr(ctx.locale, 'exported', {
      over: over ? 1 : 0,
      keyed: isKeyed(game.setup) ? 1 : 0,
      key: publicKey,
    });
    // The offline replay of the same game beside it (none for a challenge not accepted yet).
    const replay = await replayFile(ctx.deps, game, ctx.userId, ctx.locale);
    if (replay.ok) {
      const bytes = Buffer.from(replay.value.html, 'utf8');
      if (bytes.length <= MAX_ATTACHMENT) {
        files.push({ name: replay.value.name, data: bytes });
        content += `\n${tr(ctx.locale, 'exportedReplay', { n: replay.value.positions })}`;
      } else content += `\n${tr(ctx.locale, 'exportedReplayTooBig', { mb: (bytes.length / 1_048_576).toFixed(1) })}`;
    }
    return { content, files };
  },
};
