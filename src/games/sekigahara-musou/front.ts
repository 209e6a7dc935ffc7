// 関ヶ原無双's front: the kinds of its verbs' arguments and the shortcut commands it offers (/move,
// /attack, /end).
import { attackShortcut, endShortcut, moveShortcut } from '#engine/shortcuts.ts';
import type { GameFront } from '#engine/types.ts';

export const FRONT: GameFront = {
  argKinds: {
    hex: { label: { ja: 'ヘクス', en: 'a hex' } },
    unit: { label: { ja: 'ユニット', en: 'a unit' } },
    number: { label: { ja: '数', en: 'a number' } },
  },
  shortcuts: [moveShortcut(), attackShortcut(), endShortcut()],
};
