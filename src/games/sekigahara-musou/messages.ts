// 関ヶ原無双: names and texts, ja and en. The generic refusals (unknown action, not now, something
// missing) are the engine's (src/engine/messages.ts).
import type { Args, Template } from '../../engine/messages.ts';
import { makeRejection } from '../../engine/messages.ts';
import type { Rejection, Text } from '../../engine/types.ts';
import { UNIT_BY_ID } from './data/units.ts';
import type { SideId, UnitState } from './types.ts';

export const SIDE_NAME: Record<SideId, Text> = {
  east: { ja: '東軍', en: 'East' },
  west: { ja: '西軍', en: 'West' },
};

export const DECISION_NAME: Record<string, Text> = {
  setup: { ja: '宇喜多隊の配置', en: 'placing the Ukita units' },
  move: { ja: '移動フェイズ', en: 'the movement phase' },
  combat: { ja: '戦闘フェイズ', en: 'the combat phase' },
  retreat: { ja: '退却', en: 'a retreat' },
  pursue: { ja: '追撃', en: 'a pursuit' },
  rebuild: { ja: '再編成フェイズ', en: 'the rebuild phase' },
};

/** A unit's name on its current face (the commander's name on the commander face). */
export function unitName(u: Pick<UnitState, 'def' | 'face'>): Text {
  const d = UNIT_BY_ID.get(u.def)!;
  return u.face === 'commander' && d.commander ? d.commander.name : d.name;
}

const s = (a: Args, k: string) => String(a[k] ?? '');

export const REJECTIONS: Record<string, Template> = {
  NOT_ON_MAP: (a) => ({ ja: `${s(a, 'unit')} は地図上にいません。`, en: `${s(a, 'unit')} is not on the map.` }),
  MOVED: (a) => ({ ja: `${s(a, 'unit')} はこのフェイズに移動済みです。`, en: `${s(a, 'unit')} has already moved this phase.` }),
  NO_MOVE: (a) => ({ ja: `${s(a, 'unit')} の移動力は0です。`, en: `${s(a, 'unit')} has a movement of 0.` }),
  PINNED: (a) => ({ ja: `${s(a, 'unit')} は敵の部隊ユニットに隣接しているため移動できません。`, en: `${s(a, 'unit')} is next to an enemy troop unit and may not move.` }),
  EAST_LIMIT: (a) => ({ ja: `東軍はこのターン、部隊ユニットを${s(a, 'limit')}つまでしか移動できません(徳川本隊の3ヘクス以内を除く)。`, en: `The East may move only ${s(a, 'limit')} troop units this turn (except within 3 hexes of the Tokugawa main body).` }),
  UNREACHABLE: (a) => ({ ja: `${s(a, 'unit')} は ${s(a, 'hex')} へ移動できません。行ける先: ${s(a, 'legal')}`, en: `${s(a, 'unit')} cannot reach ${s(a, 'hex')}. It may move to: ${s(a, 'legal')}` }),
  GROUPING: (a) => ({ ja: `まだ戦闘を確定できません: ${s(a, 'problems')}`, en: `The combats cannot be fixed yet: ${s(a, 'problems')}` }),
};

export function reject(code: keyof typeof REJECTIONS & string, args: Args = {}, rule?: string): Rejection {
  return makeRejection(REJECTIONS, code, args, rule);
}
