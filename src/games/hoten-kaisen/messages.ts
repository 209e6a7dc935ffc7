// 奉天会戦: texts of rejections and log lines, ja and en, keyed by code. The generic refusals
// (unknown action, not now, something missing) are the engine's (src/engine/messages.ts).
import type { Args, Template } from '#engine/messages.ts';
import { makeRejection } from '#engine/messages.ts';
import type { Rejection, Text } from '#engine/types.ts';
import { COUNTER_BY_ID } from './data/counters.ts';
import type { HotenSide, UnitState } from './types.ts';

export const SIDE_NAME: Record<HotenSide, Text> = {
  japan: { ja: '日本軍', en: 'Japan' },
  russia: { ja: 'ロシア軍', en: 'Russia' },
};

const s = (a: Args, k: string) => String(a[k] ?? '');

export const REJECTIONS: Record<string, Template> = {
  UNKNOWN_UNIT: (a) => ({
    ja: `駒「${s(a, 'unit')}」はあなたの駒ではありません。あなたの駒: ${s(a, 'own')}`,
    en: `"${s(a, 'unit')}" is not one of your counters. Yours: ${s(a, 'own')}`,
  }),
  BAD_HEX: (a) => ({
    ja: `「${s(a, 'hex')}」はこの地図のヘクスではありません(4桁の番号、例 0503)。`,
    en: `"${s(a, 'hex')}" is not a hex of this map (4 digits, e.g. 0503).`,
  }),
  NOT_FLAG_HEX: (a) => ({
    ja: `${s(a, 'hex')} は自軍の旗のヘクスではありません。配置できるヘクス: ${s(a, 'legal')}`,
    en: `${s(a, 'hex')} is not one of your flag hexes. You may place on: ${s(a, 'legal')}`,
  }),
  FLAG_TAKEN: (a) => ({
    ja: `${s(a, 'hex')} にはもう駒を置いています。`,
    en: `You already placed a counter on ${s(a, 'hex')}.`,
  }),
  ALREADY_PLACED: (a) => ({
    ja: `${s(a, 'unit')} はもう配置済みです。`,
    en: `${s(a, 'unit')} is already placed.`,
  }),
  HISTORICAL_ONLY_FIRST: () => ({
    ja: '史実の配置は、まだ1駒も配置していない時にだけ選べます。残りの駒は1つずつ配置してください。',
    en: 'The historical setup places every counter at once, so it is only offered before any counter is placed. Place the rest one by one.',
  }),
  RESERVE_FULL: () => ({
    ja: '増援登場エリア1に置けるのは旗のヘクスに置けなかった2駒だけです。',
    en: 'Only the two counters that do not fit on the flag hexes go to entry area 1.',
  }),
  NOT_ON_MAP: (a) => ({
    ja: `${s(a, 'unit')} は地図上にいません。`,
    en: `${s(a, 'unit')} is not on the map.`,
  }),
  RESTING: (a) => ({
    ja: `${s(a, 'unit')} は退却または再編成した直後のため、この手番には活性化できません。`,
    en: `${s(a, 'unit')} retreated or was rebuilt, so it cannot activate this turn.`,
  }),
  OFF_MAP: (a) => ({
    ja: `${s(a, 'hex')} は地図外です。`,
    en: `${s(a, 'hex')} is off the map.`,
  }),
  OCCUPIED: (a) => ({
    ja: `${s(a, 'hex')} には他の駒がいるので進入できません。`,
    en: `${s(a, 'hex')} is occupied; no counter may enter it.`,
  }),
  TOO_FAR: (a) => ({
    ja: `${s(a, 'hex')} は ${s(a, 'from')} から ${s(a, 'dist')} ヘクス離れています。移動は最大2ヘクスです。`,
    en: `${s(a, 'hex')} is ${s(a, 'dist')} hexes from ${s(a, 'from')}; a counter moves at most 2 hexes.`,
  }),
  // [rule 8.0] why a 2-hex move cannot go through the hex between (`via`, one or several hexes):
  // one code per reason; BLOCKED when the ways there are shut for different reasons.
  STOPS_MOUNTAIN: (a) => ({
    ja: `${s(a, 'hex')} へは行けません。間の ${s(a, 'viaJa')} は山で、進入すると移動が止まります。`,
    en: `${s(a, 'hex')} cannot be reached through ${s(a, 'viaEn')}: a mountain, and entering one ends the move.`,
  }),
  STOPS_RIVER: (a) => ({
    ja: `${s(a, 'hex')} へは行けません。${s(a, 'from')} から間の ${s(a, 'viaJa')} へは河川を越えるため(鉄道沿いでない)、そこで移動が止まります。`,
    en: `${s(a, 'hex')} cannot be reached through ${s(a, 'viaEn')}: the step from ${s(a, 'from')} crosses a river off the railway, which ends the move there.`,
  }),
  STOPS_ZOC: (a) => ({
    ja: `${s(a, 'hex')} へは行けません。間の ${s(a, 'viaJa')} は敵ZOCで、進入すると移動が止まります。`,
    en: `${s(a, 'hex')} cannot be reached through ${s(a, 'viaEn')}: an enemy zone of control, and entering one ends the move.`,
  }),
  WAY_OCCUPIED: (a) => ({
    ja: `${s(a, 'hex')} へは行けません。間の ${s(a, 'viaJa')} には他の駒がいて、通り抜けられません。`,
    en: `${s(a, 'hex')} cannot be reached through ${s(a, 'viaEn')}: another counter stands there, and no counter may pass through another.`,
  }),
  WAY_ZOC_TO_ZOC: (a) => ({
    ja: `${s(a, 'hex')} へは行けません。${s(a, 'from')} は敵ZOCの中で、間の ${s(a, 'viaJa')} も敵ZOCなので、そこへ直接は移動できません。`,
    en: `${s(a, 'hex')} cannot be reached through ${s(a, 'viaEn')}: ${s(a, 'from')} is in an enemy zone of control, and a counter may not step from one straight into another.`,
  }),
  BLOCKED: (a) => ({
    ja: `${s(a, 'hex')} へは行けません。${s(a, 'waysJa')}`,
    en: `${s(a, 'hex')} cannot be reached. ${s(a, 'waysEn')}`,
  }),
  ZOC_TO_ZOC: (a) => ({
    ja: `${s(a, 'from')} は敵ZOCの中です。敵ZOCから別の敵ZOC(${s(a, 'hex')})へ直接は移動できません。`,
    en: `${s(a, 'from')} is in an enemy zone of control; you cannot move straight into another (${s(a, 'hex')}).`,
  }),
  NO_ENEMY: (a) => ({
    ja: `${s(a, 'hex')} に敵の駒はいません。`,
    en: `There is no enemy counter in ${s(a, 'hex')}.`,
  }),
  NOT_ADJACENT: (a) => ({
    ja: `${s(a, 'hex')} は攻撃する駒(${s(a, 'from')})に隣接していません。`,
    en: `${s(a, 'hex')} is not adjacent to the attacking counter (${s(a, 'from')}).`,
  }),
  NOT_REINFORCEMENT: (a) => ({
    ja: `${s(a, 'unit')} は増援(登場エリアの駒)ではありません。`,
    en: `${s(a, 'unit')} is not a reinforcement waiting in an entry area.`,
  }),
  ENTRY_BLOCKED: (a) => ({
    ja: `登場エリア${s(a, 'area')} の矢印のヘクス ${s(a, 'hex')} には他の駒がいます。`,
    en: `The arrow hex ${s(a, 'hex')} of entry area ${s(a, 'area')} is occupied.`,
  }),
  NO_NEXT_AREA: () => ({
    ja: '登場エリア3の先に登場エリアはありません。',
    en: 'There is no entry area after area 3.',
  }),
  NOT_ELIMINATED: (a) => ({
    ja: `${s(a, 'unit')} は壊滅していません。`,
    en: `${s(a, 'unit')} has not been eliminated.`,
  }),
  SUPPLY_OCCUPIED: (a) => ({
    ja: `補給源 ${s(a, 'hex')} に他の駒がいるため再編成できません。`,
    en: `Your supply hex ${s(a, 'hex')} is occupied, so you cannot rebuild.`,
  }),
  JUST_ELIMINATED: (a) => ({
    ja: `${s(a, 'unit')} は直前の敵の手番で壊滅したため、この手番には再編成できません。`,
    en: `${s(a, 'unit')} was eliminated in your opponent's last turn, so it cannot be rebuilt this turn.`,
  }),
  // [rule 9.0] [rule 9.5] why a retreat hex is refused, one code per reason.
  RETREAT_NOT_ADJACENT: (a) => ({
    ja: `${s(a, 'hex')} は ${s(a, 'from')} に隣接していません。退却は1ヘクスです。退却できるヘクス: ${s(a, 'legal')}`,
    en: `${s(a, 'hex')} is not next to ${s(a, 'from')}; a retreat is one hex. Legal: ${s(a, 'legal')}`,
  }),
  RETREAT_OCCUPIED: (a) => ({
    ja: `${s(a, 'hex')} には他の駒がいるので退却できません。退却できるヘクス: ${s(a, 'legal')}`,
    en: `${s(a, 'hex')} is occupied, so the counter cannot retreat there. Legal: ${s(a, 'legal')}`,
  }),
  RETREAT_ZOC: (a) => ({
    ja: `${s(a, 'hex')} は敵ZOCなので退却できません。退却できるヘクス: ${s(a, 'legal')}`,
    en: `${s(a, 'hex')} is in an enemy zone of control, so the counter cannot retreat there. Legal: ${s(a, 'legal')}`,
  }),
  NOT_LEGAL: (a) => ({
    ja: `「${s(a, 'input')}」は今できる行動ではありません。`,
    en: `"${s(a, 'input')}" is not a legal action now.`,
  }),
};

/** [rule 8.0] One way to a hex and why it is shut: a line of BLOCKED's list. */
export const WAY_REASON: Record<string, Template> = {
  mountain: (a) => ({
    ja: `${s(a, 'via')} 経由: ${s(a, 'via')} は山で移動が止まります。`,
    en: `Through ${s(a, 'via')}: a mountain, which ends the move.`,
  }),
  river: (a) => ({
    ja: `${s(a, 'via')} 経由: ${s(a, 'via')} へ河川を越えるため移動が止まります。`,
    en: `Through ${s(a, 'via')}: the step into it crosses a river, which ends the move.`,
  }),
  zoc: (a) => ({
    ja: `${s(a, 'via')} 経由: ${s(a, 'via')} は敵ZOCで移動が止まります。`,
    en: `Through ${s(a, 'via')}: an enemy zone of control, which ends the move.`,
  }),
  occupied: (a) => ({
    ja: `${s(a, 'via')} 経由: ${s(a, 'via')} には他の駒がいます。`,
    en: `Through ${s(a, 'via')}: occupied by another counter.`,
  }),
  zocToZoc: (a) => ({
    ja: `${s(a, 'via')} 経由: 敵ZOCから敵ZOCの ${s(a, 'via')} へは直接移動できません。`,
    en: `Through ${s(a, 'via')}: a counter may not step from one enemy zone straight into another.`,
  }),
};

export function reject(code: keyof typeof REJECTIONS & string, args: Args = {}, rule?: string): Rejection {
  return makeRejection(REJECTIONS, code, args, rule);
}

/** How a unit is named for a reader: by name when known to them, else as "the counter in 0405". */
export function unitRef(u: UnitState, reader: HotenSide | null, hex?: string): Text {
  if (u.revealed || reader === u.side) {
    const c = COUNTER_BY_ID[u.id]!;
    return { ja: `${c.name.ja}(${c.strength})`, en: `${c.name.en} (${c.strength})` };
  }
  const where = hex ?? (u.where.kind === 'map' ? u.where.hex : '');
  return where
    ? { ja: `${SIDE_NAME[u.side].ja}の${where}の駒`, en: `the ${SIDE_NAME[u.side].en} counter in ${where}` }
    : { ja: `${SIDE_NAME[u.side].ja}の駒`, en: `a ${SIDE_NAME[u.side].en} counter` };
}

export const DECISION_NAME: Record<string, Text> = {
  setup: { ja: '配置', en: 'setup' },
  activation: { ja: '活性化', en: 'activation' },
  attack: { ja: '攻撃', en: 'attack' },
  'retreat-before-combat': { ja: '戦闘前退却', en: 'retreat before combat' },
  retreat: { ja: '退却方向の決定', en: 'choosing the retreat hex' },
  advance: { ja: '前進', en: 'advance' },
};

export const NO_TARGETS: Template = (a) => ({
  ja: `${s(a, 'unit')} に隣接する敵の駒がないため、攻撃できません。`,
  en: `No enemy counter is adjacent to ${s(a, 'unit')}, so it cannot attack.`,
});
REJECTIONS.NO_TARGETS = NO_TARGETS;
