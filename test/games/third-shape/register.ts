// Plugs 三国鼎立 (Triad) into the registry, the way any game plugs in: one package — its rules, rule
// index and summaries, and its renderer and test kit imported on first use. Import this module
// before anything that reads the registry.
import { getGame, registerGame } from '#games/index.ts';
import { triad } from './index.ts';
import { ruleIndex } from './rule-index.ts';
import { ruleSummaries } from './rule-summaries.ts';

if (!getGame(triad.id)) {
  registerGame({
    rules: triad,
    ruleIndex,
    ruleSummaries,
    renderer: async () => (await import('./render.ts')).triadRenderer,
    kit: async () => (await import('./kit.ts')).triadKit,
    // No secrets and no hints: the AI seat searches it with the generic defaults.
    ai: {},
  });
}

export { triad };
