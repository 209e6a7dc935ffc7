// The registry of playable games: game id → its package (rules with their front, and its
// renderer, loaded on first use so the rules can be used without the image stack). A game plugs
// in here once; the generic layers (commands, service, console, render entry point) find
// everything through it and never name a game.
import type { GameModule, RuleIndex, RuleSummaries } from '#engine/types.ts';
import type { GameRenderer } from '#render/types.ts';
import type { GameKit } from '#engine/kit/types.ts';
import type { GameAi } from '#ai/player.ts';
import { hotenAi } from './hoten-kaisen/ai.ts';
import { nichiroAi } from './nichiro-taisen/ai.ts';
import { sekiAi } from './sekigahara-musou/ai.ts';
import { kochiAi } from './nihyaku-san-kochi/ai.ts';
import { hotenKaisen } from './hoten-kaisen/index.ts';
import { ruleIndex as hotenRules } from './hoten-kaisen/rule-index.ts';
import { ruleSummaries as hotenSummaries } from './hoten-kaisen/rule-summaries.ts';
import { nichiroTaisen } from './nichiro-taisen/index.ts';
import { ruleIndex as nichiroRules } from './nichiro-taisen/rule-index.ts';
import { ruleSummaries as nichiroSummaries } from './nichiro-taisen/rule-summaries.ts';
import { sekigaharaMusou } from './sekigahara-musou/index.ts';
import { ruleIndex as sekiRules } from './sekigahara-musou/rule-index.ts';
import { ruleSummaries as sekiSummaries } from './sekigahara-musou/rule-summaries.ts';
import { nihyakuSanKochi } from './nihyaku-san-kochi/index.ts';
import { ruleIndex as kochiRules } from './nihyaku-san-kochi/rule-index.ts';
import { ruleSummaries as kochiSummaries } from './nihyaku-san-kochi/rule-summaries.ts';

export interface GamePackage {
  rules: GameModule;
  /** The game's image renderer (map, hand), imported when first needed. */
  renderer: () => Promise<GameRenderer>;
  /** Rule number → where it is implemented (checked by test/engine/rule-index.test.ts). */
  ruleIndex: RuleIndex;
  /** /rule's summaries, one for every rule of the index at least (test/engine/rule-summaries.test.ts). */
  ruleSummaries: RuleSummaries;
  /** The game's test kit (invariants, players, option sets, twin) for the fuzzer and the twin harness, imported when first needed. */
  kit: () => Promise<GameKit>;
  /** Its hints to the computer players and the AI seat (src/ai): evaluation, weights, projection. */
  ai: GameAi;
}

const PACKAGES = new Map<string, GamePackage>();

/** Plug a game in (at start-up; tests register their own games the same way). */
export function registerGame(pkg: GamePackage): void {
  if (PACKAGES.has(pkg.rules.id)) throw new Error(`game ${pkg.rules.id} is registered twice`);
  PACKAGES.set(pkg.rules.id, pkg);
}

registerGame({
  rules: hotenKaisen,
  ai: hotenAi,
  ruleIndex: hotenRules,
  ruleSummaries: hotenSummaries,
  renderer: async () => (await import('./hoten-kaisen/render/index.ts')).hotenRenderer,
  kit: async () => (await import('./hoten-kaisen/kit.ts')).hotenKit,
});
registerGame({
  rules: nichiroTaisen,
  ai: nichiroAi,
  ruleIndex: nichiroRules,
  ruleSummaries: nichiroSummaries,
  renderer: async () => (await import('./nichiro-taisen/render/index.ts')).nichiroRenderer,
  kit: async () => (await import('./nichiro-taisen/kit.ts')).nichiroKit,
});
registerGame({
  rules: sekigaharaMusou,
  ai: sekiAi,
  ruleIndex: sekiRules,
  ruleSummaries: sekiSummaries,
  renderer: async () => (await import('./sekigahara-musou/render/index.ts')).sekiRenderer,
  kit: async () => (await import('./sekigahara-musou/kit.ts')).sekiKit,
});
registerGame({
  rules: nihyakuSanKochi,
  ai: kochiAi,
  ruleIndex: kochiRules,
  ruleSummaries: kochiSummaries,
  renderer: async () => (await import('./nihyaku-san-kochi/render/index.ts')).kochiRenderer,
  kit: async () => (await import('./nihyaku-san-kochi/kit.ts')).kochiKit,
});

/** Every registered package, in registration order. */
export function allPackages(): GamePackage[] {
  return [...PACKAGES.values()];
}

/** Every registered game's rules, in registration order (the first is /newgame's default). */
export function allGames(): GameModule[] {
  return [...PACKAGES.values()].map((p) => p.rules);
}

export function getGame(id: string): GameModule | undefined {
  return PACKAGES.get(id)?.rules;
}

export function getPackage(id: string): GamePackage | undefined {
  return PACKAGES.get(id);
}
