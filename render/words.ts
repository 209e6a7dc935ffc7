// Words every renderer uses (sides are named by each game's own messages): the panel words both map images share, and
// "{n}"-style templates.
import type { Text } from '#engine/types.ts';

/** Panel words of both map images (each game's own table spreads them in). */
export const WORDS = {
  public: { ja: '公開マップ', en: 'Public map' },
  status: { ja: '状況', en: 'Status' },
  nobody: { ja: 'なし', en: 'nobody' },
  over: { ja: 'ゲーム終了', en: 'Game over' },
  wins: { ja: '{side}の勝利', en: '{side} wins' },
  draw: { ja: '引き分け', en: 'Draw' },
  lastCombat: { ja: '直前の戦闘', en: 'Last combat' },
  noCombat: { ja: 'まだ戦闘はない', en: 'No combat yet' },
  none: { ja: 'なし', en: 'none' },
  north: { ja: '北', en: 'N' },
} satisfies Record<string, Text>;

/** Fill a template's {name} slots from `args` (a missing one becomes ''). */
export function fmt(t: string, args: Record<string, string | number>): string {
  return t.replace(/\{(\w+)\}/g, (_, k: string) => String(args[k] ?? ''));
}
