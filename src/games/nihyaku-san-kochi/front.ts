// 203高地's front: the kinds of its verbs' arguments. Its order cards are secret until revealed;
// it offers no shortcut command (every decision is one /act action).
import type { GameFront } from '#engine/types.ts';

export const FRONT: GameFront = {
  argKinds: {
    area: { label: { ja: 'エリア', en: 'an area' } },
    order: { label: { ja: '命令カード', en: 'an order card' }, secret: true },
    number: { label: { ja: '数', en: 'a number' } },
  },
  shortcuts: [],
};
