// Every choice /act's autocomplete offers works (issue 23): at random positions of every registered
// game (reached by the random players of each game's kit, as the fuzzer plays them), for each side
// owing a decision, every entry offered for the empty input — and, a few levels deep, for each
// offered entry followed by a space — either is an action the engine accepts or is a partly typed
// action whose next words the autocomplete then offers. An entry that is not yet an action is never
// labelled as one of its completions (it names no destination not chosen yet).
import '#test/games/third-shape/register.ts';
import { describe, expect, it } from 'vitest';
import { actChoices, legalOverview, MAX_CHOICES } from '#engine/autocomplete.ts';
import { apply, isLegal, legalActions, legalActionTexts, pendingSides } from '#engine/engine.ts';
import { diceSeedFor } from '#engine/kit/fuzz.ts';
import type { GameModule, GameState, Side } from '#engine/types.ts';
import { makeRand, type Rand } from '#ai/rand.ts';
import { allPackages } from '#games/index.ts';

/** Games played per registered game, and positions sampled in each (the suite's time is watched). */
const GAMES = 2;
const POSITIONS = 6;
/** How many levels of "entry + space" are followed, and how many partial entries per level. */
const DEPTH = 3;
const BREADTH = 3;

/** Positions of one game: every few actions of a random game, up to POSITIONS of them. */
function* positions(m: GameModule, kit: Awaited<ReturnType<ReturnType<typeof allPackages>[number]['kit']>>, i: number) {
  const rand = makeRand(0xac70 + i);
  const player = kit.players[i % kit.players.length]!;
  let state: GameState = m.setup(diceSeedFor(23, i), kit.options[i % kit.options.length] ?? {});
  let wait = rand.int(4);
  let sampled = 0;
  for (let step = 0; step < kit.maxActions && !state.result && sampled < POSITIONS; step++) {
    if (wait-- <= 0) {
      yield { state, step };
      sampled++;
      wait = 3 + rand.int(40);
    }
    const side = rand.pick(pendingSides(state));
    const r = apply(m, state, side, player(m, state, side, rand));
    if (!r.ok) throw new Error(`${m.id}: the kit's player was refused at step ${step}: ${r.rejection.text.en}`);
    state = r.state;
  }
}

/** Problems with what autocomplete offers `side` at `state` (empty when every entry works). */
function check(m: GameModule, state: GameState, side: Side, rand: Rand): { problems: string[]; offered: number } {
  const problems: string[] = [];
  const actionLabels = new Set(legalActions(m, state, side).map((l) => `${l.label.ja}\n${l.label.en}`));
  let offered = 0;
  const walk = (typed: string, depth: number) => {
    const choices = actChoices(m, state, side, typed);
    if (choices.length > MAX_CHOICES) problems.push(`"${typed}": ${choices.length} choices`);
    const partial = [];
    let applied = 0;
    for (const c of choices) {
      offered++;
      if (!c.label.ja || !c.label.en) problems.push(`"${typed}" → "${c.value}" has an empty label`);
      if (isLegal(m, state, side, c.value)) {
        // Listed legal is accepted (the fuzzer checks it everywhere); a few are applied here too.
        if (applied++ < 2) {
          const r = apply(m, state, side, c.value);
          if (!r.ok) problems.push(`"${typed}" → "${c.value}" refused: ${r.rejection.text.en}`);
        }
        continue;
      }
      if (actionLabels.has(`${c.label.ja}\n${c.label.en}`))
        problems.push(`"${typed}" → "${c.value}" is not an action but labelled as one: ${c.label.en}`);
      partial.push(c);
    }
    for (const c of partial) {
      const more = actChoices(m, state, side, `${c.value} `);
      const further = more.filter((n) => n.value.startsWith(`${c.value} `));
      if (!further.length)
        problems.push(
          `"${typed}" → "${c.value}" neither applies nor leads further (then: ${more.map((n) => n.value).join(', ')})`,
        );
      else {
        // The next word's first letter typed: only what continues the words before it.
        const next = rand.pick(further).value.slice(c.value.length + 1);
        const letter = `${c.value} ${next[0]}`;
        const narrowed = actChoices(m, state, side, letter);
        if (!narrowed.length || narrowed.some((n) => !n.value.startsWith(letter)))
          problems.push(`"${letter}" offers ${narrowed.map((n) => n.value).join(', ') || 'nothing'}`);
      }
    }
    if (depth < DEPTH)
      for (let k = 0; k < Math.min(BREADTH, partial.length); k++) {
        const c = partial.splice(rand.int(partial.length), 1)[0]!;
        walk(`${c.value} `, depth + 1);
      }
  };
  walk('', 0);
  return { problems, offered };
}

describe('autocomplete of /act: every choice offered works', () => {
  for (const pkg of allPackages()) {
    it(`${pkg.rules.id}: every entry applies or leads to a further step, at random positions`, async () => {
      const kit = await pkg.kit();
      const m = pkg.rules;
      const problems: string[] = [];
      let sampled = 0;
      let offered = 0;
      for (let i = 0; i < GAMES; i++) {
        for (const { state, step } of positions(m, kit, i)) {
          sampled++;
          for (const side of pendingSides(state)) {
            const r = check(m, state, side, makeRand(step * 31 + i));
            offered += r.offered;
            problems.push(...r.problems.map((p) => `game ${i} step ${step} ${side}: ${p}`));
            // /status's overview names every verb and stays within its bound.
            const texts = legalActionTexts(m, state, side);
            const overview = legalOverview(texts, 15);
            const verbs = new Set(texts.map((a) => a.split(' ')[0]));
            for (const v of verbs)
              if (!overview.some((o) => o === v || o.startsWith(`${v} `)))
                problems.push(`game ${i} step ${step} ${side}: /status drops ${v}`);
            if (overview.length > Math.max(15, verbs.size))
              problems.push(`game ${i} step ${step} ${side}: /status lists ${overview.length}`);
          }
        }
      }
      expect(problems.slice(0, 10)).toEqual([]);
      expect(sampled).toBeGreaterThan(GAMES);
      expect(offered).toBeGreaterThan(sampled);
    });
  }
});
