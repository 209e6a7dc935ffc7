// The commands the games offer, built from the registry: each game's shortcut commands (/move,
// /attack, /end, a game's own such as a card play) and the command of its standing preference
// (e.g. an auto-pass), as declared in its front (GameModule.front). Several games may offer the
// same command: it is registered once, with every option any of them has (their declarations must
// agree on what they share). Run in a channel, the command is the channel's game's own: its plan
// and its autocomplete; a game that does not offer it refuses it as "not in this step".
import { SlashCommandBuilder } from 'discord.js';
import { notOffered } from '#engine/shortcuts.ts';
import type {
  CommandOptionSpec,
  CommandSpec,
  GameModule,
  PreferenceCommandSpec,
  ShortcutInput,
} from '#engine/types.ts';
import { allGames } from '#games/index.ts';
import { act } from '#service/play.ts';
import { playerPosition } from '#service/read.ts';
import { setPreferences } from '#service/preferences.ts';
import { tr } from '#service/i18n.ts';
import type { Command, CommandContext } from './_command.ts';
import { choicesOf, replyOf, say } from './_shared.ts';

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The declarations of one command by several games, as one: every option any of them has, in order of appearance. */
function merge<C extends CommandSpec>(decls: readonly C[]): C {
  const first = decls[0]!;
  const options: CommandOptionSpec[] = [];
  for (const d of decls) {
    if (d.ja !== first.ja || !same(d.description, first.description))
      throw new Error(`/${first.command}: games describe it differently`);
    for (const o of d.options) {
      const known = options.find((x) => x.option === o.option);
      if (!known) options.push(o);
      else if (!same(known, o)) throw new Error(`/${first.command}: games declare its option ${o.option} differently`);
    }
  }
  return { ...first, options };
}

/** The slash command's JSON, as Discord registers it. */
function slashData(c: CommandSpec): Command['data'] {
  const b = new SlashCommandBuilder()
    .setName(c.command)
    .setNameLocalizations({ ja: c.ja })
    .setDescription(c.description.en)
    .setDescriptionLocalizations({ ja: c.description.ja });
  for (const o of c.options) {
    if (o.type === 'boolean') {
      b.addBooleanOption((x) =>
        x
          .setName(o.option)
          .setNameLocalizations({ ja: o.ja })
          .setDescription(o.description.en)
          .setDescriptionLocalizations({ ja: o.description.ja })
          .setRequired(o.required ?? false),
      );
      continue;
    }
    b.addStringOption((x) => {
      x.setName(o.option)
        .setNameLocalizations({ ja: o.ja })
        .setDescription(o.description.en)
        .setDescriptionLocalizations({ ja: o.description.ja });
      if (o.required) x.setRequired(true);
      if (o.maxLength) x.setMaxLength(o.maxLength);
      if (o.autocomplete) x.setAutocomplete(true);
      return x;
    });
  }
  return b.toJSON();
}

/** What the options say, by name (absent options absent). */
function inputOf(ctx: CommandContext, options: readonly CommandOptionSpec[]): ShortcutInput {
  const input: Record<string, string | boolean | undefined> = {};
  for (const o of options) {
    const v = o.type === 'boolean' ? ctx.getBoolean(o.option) : ctx.getString(o.option);
    if (v !== null) input[o.option] = v;
  }
  return input;
}

const shortcutOf = (m: GameModule, command: string) => m.front.shortcuts.find((s) => s.command === command);

function shortcutCommand(spec: CommandSpec): Command {
  const name = spec.command;
  const command: Command = {
    data: slashData(spec),
    async execute(ctx) {
      const input = inputOf(ctx, spec.options);
      const r = await act(ctx.deps, {
        channelId: ctx.channelId,
        userId: ctx.userId,
        action: (m, state, side) =>
          shortcutOf(m, name)?.plan(m, state, side, input) ?? notOffered(m, state, side, name),
        // As an action would read ("move J9 0406"), for a refusal's "did you mean".
        typed: [name, ...spec.options.map((o) => input[o.option]).filter((v) => typeof v === 'string')].join(' '),
      });
      return replyOf(r, ctx.locale, (v) => say(v.message, ctx.locale));
    },
  };
  if (!spec.options.some((o) => o.autocomplete)) return command;
  return {
    ...command,
    async autocomplete(ctx, focused) {
      const at = await playerPosition(ctx.deps, ctx.channelId, ctx.userId);
      const s = at && shortcutOf(at.module, name);
      if (!at || !s?.choices) return [];
      const list = s.choices(at.module, at.state, at.side, focused.name, focused.value, inputOf(ctx, spec.options));
      // An option listing what continues the typed words is not filtered by them (it would drop nothing).
      const continues = spec.options.find((o) => o.option === focused.name)?.continues ?? false;
      return choicesOf(list, continues ? '' : focused.value, ctx.locale);
    },
  };
}

function preferenceCommand(spec: PreferenceCommandSpec): Command {
  return {
    data: slashData(spec),
    async execute(ctx) {
      // The game's front reads and checks the preference (GameFront.preferences.parse).
      const input: Record<string, unknown> = {};
      for (const o of spec.options)
        input[o.field] = o.type === 'boolean' ? (ctx.getBoolean(o.option) ?? false) : (ctx.getString(o.option) ?? '');
      const r = await setPreferences(ctx.deps, ctx.channelId, ctx.userId, input);
      return replyOf(r, ctx.locale, (v) =>
        [v.message[ctx.locale], v.answered ? tr(ctx.locale, 'answeredNow', { action: v.answered }) : '']
          .filter(Boolean)
          .join('\n'),
      );
    },
  };
}

/** Declarations grouped by command name, in registry order. */
function byName<C extends CommandSpec>(decls: readonly C[]): C[][] {
  const groups = new Map<string, C[]>();
  for (const d of decls) groups.set(d.command, [...(groups.get(d.command) ?? []), d]);
  return [...groups.values()];
}

let built: Command[] | null = null;

/** The shortcut and preference commands of every registered game, built on first use. */
export function gameCommands(): Command[] {
  if (built) return built;
  const games = allGames();
  const shortcuts = byName(games.flatMap((g) => g.front.shortcuts)).map((d) => shortcutCommand(merge(d)));
  const preferences = byName(games.flatMap((g) => (g.front.preferences ? [g.front.preferences.command] : []))).map(
    (d) => preferenceCommand(merge(d) as PreferenceCommandSpec),
  );
  built = [...shortcuts, ...preferences];
  return built;
}
