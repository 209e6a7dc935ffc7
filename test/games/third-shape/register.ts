// Plugs 三国鼎立 (Triad) into the registry, the way any game plugs in: import this module before
// anything that reads the registry (the slash commands build their choices from it when loaded).
import { getGame, registerGame } from '../../../src/games/index.ts';
import { triad } from './index.ts';
import { ruleIndex } from './rule-index.ts';

if (!getGame(triad.id)) {
  registerGame({ rules: triad, ruleIndex, ruleSummaries: {}, renderer: async () => (await import('./render.ts')).triadRenderer });
}

export { triad };
