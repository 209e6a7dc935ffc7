// One language a line (issue 23, "Refusals help"): no English words inside a Japanese text and no
// Japanese inside an English one — in every message catalogue (the bot's, src/service/i18n.ts, and
// each game's src/games/<id>/messages.ts) and in the logs of a few random games of every game
// (which also reach the texts a game builds inside its rules, e.g. 日露大戦's combat line that said
// "修整 town+1").
//
// What a Japanese line may still carry in Latin letters, and why (kept narrow on purpose: a word
// not covered here is a finding, to be translated or, if it is truly a name the player types or
// reads in the rulebook itself, added here with its reason):
//  1. what the player types: text in `backticks` or quoted as a command (「place J3 reserve」,
//     「to <ヘクス> via <ヘクス>」: 「」 opening with a Latin letter), slash commands (`/newgame`), `name:value`
//     options, the subcommands of the registered commands (`/league create`) and the verbs of the
//     games' actions (`/act action:fight`) — both read from the registries, not listed by hand —
//     and, in the random games, every word of the actions listed as legal there (the ids a player
//     types: unit ids such as kato, card ids) and the text the player typed, echoed in a refusal;
//  2. ids: any token with a digit in it (hexes 0406, rule numbers, J2, R-S3, #04, SHA-256,
//     Glicko-2) and unit ids of the form side letter, hyphen, abbreviation (J-Gds, R-NA);
//  3. the abbreviations the Japanese rulebooks print themselves (ZOC, EZOC; the combat results
//     AR AE DR DE EX NE; SP and VP; the unit abbreviations Gds, CR, ER, PA, NA and the counter ids
//     JY, RC, RR), and names of things that have no Japanese name (Discord, hexpost, JSON, README,
//     UTC, NUL, DM, ID, the rating terms RD and SB (Sonneborn–Berger), Discord's option values
//     True and False).
// An English line may carry no kana or kanji at all, except inside backticks (what a player may
// type, e.g. a Japanese command name) and the nakaguro ・ as a list bullet at the start of a line —
// a game's names are translated (see each messages.ts).
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ApplicationCommandOptionType } from 'discord.js';
import { allCommands } from '#commands/index.ts';
import { allPackages } from '#games/index.ts';
import { TEXTS } from '#service/i18n.ts';
import { apply, legalActions, pendingSides } from '#engine/engine.ts';
import { declaredVerbs } from '#engine/decisions.ts';
import { diceSeedFor } from '#engine/kit/fuzz.ts';
import { makeRand } from '#ai/rand.ts';
import type { Text } from '#engine/types.ts';

const ABBREVIATIONS = new Set(
  [
    // printed in the Japanese rulebooks
    'ZOC EZOC AR AE DR DE EX NE SP VP Gds CR ER PA NA JY RC RR',
    // no Japanese name
    'Discord hexpost JSON README UTC NUL DM ID RD SB True False',
  ]
    .join(' ')
    .split(' '),
);

/** Every word a player types after a slash command: the games' verbs and the subcommands. */
function typedWords(): Set<string> {
  const out = new Set<string>();
  for (const p of allPackages()) for (const v of declaredVerbs(p.rules)) out.add(v.verb);
  for (const c of allCommands())
    for (const o of (c.data as { options?: { type: number; name: string }[] }).options ?? [])
      if (o.type === ApplicationCommandOptionType.Subcommand) out.add(o.name);
  return out;
}

/** The Latin words of a Japanese text that none of the rules above allows. */
function englishInJapanese(text: string, verbs: ReadonlySet<string>): string[] {
  const rest = text
    .replace(/`[^`]*`/g, ' ')
    .replace(/<[@#][^>]*>/g, ' ')
    .replace(/「[A-Za-z][^」]*」/g, ' ')
    .replace(/(^|[^A-Za-z0-9])\/[a-z_-]+/g, '$1 ')
    .replace(/\b[a-z_]+:\S*/g, ' ');
  const found: string[] = [];
  for (const token of rest.match(/[A-Za-z0-9#][A-Za-z0-9#.-]*/g) ?? []) {
    if (/\d/.test(token)) continue; // an id, a hex, a rule number
    if (/^[A-Z]-[A-Za-z]+$/.test(token)) continue; // a unit id (J-Gds)
    const word = token.replace(/[.-]+$/, '');
    if (word.length < 2 || ABBREVIATIONS.has(word) || verbs.has(word)) continue;
    found.push(word);
  }
  return found;
}

/** The kana and kanji of an English text, outside backticks. */
function japaneseInEnglish(text: string): string[] {
  return (
    text
      .replace(/`[^`]*`/g, ' ')
      .replace(/^・/gm, ' ')
      .match(/[\u3040-\u30ff\u3400-\u9fff]+/g) ?? []
  );
}

/** Every {ja, en} pair under `v`: templates are called with an argument of "1" for every key. */
function* texts(v: unknown, where: string, depth = 0): Generator<[string, Text]> {
  if (v == null || depth > 8) return;
  if (typeof v === 'function') {
    if (v.length > 1) return;
    const args = new Proxy({}, { get: () => '1' });
    let out: unknown;
    try {
      out = (v as (a: unknown) => unknown)(args);
    } catch {
      return; // not a template (a helper taking something else)
    }
    yield* texts(out, where, depth + 1);
    return;
  }
  if (typeof v !== 'object') return;
  const o = v as Record<string, unknown>;
  if (typeof o.ja === 'string' && typeof o.en === 'string') {
    yield [where, { ja: o.ja, en: o.en }];
    return;
  }
  for (const [k, x] of Object.entries(o)) yield* texts(x, `${where}.${k}`, depth + 1);
}

function findings(all: Iterable<[string, Text]>, verbs: ReadonlySet<string>): string[] {
  const out = new Set<string>();
  for (const [where, t] of all) {
    for (const w of englishInJapanese(t.ja, verbs)) out.add(`${where} (ja): "${w}" in ${t.ja.slice(0, 80)}`);
    for (const w of japaneseInEnglish(t.en)) out.add(`${where} (en): "${w}" in ${t.en.slice(0, 80)}`);
  }
  return [...out];
}

describe('one language a line', () => {
  const verbs = typedWords();

  it('the scan finds what it must and lets through what it may', () => {
    expect(englishInJapanese('戦闘 1314: 攻撃 2 対 防御 3 修整 town+1、rough+1', verbs)).toEqual(['town', 'rough']);
    expect(englishInJapanese('Discordで遊ぶ。`/newgame opponent:@相手` で申し込み', verbs)).toEqual([]);
    expect(englishInJapanese('近衛師団(J-Gds) 除去 (戦闘結果EX)、R-S3 は 0406 へ', verbs)).toEqual([]);
    expect(englishInJapanese('「fight」で確定、「to <ヘクス> via <ヘクス>」で経路。/view のボタン', verbs)).toEqual([]);
    expect(englishInJapanese('「大坂」 move 0406', verbs)).toEqual([]);
    expect(englishInJapanese('「大坂」 reserve へ', verbs)).toEqual(['reserve']);
    expect(englishInJapanese('the game is over', verbs)).toEqual(['the', 'game', 'is', 'over']);
    expect(japaneseInEnglish('Combat at 1211 大孤山 (`/攻撃`)')).toEqual(['大孤山']);
    expect(japaneseInEnglish('Use `/新規対局` or `/newgame`')).toEqual([]);
    expect(japaneseInEnglish('・alice vs bob\n・carol: bye')).toEqual([]);
    expect(englishInJapanese('/league create・join のどれか', verbs)).toEqual([]);
  });

  it('in every message catalogue', async () => {
    const all: [string, Text][] = [...texts(TEXTS, 'src/service/i18n.ts')];
    for (const p of allPackages()) {
      const dir = `src/games/${p.rules.id}`;
      if (!readdirSync(dir).includes('messages.ts')) continue;
      all.push(
        ...texts(
          await import(/* @vite-ignore */ pathToFileURL(resolve(dir, 'messages.ts')).href),
          `${dir}/messages.ts`,
        ),
      );
    }
    // Every game's name and sides, and /rule's summaries, by the registry.
    for (const p of allPackages()) {
      const m = p.rules;
      all.push(...texts(p.ruleSummaries, `${m.id} rule summaries`));
      all.push([`${m.id} name`, m.name]);
      for (const s of m.sides) all.push([`${m.id} side ${s}`, m.sideName(s)]);
    }
    expect(all.length).toBeGreaterThan(400);
    expect(findings(all, verbs)).toEqual([]);
  }, 60_000);

  it('in the logs, action labels and refusals of random games of every game', async () => {
    const all: [string, Text][] = [];
    const typed = new Set(verbs);
    for (const p of allPackages()) {
      const kit = await p.kit();
      const m = kit.module;
      for (let i = 0; i < 4; i++) {
        const rand = makeRand(1000 + i);
        const player = kit.players[i % kit.players.length]!;
        let s = m.setup(diceSeedFor(23, i), kit.options[i % kit.options.length] ?? {});
        for (let n = 0; n < 3000 && !s.result; n++) {
          const side = rand.pick(pendingSides(s));
          // What the player reads at this step: the labels of the legal actions, and a refusal.
          if (n % 10 === 0) {
            for (const l of legalActions(m, s, side)) {
              all.push([`${m.id} game ${i} label ${l.action}`, l.label]);
              for (const w of l.action.split(' ')) typed.add(w);
            }
            const refused = apply(m, s, side, 'fite');
            if (!refused.ok) {
              const echo = (x: string) => x.replaceAll('fite', '');
              const { ja, en } = refused.rejection.text;
              all.push([`${m.id} game ${i} refusal`, { ja: echo(ja), en: echo(en) }]);
            }
          }
          const r = apply(m, s, side, player(m, s, side, rand));
          if (!r.ok) break;
          s = r.state;
        }
        for (const e of s.log) {
          all.push([`${m.id} game ${i} log`, e.text]);
          if (e.own) all.push([`${m.id} game ${i} own log`, e.own.text]);
        }
        if (s.result) all.push([`${m.id} game ${i} result`, s.result.reason]);
      }
    }
    expect(all.length).toBeGreaterThan(1000);
    expect(findings(all, typed)).toEqual([]);
  }, 240_000);
});
