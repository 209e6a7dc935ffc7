// 奉天会戦's front: the kinds of its verbs' arguments and the shortcut commands it offers (/move,
// /attack on a hex, /end).
import { attackShortcut, endShortcut, moveShortcut } from '#engine/shortcuts.ts';
import type { GameFront } from '#engine/types.ts';

export const FRONT: GameFront = {
  argKinds: {
    hex: { label: { ja: 'ヘクス', en: 'a hex' } },
    unit: { label: { ja: 'ユニット', en: 'a unit' } },
  },
  shortcuts: [moveShortcut(), attackShortcut(), endShortcut()],
};
