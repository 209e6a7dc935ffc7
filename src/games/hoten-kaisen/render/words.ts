// 奉天会戦's map image: the words it prints that are not the game's own (those come from
// src/games/hoten-kaisen/messages.ts).
import type { Locale, Text } from '#engine/types.ts';
import { DECISION_NAME } from '../messages.ts';
import { WORDS } from '#render/words.ts';

// ---------------------------------------------------------------------------------------------
// Words

/** The decision's name as the rules messages give it, as a heading (English capitalised). */
export function decisionHeading(kind: string, locale: Locale): string {
  const name = DECISION_NAME[kind]?.[locale] ?? kind;
  return locale === 'en' ? name.charAt(0).toUpperCase() + name.slice(1) : name;
}

export const T = {
  ...WORDS,
  title: { ja: '奉天会戦', en: 'Battle of Mukden' },
  subtitle: { ja: '1905年2月21日〜3月10日 · 日露戦争', en: 'Feb 21 – Mar 10, 1905 · Russo-Japanese War' },
  turn: { ja: '第{n}手番', en: 'Turn {n}' },
  setupPhase: { ja: '配置中', en: 'Setting up' },
  eyesOnly: { ja: '{side}専用 (非公開)', en: "{side}'s eyes only" },
  timeTrack: { ja: '時間', en: 'Time' },
  toAct: { ja: '行動待ち', en: 'To act' },
  decision: { ja: '決定', en: 'Decision' },
  attacker: { ja: '攻撃側', en: 'Attacker' },
  defender: { ja: '防御側', en: 'Defender' },
  strength: { ja: '戦力', en: 'Strength' },
  die: { ja: 'ダイス', en: 'Die' },
  support: { ja: '支援', en: 'Support' },
  modifier: { ja: '修正', en: 'Modifier' },
  total: { ja: '合計', en: 'Total' },
  noRoll: { ja: '戦闘なし', en: 'no roll' },
  eliminated: { ja: '除去', en: 'Eliminated' },
  unplaced: { ja: '未配置', en: 'Not yet placed' },
  legendClear: { ja: '平地', en: 'Clear' },
  legendMountain: { ja: '山岳', en: 'Mountain' },
  legendFortress: { ja: '要塞', en: 'Fortress' },
  legendRiver: { ja: '河川', en: 'River' },
  legendTrench: { ja: '塹壕', en: 'Trench' },
  legendRail: { ja: '鉄道', en: 'Railway' },
  legendSupply: { ja: '補給', en: 'Supply' },
  legendFlag: { ja: '配置旗', en: 'Setup flag' },
  legendLast: { ja: '直前の行動', en: 'Last action' },
  legendRest: { ja: '休止', en: 'Resting' },
  rest: { ja: '休', en: 'R' },
  scale: { ja: '1ヘクス 約12km', en: '1 hex: c. 12 km' },
} satisfies Record<string, Text>;

export function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}
