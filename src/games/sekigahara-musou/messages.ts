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
  NOT_ATTACKABLE: (a) => ({
    ja: `${j(a, 'unit')} は今は攻撃できません(戦闘できる自軍ユニットに隣接していないか、すでに複数で防御する戦闘の一員です)。攻撃できる敵: ${s(a, 'legal')}`,
    en: `${s(a, 'unit')} cannot be attacked now (no unit of yours that may fight is next to it, or it is already one of several defenders). Targets: ${s(a, 'legal')}`,
  }),
  NOT_WITH: (a) => ({
    ja: `${j(a, 'unit')} は ${j(a, 'target')} への攻撃に加われません(隣接し、まだ他の戦闘に加わっていない自軍ユニットだけです)。加われる部隊: ${s(a, 'legal')}`,
    en: `${s(a, 'unit')} cannot join the attack on ${s(a, 'target')} (only units of yours next to it and in no other combat). Units: ${s(a, 'legal')}`,
  }),
  NOT_GROUPABLE: (a) => ({
    ja: `${j(a, 'unit')} と ${j(a, 'other')} は同じ戦闘にできません(敵味方で隣接し、1対多か多対1でなければなりません)。${j(a, 'unit')} と組めるのは: ${s(a, 'legal')}`,
    en: `${s(a, 'unit')} and ${s(a, 'other')} cannot be in one combat (they must be enemies next to each other, one against several or several against one). ${s(a, 'unit')} may be grouped with: ${s(a, 'legal')}`,
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
    ja: `戦闘${s(a, 'n')}はありません(解決済みか計画にない)。残りの戦闘: ${s(a, 'legal')}`,
    en: `There is no combat ${s(a, 'n')} left to resolve. Left: ${s(a, 'legal')}`,
  }),
  NOT_RETREATING: (a) => ({
    ja: `${j(a, 'unit')} は退却するユニットではありません。退却するのは: ${s(a, 'legal')}`,
    en: `${s(a, 'unit')} is not one of the units to retreat: ${s(a, 'legal')}`,
  }),
  RETREAT_HEX: (a) => ({
    ja: `${j(a, 'unit')} は ${s(a, 'hex')} へ退却できません(進入でき、敵ユニットに隣接しない隣のヘクスだけです)。退却先: ${s(a, 'legal')}`,
    en: `${s(a, 'unit')} cannot retreat to ${s(a, 'hex')} (only a next hex it may enter, not next to an enemy unit). It may retreat to: ${s(a, 'legal')}`,
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
  NO_REBUILD: (a) => ({
    ja: `${j(a, 'unit')} は再編成できません(武将モードで、敵の部隊ユニットに隣接せず、このフェイズにまだ試していないユニットだけです)。`,
    en: `${s(a, 'unit')} cannot try to rebuild (only a unit on its commander face, not next to an enemy troop unit, not yet tried this phase).`,
  }),
  MUST_FIGHT: (a) => ({
    ja: `まだ戦闘を確定できません。敵の部隊ユニットに隣接する部隊ユニットと、それに隣接される敵は必ず戦闘します。まだ戦闘に入っていないのは: ${j(a, 'unit')} (${s(a, 'ids')})`,
    en: `The combats cannot be fixed yet: troop units next to enemy troop units, and those enemies, must fight. Not yet in a combat: ${s(a, 'unit')} (${s(a, 'ids')})`,
  }),
};

export function reject(code: keyof typeof REJECTIONS & string, args: Args = {}, rule?: string): Rejection {
  return makeRejection(REJECTIONS, code, args, rule);
}
