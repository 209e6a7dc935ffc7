// /help and /rule in the console (the same commands as on Discord): /help lists how to start and
// every command in the reader's language; /rule gives a rule's summary for the channel's game or
// the named one, and refuses an unknown number with the numbers there are; a refusal that cites a
// rule says that /rule explains it. Every game has a summary for every rule of its index.
import { afterEach, describe, expect, it } from 'vitest';
import { allGames, allPackages } from '#games/index.ts';
import { allCommands, commandNamed } from '#commands/index.ts';
import { startConsole, type ConsoleHarness } from '../helpers/console.ts';

describe('/help and /rule', () => {
  let h: ConsoleHarness | undefined;
  afterEach(async () => {
    await h?.stop();
    h = undefined;
  });
  const out = () => h!.lines.join('\n');

  it('every game has a title and a summary (ja and en, at most 500 characters) for every rule of its index', () => {
    for (const p of allPackages()) {
      const missing = Object.keys(p.ruleIndex.rules).filter((n) => !p.ruleSummaries[n]);
      expect(missing, p.rules.id).toEqual([]);
      for (const [n, s] of Object.entries(p.ruleSummaries)) {
        for (const l of ['ja', 'en'] as const) {
          expect(s.title[l].trim().length, `${p.rules.id} ${n} title ${l}`).toBeGreaterThan(0);
          expect(s.text[l].trim().length, `${p.rules.id} ${n} text ${l}`).toBeGreaterThan(20);
          expect(s.text[l].length, `${p.rules.id} ${n} text ${l}`).toBeLessThanOrEqual(500);
        }
      }
    }
  });

  it("/help lists starting a game and every command, in the reader's language", async () => {
    h = await startConsole('en');
    await h.cons.run('@alice:ja /help');
    expect(out()).toContain('`/newgame opponent:@相手 side:陣営 game:ゲーム`');
    for (const c of allCommands())
      expect(out(), c.data.name).toContain(`\`/${c.data.name_localizations?.ja ?? c.data.name}\``);
    h.lines.length = 0;
    await h.cons.run('@bob:en /help');
    expect(out()).toContain('To start: `/newgame');
    for (const c of allCommands())
      expect(out(), c.data.name).toContain(`\`/${c.data.name}\` — ${c.data.description.split(' ')[0]}`);
    expect(out().length).toBeLessThan(2400); // one message (2,000 characters) plus the console's frame
  });

  it('/help lists every registered game with its sides, in both languages, and is never cut', async () => {
    h = await startConsole('en');
    for (const l of ['ja', 'en'] as const) {
      h.lines.length = 0;
      await h.cons.run(`@alice:${l} /help`);
      const first = h.lines[0]!;
      for (const g of allGames()) {
        const sides = g.sides.map((s) => g.sideName(s)[l]).join(l === 'ja' ? '・' : ', ');
        expect(first, `${g.id} ${l}`).toContain(l === 'ja' ? `${g.name.ja}(${sides})` : `${g.name.en} (${sides})`);
      }
      // The last command of the list is there whole: the message was shortened, not cut.
      const last = commandNamed('help')!.data;
      expect(out()).toContain(
        l === 'ja'
          ? `\`/${last.name_localizations!.ja}\` — ${last.description_localizations!.ja}`
          : `\`/help\` — ${last.description}`,
      );
    }
    expect(h.lines[0]).toMatch(
      /^\[reply → @alice · private\] \*\*hexpost\*\* — board wargames played on Discord\. Games \(sides\): /,
    );
  });

  it("/rule explains a rule of the channel's game or a named one; an unknown number is refused with the ones there are", async () => {
    h = await startConsole('en');
    await h.cons.run('@alice:en /rule number:8.2');
    expect(out()).toMatch(/❌ There is no game in this channel: choose one with `game`/);
    h.lines.length = 0;
    await h.cons.run('@alice /rule number:8.2 game:sekigahara-musou');
    expect(out()).toMatch(/\*\*Sekigahara.* — Rule 8\.2 /);
    await h.cons.run('@alice /newgame opponent:@bob side:japan');
    await h.cons.run('@bob:ja /accept');
    h.lines.length = 0;
    await h.cons.run('@bob /rule number:【ルール 9.1】');
    expect(out()).toMatch(/\*\*奉天会戦 — ルール 9\.1 /);
    h.lines.length = 0;
    await h.cons.run('@bob /rule number:99.9');
    expect(out()).toMatch(/❌ 奉天会戦 \/ Battle of Mukden にルール「99.9」はありません。あるのは: /);
    h.lines.length = 0;
    // A refusal citing a rule points to /rule.
    await h.cons.run('@bob /act action:place-historical');
    await h.cons.run('@alice /act action:place-historical');
    h.lines.length = 0;
    await h.cons.run('@alice /act action:move J2 0101');
    expect(out()).toMatch(/❌ \[Rule [\d.]+\] .*\(`\/rule [\d.]+` explains this rule\)/);
  });

  it('/rule of a chapter gives its summary and the titles of its parts, or the parts alone; never "There are: 8.0"', async () => {
    h = await startConsole('en');
    // A chapter kept as "8.0" with sections below it: the summary, then each section with its title.
    await h.cons.run('@alice:en /rule number:8 game:sekigahara-musou');
    expect(out()).toMatch(/\*\*Sekigahara.* — Rule 8\.0 Combat\*\*/);
    expect(out()).toContain('- 8.2 Compulsory combat');
    expect(out()).toContain('- 8.7 Pursuit');
    expect(out()).not.toContain('- 8.5.1'); // one level down only
    expect(out()).not.toContain('❌');
    h.lines.length = 0;
    // A section with subsections of its own, in Japanese.
    await h.cons.run('@alice:ja /rule number:8.5 game:sekigahara-musou');
    expect(out()).toMatch(/\*\*関ヶ原無双 — ルール 8\.5 /);
    expect(out()).toMatch(/この下の項:\n\s*- 8\.5\.1 \S/);
    expect(out()).toContain('`/rule 8.5.1`');
    h.lines.length = 0;
    // A chapter with no summary of its own: the list of its parts, not a refusal.
    await h.cons.run('@alice:en /rule number:2 game:sekigahara-musou');
    expect(out()).toMatch(/\*\*Sekigahara.* — Rule 2\*\* is made of these parts:\n\s*- 2\.\d/);
    expect(out()).not.toContain('❌');
    h.lines.length = 0;
    // "8.0" finds a chapter kept as "8"; a rule with no parts shows no list.
    await h.cons.run('@alice:en /rule number:8.0 game:nihyaku-san-kochi');
    expect(out()).toMatch(/\*\*Hill 203 — Rule 8 /);
    expect(out()).not.toContain('Its parts');
    h.lines.length = 0;
    // A number that is neither a rule nor a chapter is still refused with the near ones.
    await h.cons.run('@alice:en /rule number:8.1 game:sekigahara-musou');
    expect(out()).toMatch(/❌ .* has no rule "8\.1"\. There are: 8\.0, 8\.2/);
  });
});
