// 関ヶ原無双: names and texts, ja and en. The generic refusals (unknown action, not now, something
// missing) are the engine's (src/engine/messages.ts).
import type { Args, Template } from '#engine/messages.ts';
import { makeRejection } from '#engine/messages.ts';
import type { Rejection, Text } from '#engine/types.ts';
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
/** A name in Japanese: `<k>Ja` when given (a unit's name), else the value itself. */
const j = (a: Args, k: string) => String(a[`${k}Ja`] ?? a[k] ?? '');

/** A unit's name as rejection arguments: `{ [k]: English, [k + 'Ja']: Japanese }`. */
export function nameArgs(k: string, u: Pick<UnitState, 'def' | 'face'>): Args {
  const n = unitName(u);
  return { [k]: n.en, [`${k}Ja`]: n.ja };
}

export const REJECTIONS: Record<string, Template> = {
  NOT_ON_MAP: (a) => ({ ja: `${j(a, 'unit')} は地図上にいません。`, en: `${s(a, 'unit')} is not on the map.` }),
  MOVED: (a) => ({
    ja: `${j(a, 'unit')} はこのフェイズに移動済みです。`,
    en: `${s(a, 'unit')} has already moved this phase.`,
  }),
  NO_MOVE: (a) => ({ ja: `${j(a, 'unit')} の移動力は0です。`, en: `${s(a, 'unit')} has a movement of 0.` }),
  PINNED: (a) => ({
    ja: `${j(a, 'unit')} は敵の部隊ユニットに隣接しているため移動できません。`,
    en: `${s(a, 'unit')} is next to an enemy troop unit and may not move.`,
  }),
  EAST_LIMIT: (a) => ({
    ja: `東軍はこのターン、部隊ユニットを${s(a, 'limit')}つまでしか移動できません(徳川本隊の3ヘクス以内を除く)。`,
    en: `The East may move only ${s(a, 'limit')} troop units this turn (except within 3 hexes of the Tokugawa main body).`,
  }),
  UNREACHABLE: (a) => ({
    ja: `${j(a, 'unit')} は ${s(a, 'hex')} へ移動できません。行ける先: ${s(a, 'legal')}`,
    en: `${s(a, 'unit')} cannot reach ${s(a, 'hex')}. It may move to: ${s(a, 'legal')}`,
  }),
  AKASHI_HEX: (a) => ({
    ja: `明石全登は4つの宇喜多隊のいずれかです。選べるヘクス: ${s(a, 'legal')}`,
    en: `Akashi Takenori is one of the four Ukita units. Hexes: ${s(a, 'legal')}`,
  }),
  // [rule 8.3] why an attack or a grouping is refused: one code per reason.
  ATTACK_OWN: (a) => ({
    ja: `${j(a, 'unit')} は自軍のユニットです。攻撃できるのは敵ユニットです。攻撃できる敵: ${s(a, 'legal')}`,
    en: `${s(a, 'unit')} is your own unit; only enemy units are attacked. Targets: ${s(a, 'legal')}`,
  }),
  ATTACK_IN_COMBAT: (a) => ({
    ja: `${j(a, 'unit')} はすでに複数で防御する戦闘の一員なので、別の攻撃の目標にはできません。攻撃できる敵: ${s(a, 'legal')}`,
    en: `${s(a, 'unit')} is already one of several defenders in a combat, so no other attack may name it. Targets: ${s(a, 'legal')}`,
  }),
  ATTACK_NO_NEIGHBOUR: (a) => ({
    ja: `${j(a, 'unit')} に隣接する自軍ユニットがありません。攻撃できる敵: ${s(a, 'legal')}`,
    en: `No unit of yours is next to ${s(a, 'unit')}. Targets: ${s(a, 'legal')}`,
  }),
  ATTACK_NEIGHBOURS_UNABLE: (a) => ({
    ja: `${j(a, 'unit')} に隣接する自軍ユニットはどれも加われません: ${j(a, 'why')}。攻撃できる敵: ${s(a, 'legal')}`,
    en: `None of your units next to ${s(a, 'unit')} may join: ${s(a, 'why')}. Targets: ${s(a, 'legal')}`,
  }),
  WITH_NOT_OWN: (a) => ({
    ja: `${j(a, 'unit')} は自軍のユニットではありません。加われる部隊: ${s(a, 'legal')}`,
    en: `${s(a, 'unit')} is not one of your units. Units: ${s(a, 'legal')}`,
  }),
  WITH_NOT_NEXT: (a) => ({
    ja: `${j(a, 'unit')} は ${j(a, 'target')} に隣接していないので、攻撃に加われません。加われる部隊: ${s(a, 'legal')}`,
    en: `${s(a, 'unit')} is not next to ${s(a, 'target')}, so it cannot join the attack. Units: ${s(a, 'legal')}`,
  }),
  WITH_CANNOT_FIGHT: (a) => ({
    ja: `${j(a, 'unit')} は武将モードで、このフェイズには戦闘に加われません。加われる部隊: ${s(a, 'legal')}`,
    en: `${s(a, 'unit')} is on its commander face and may not fight this phase. Units: ${s(a, 'legal')}`,
  }),
  WITH_IN_OTHER_COMBAT: (a) => ({
    ja: `${j(a, 'unit')} はすでに別の戦闘に加わっています。加われる部隊: ${s(a, 'legal')}`,
    en: `${s(a, 'unit')} is already in another combat. Units: ${s(a, 'legal')}`,
  }),
  WITH_ALREADY: (a) => ({
    ja: `${j(a, 'unit')} はすでにこの攻撃に加わっています。加われる部隊: ${s(a, 'legal')}`,
    en: `${s(a, 'unit')} is already in this attack. Units: ${s(a, 'legal')}`,
  }),
  GROUP_SAME_SIDE: (a) => ({
    ja: `${j(a, 'unit')} と ${j(a, 'other')} は同じ軍です。戦闘は敵味方の組み合わせです。${j(a, 'unit')} と組めるのは: ${s(a, 'legal')}`,
    en: `${s(a, 'unit')} and ${s(a, 'other')} are on the same side; a combat pairs enemies. ${s(a, 'unit')} may be grouped with: ${s(a, 'legal')}`,
  }),
  GROUP_NOT_NEXT: (a) => ({
    ja: `${j(a, 'unit')} と ${j(a, 'other')} は隣接していません。${j(a, 'unit')} と組めるのは: ${s(a, 'legal')}`,
    en: `${s(a, 'unit')} and ${s(a, 'other')} are not next to each other. ${s(a, 'unit')} may be grouped with: ${s(a, 'legal')}`,
  }),
  GROUP_CANNOT_FIGHT: (a) => ({
    ja: `${j(a, 'mover')} は武将モードで、このフェイズに戦闘できません。${j(a, 'unit')} と組めるのは: ${s(a, 'legal')}`,
    en: `${s(a, 'mover')} is on its commander face and may not fight this phase. ${s(a, 'unit')} may be grouped with: ${s(a, 'legal')}`,
  }),
  GROUP_BOTH_IN_COMBAT: (a) => ({
    ja: `${j(a, 'unit')} と ${j(a, 'other')} はどちらもすでに戦闘に入っています。${j(a, 'unit')} と組めるのは: ${s(a, 'legal')}`,
    en: `${s(a, 'unit')} and ${s(a, 'other')} are both in combats already. ${s(a, 'unit')} may be grouped with: ${s(a, 'legal')}`,
  }),
  GROUP_MANY_TO_MANY: (a) => ({
    ja: `${j(a, 'busy')} はすでに味方と複数で戦う戦闘の一員です。加えると多対多になります。${j(a, 'unit')} と組めるのは: ${s(a, 'legal')}`,
    en: `${s(a, 'busy')} is already one of several on its side of a combat; adding to it would make several against several. ${s(a, 'unit')} may be grouped with: ${s(a, 'legal')}`,
  }),
  NOT_GROUPABLE: (a) => ({
    ja: `${j(a, 'unit')} と ${j(a, 'other')} は同じ戦闘にできません。${j(a, 'unit')} と組めるのは: ${s(a, 'legal')}`,
    en: `${s(a, 'unit')} and ${s(a, 'other')} cannot be in one combat. ${s(a, 'unit')} may be grouped with: ${s(a, 'legal')}`,
  }),
  NOT_STUCK: () => ({
    ja: '戦闘の取り消しは、組み合わせを完成できなくなった時だけです。',
    en: 'A combat may be dropped only when the grouping can no longer be completed.',
  }),
  FIXED: () => ({
    ja: '戦闘はすでに確定しています。「resolve」で順に解決してください。',
    en: 'The combats are fixed. Resolve them in turn with "resolve".',
  }),
  NOT_FIXED: () => ({
    ja: '戦闘はまだ確定していません。組み合わせを作り「fight」で確定してください。',
    en: 'The combats are not fixed yet. Group them and fix them with "fight".',
  }),
  NO_COMBAT: (a) => ({
    ja: `戦闘${s(a, 'n')}は計画にありません。残りの戦闘: ${s(a, 'legal')}`,
    en: `There is no combat ${s(a, 'n')} in the plan. Left: ${s(a, 'legal')}`,
  }),
  COMBAT_DONE: (a) => ({
    ja: `戦闘${s(a, 'n')}はもう解決済みです。残りの戦闘: ${s(a, 'legal')}`,
    en: `Combat ${s(a, 'n')} is already resolved. Left: ${s(a, 'legal')}`,
  }),
  NOT_RETREATING: (a) => ({
    ja: `${j(a, 'unit')} は退却するユニットではありません。退却するのは: ${s(a, 'legal')}`,
    en: `${s(a, 'unit')} is not one of the units to retreat: ${s(a, 'legal')}`,
  }),
  // [rule 8.6] why a retreat hex is refused: one code per reason.
  RETREAT_NOT_NEXT: (a) => ({
    ja: `${s(a, 'hex')} は ${j(a, 'unit')} の隣のヘクスではありません。退却は1ヘクスです。退却先: ${s(a, 'legal')}`,
    en: `${s(a, 'hex')} is not next to ${s(a, 'unit')}; a retreat is one hex. It may retreat to: ${s(a, 'legal')}`,
  }),
  RETREAT_TERRAIN: (a) => ({
    ja: `${s(a, 'hex')} は進入できない地形です。退却先: ${s(a, 'legal')}`,
    en: `${s(a, 'hex')} is terrain no unit may enter. It may retreat to: ${s(a, 'legal')}`,
  }),
  RETREAT_OCCUPIED: (a) => ({
    ja: `${s(a, 'hex')} には ${j(a, 'other')} がいるので退却できません。退却先: ${s(a, 'legal')}`,
    en: `${s(a, 'other')} stands in ${s(a, 'hex')}, so ${s(a, 'unit')} cannot retreat there. It may retreat to: ${s(a, 'legal')}`,
  }),
  RETREAT_RIVER: (a) => ({
    ja: `${s(a, 'hex')} へは道のない川を越えるので退却できません。退却先: ${s(a, 'legal')}`,
    en: `Retreating into ${s(a, 'hex')} would cross a river without a road. It may retreat to: ${s(a, 'legal')}`,
  }),
  RETREAT_NEAR_ENEMY: (a) => ({
    ja: `${s(a, 'hex')} は敵の ${j(a, 'other')} に隣接しているので退却できません。退却先: ${s(a, 'legal')}`,
    en: `${s(a, 'hex')} is next to the enemy ${s(a, 'other')}, so ${s(a, 'unit')} cannot retreat there. It may retreat to: ${s(a, 'legal')}`,
  }),
  NOT_PURSUER: (a) => ({
    ja: `${j(a, 'unit')} は追撃できません。追撃できるのは: ${s(a, 'legal')}`,
    en: `${s(a, 'unit')} may not pursue. Units that may: ${s(a, 'legal')}`,
  }),
  PURSUE_HEX: (a) => ({
    ja: `追撃は防御側が去ったヘクスへ入ります: ${s(a, 'legal')}`,
    en: `A pursuit enters a hex the defenders left: ${s(a, 'legal')}`,
  }),
  PURSUIT_FORCED: () => ({ ja: '攻撃した部隊ユニットは必ず追撃します。', en: 'An attacking troop unit must pursue.' }),
  // [rule 9.2] why a unit may not try to rebuild: one code per reason.
  REBUILD_TROOP: (a) => ({
    ja: `${j(a, 'unit')} は部隊モードです。再編成するのは武将モードのユニットです。`,
    en: `${s(a, 'unit')} is on its troop face; only a unit on its commander face rebuilds.`,
  }),
  REBUILD_ENEMY_NEXT: (a) => ({
    ja: `${j(a, 'unit')} は敵の部隊ユニット(${j(a, 'other')})に隣接しているので、再編成できません。`,
    en: `${s(a, 'unit')} is next to an enemy troop unit (${s(a, 'other')}), so it cannot rebuild.`,
  }),
  REBUILD_TRIED: (a) => ({
    ja: `${j(a, 'unit')} はこのフェイズにもう再編成を試みました。`,
    en: `${s(a, 'unit')} has already tried to rebuild this phase.`,
  }),
  MUST_FIGHT: (a) => ({
    ja: `まだ戦闘を確定できません。敵の部隊ユニットに隣接する部隊ユニットと、それに隣接される敵は必ず戦闘します。まだ戦闘に入っていないのは: ${j(a, 'unit')} (${s(a, 'ids')})`,
    en: `The combats cannot be fixed yet: troop units next to enemy troop units, and those enemies, must fight. Not yet in a combat: ${s(a, 'unit')} (${s(a, 'ids')})`,
  }),
};

export function reject(code: keyof typeof REJECTIONS & string, args: Args = {}, rule?: string): Rejection {
  return makeRejection(REJECTIONS, code, args, rule);
}
