// 日露大戦: texts of rejections and log lines, ja and en, keyed by code.
import type { Args, Template } from '#engine/messages.ts';
import { makeRejection } from '#engine/messages.ts';
import type { Rejection, Text } from '#engine/types.ts';
import { CARD_BY_ID } from './data/cards.ts';
import { COUNTER_BY_ID } from './data/counters.ts';
import { HEX_BY_ID, PLACE_LABELS } from './data/map.ts';
import type { CardId, NSide } from './types.ts';

export const SIDE_NAME: Record<NSide, Text> = {
  japan: { ja: '日本軍', en: 'Japan' },
  russia: { ja: 'ロシア軍', en: 'Russia' },
};

const s = (a: Args, k: string) => String(a[k] ?? '');

export const REJECTIONS: Record<string, Template> = {
  UNKNOWN_ACTION: (a) => ({
    ja: `「${s(a, 'input')}」という行動はありません。`,
    en: `There is no action "${s(a, 'input')}".`,
  }),
  NOT_NOW: (a) => ({
    ja: `今は「${s(a, 'verb')}」はできません(現在の手順: ${s(a, 'stepJa')})。`,
    en: `You cannot "${s(a, 'verb')}" now (current step: ${s(a, 'stepEn')}).`,
  }),
  NOT_LEGAL: (a) => ({
    ja: `「${s(a, 'input')}」は今できる行動ではありません。`,
    en: `"${s(a, 'input')}" is not a legal action now.`,
  }),
  MISSING_ARG: (a) => ({
    ja: `「${s(a, 'verb')}」には ${s(a, 'what')} の指定が必要です。`,
    en: `"${s(a, 'verb')}" needs ${s(a, 'whatEn')}.`,
  }),
  // units
  UNKNOWN_UNIT: (a) => ({
    ja: `「${s(a, 'unit')}」という自軍ユニットはありません。`,
    en: `"${s(a, 'unit')}" is not one of your units.`,
  }),
  ALREADY_MOVED: (a) => ({
    ja: `${s(a, 'unit')} はこの移動フェイズに移動済みです。`,
    en: `${s(a, 'unit')} has already moved this movement phase.`,
  }),
  MA_ZERO: (a) => ({
    ja: `${s(a, 'unit')} は移動力0なので、初期配置ヘクスから動けません。`,
    en: `${s(a, 'unit')} has a movement allowance of 0 and never leaves its setup hex.`,
  }),
  HOME_BOX: (a) => ({
    ja: `${s(a, 'unit')} は${s(a, 'boxJa')}ボックスにいます。移動フェイズには動けません(輸送のみ)。`,
    en: `${s(a, 'unit')} is in the ${s(a, 'boxEn')} box and cannot move in a movement phase (transport only).`,
  }),
  NOT_IN_PLAY: (a) => ({
    ja: `${s(a, 'unit')} はマップ上にも移動できるボックスにもいません。`,
    en: `${s(a, 'unit')} is neither on the map nor in a box it can move out of.`,
  }),
  NO_DESTINATION: (a) => ({
    ja: `${s(a, 'unit')} が進入できるヘクスはありません。`,
    en: `${s(a, 'unit')} has nowhere it may go.`,
  }),
  BAD_HEX: (a) => ({
    ja: `「${s(a, 'hex')}」はこのマップのヘクスではありません(4桁の番号、例 1214)。`,
    en: `"${s(a, 'hex')}" is not a hex of this map (4 digits, e.g. 1214).`,
  }),
  SEA: (a) => ({ ja: `${s(a, 'hex')} は海です。進入できません。`, en: `${s(a, 'hex')} is sea; no unit may enter it.` }),
  ENEMY_HEX: (a) => ({
    ja: `${s(a, 'hex')} には敵ユニットがいます。敵味方はスタックできません。`,
    en: `${s(a, 'hex')} holds enemy units; enemies never stack together.`,
  }),
  OVERSTACK: (a) => ({
    ja: `${s(a, 'hex')} はスタック制限(${s(a, 'limit')}個)に達しています。通過もできません。`,
    en: `${s(a, 'hex')} is at the stacking limit (${s(a, 'limit')}); no unit may enter or pass through it.`,
  }),
  EZOC_TO_EZOC: (a) => ({
    ja: `${s(a, 'unit')} は敵ZOCにいます。最初の移動で別の敵ZOC(${s(a, 'hex')})には進入できません。`,
    en: `${s(a, 'unit')} starts in an enemy ZOC; its first step may not enter another enemy ZOC (${s(a, 'hex')}).`,
  }),
  // [rule 8.0] [rule 8.1] [rule 6.1] [rule 7.3] why a normal move cannot end in the typed hex, one code per reason.
  TOO_FAR: (a) => ({
    ja: `${s(a, 'hex')} は ${s(a, 'fromJa')} から${s(a, 'dist')}ヘクス離れていて、移動力${s(a, 'ma')}では届きません。`,
    en: `${s(a, 'hex')} is ${s(a, 'dist')} hexes from ${s(a, 'fromEn')}, beyond a movement allowance of ${s(a, 'ma')}.`,
  }),
  BOX_OUT_OF_REACH: (a) => ({
    ja: `${s(a, 'boxJa')}ボックスへは ${s(a, 'via')} から入ります。${s(a, 'unit')} はこの移動で ${s(a, 'via')} を通り抜けられません。`,
    en: `The ${s(a, 'boxEn')} box is entered from ${s(a, 'via')}, and ${s(a, 'unit')} cannot pass through ${s(a, 'via')} on this move.`,
  }),
  BOX_NOT_YOURS: (a) => ({
    ja: `${s(a, 'boxJa')}ボックスには${s(a, 'sideJa')}は入れません。`,
    en: `${s(a, 'sideEn')} units never enter the ${s(a, 'boxEn')} box.`,
  }),
  NO_LAND_WAY: (a) => ({
    ja: `${s(a, 'hex')} へは ${s(a, 'fromJa')} から陸路でつながっていません。`,
    en: `No land route joins ${s(a, 'fromEn')} to ${s(a, 'hex')}.`,
  }),
  MOVE_STOP_ROUGH: (a) => ({
    ja: `${s(a, 'hex')} へは行けません。途中の ${s(a, 'viaJa')} は荒地で、道路・鉄道沿いでなく進入すると移動が止まります。`,
    en: `${s(a, 'hex')} cannot be reached: the move ends on entering rough off a road or railway, at ${s(a, 'viaEn')}.`,
  }),
  MOVE_STOP_RIVER: (a) => ({
    ja: `${s(a, 'hex')} へは行けません。途中の ${s(a, 'viaJa')} へは道路・鉄道沿いでなく河川を越えるため、そこで移動が止まります。`,
    en: `${s(a, 'hex')} cannot be reached: the move ends on crossing a river off a road or railway, into ${s(a, 'viaEn')}.`,
  }),
  MOVE_STOP_EZOC: (a) => ({
    ja: `${s(a, 'hex')} へは行けません。途中の ${s(a, 'viaJa')} は敵ZOCで、進入すると移動が止まります。`,
    en: `${s(a, 'hex')} cannot be reached: the move ends on entering an enemy ZOC, at ${s(a, 'viaEn')}.`,
  }),
  MOVE_WAY_STACK: (a) => ({
    ja: `${s(a, 'hex')} へは行けません。途中の ${s(a, 'viaJa')} はスタック制限に達していて、通過できません。`,
    en: `${s(a, 'hex')} cannot be reached: the way runs through a hex at the stacking limit, which no unit may pass: ${s(a, 'viaEn')}.`,
  }),
  MOVE_WAY_ENEMY: (a) => ({
    ja: `${s(a, 'hex')} へは行けません。途中の ${s(a, 'viaJa')} に敵ユニットがいます。`,
    en: `${s(a, 'hex')} cannot be reached: enemy units stand on the way, at ${s(a, 'viaEn')}.`,
  }),
  MOVE_BLOCKED: (a) => ({
    ja: `${s(a, 'hex')} へは移動力${s(a, 'ma')}では行けません。行く手のヘクスと理由: ${s(a, 'waysJa')}。`,
    en: `${s(a, 'hex')} cannot be reached with ${s(a, 'ma')} MP. On the way: ${s(a, 'waysEn')}.`,
  }),
  NO_SUCH_WAY: (a) => ({
    ja: `${s(a, 'hex')} へ ${s(a, 'via')} 経由で行く道の選択肢はありません。経由を選べるのは、既定の道が通らず、通れば支配を得るヘクス(町・要地・補給源)だけです: ${s(a, 'waysJa')}。`,
    en: `There is no way to ${s(a, 'hex')} by way of ${s(a, 'via')} to choose. A way can be chosen through a hex the default path does not pass and whose control the move would gain (a town, key point or supply hex): ${s(a, 'waysEn')}.`,
  }),
  // rail and strategic moves, boxes
  RAIL_USED: () => ({
    ja: 'この移動フェイズの鉄道移動はもう使いました(1フェイズに1個)。',
    en: 'The rail move of this movement phase is spent (one unit per phase).',
  }),
  NOT_ON_RAIL: (a) => ({
    ja: `${s(a, 'unit')} は鉄道上にもシベリア・ボックスにもいません。`,
    en: `${s(a, 'unit')} is neither on a railway nor in the Siberia box.`,
  }),
  START_IN_EZOC: (a) => ({
    ja: `${s(a, 'unit')} は敵ZOCにいるため、この移動はできません。`,
    en: `${s(a, 'unit')} is in an enemy ZOC, so it cannot make this move.`,
  }),
  // [rule 8.2] rail and [rule 10.2.4] strategic moves: why the typed hex is out of reach, one code per reason.
  LINE_OFF: (a) => ({
    ja: `${s(a, 'hex')} は${s(a, 'lineJa')}上にないため、${s(a, 'modeJa')}では行けません。`,
    en: `${s(a, 'hex')} is not on a ${s(a, 'lineEn')}, so ${s(a, 'modeEn')} cannot go there.`,
  }),
  LINE_NOT_CONNECTED: (a) => ({
    ja: `${s(a, 'hex')} は ${s(a, 'fromJa')} と${s(a, 'lineJa')}でつながっていません。`,
    en: `${s(a, 'hex')} is not joined to ${s(a, 'fromEn')} by ${s(a, 'lineEn')}.`,
  }),
  LINE_DEST_EZOC: (a) => ({
    ja: `${s(a, 'hex')} は敵ZOCです。${s(a, 'modeJa')}では敵ZOCに進入できません。`,
    en: `${s(a, 'hex')} is in an enemy ZOC, and ${s(a, 'modeEn')} never enters one.`,
  }),
  LINE_DEST_TOWN: (a) => ({
    ja: `${s(a, 'hex')} は敵支配下の町です。${s(a, 'modeJa')}では進入できません。`,
    en: `${s(a, 'hex')} is an enemy-controlled town, and ${s(a, 'modeEn')} never enters one.`,
  }),
  LINE_DEST_ENEMY_SUPPLY: (a) => ({
    ja: `${s(a, 'hex')} は敵の補給源です。戦略移動では進入できません。`,
    en: `${s(a, 'hex')} is the enemy's supply source, and a strategic move never enters it.`,
  }),
  LINE_DEST_SUPPLY: (a) => ({
    ja: `${s(a, 'hex')} は敵支配下の補給源です。戦略移動では進入できません。`,
    en: `${s(a, 'hex')} is an enemy-controlled supply hex, and a strategic move never enters one.`,
  }),
  LINE_WAY_EZOC: (a) => ({
    ja: `${s(a, 'hex')} へは${s(a, 'modeJa')}で行けません。途中の ${s(a, 'viaJa')} が敵ZOCで、通過できません。`,
    en: `${s(a, 'hex')} cannot be reached by ${s(a, 'modeEn')}: the way runs through ${s(a, 'viaEn')}, in an enemy ZOC, which it may not enter.`,
  }),
  LINE_WAY_TOWN: (a) => ({
    ja: `${s(a, 'hex')} へは${s(a, 'modeJa')}で行けません。途中の ${s(a, 'viaJa')} が敵支配下の町で、通過できません。`,
    en: `${s(a, 'hex')} cannot be reached by ${s(a, 'modeEn')}: the way runs through ${s(a, 'viaEn')}, an enemy-controlled town, which it may not enter.`,
  }),
  LINE_WAY_ENEMY_SUPPLY: (a) => ({
    ja: `${s(a, 'hex')} へは${s(a, 'modeJa')}で行けません。途中の ${s(a, 'viaJa')} が敵の補給源で、通過できません。`,
    en: `${s(a, 'hex')} cannot be reached by ${s(a, 'modeEn')}: the way runs through ${s(a, 'viaEn')}, the enemy's supply source, which it may not enter.`,
  }),
  LINE_WAY_SUPPLY: (a) => ({
    ja: `${s(a, 'hex')} へは${s(a, 'modeJa')}で行けません。途中の ${s(a, 'viaJa')} が敵支配下の補給源で、通過できません。`,
    en: `${s(a, 'hex')} cannot be reached by ${s(a, 'modeEn')}: the way runs through ${s(a, 'viaEn')}, an enemy-controlled supply hex, which it may not enter.`,
  }),
  LINE_WAY_STACK: (a) => ({
    ja: `${s(a, 'hex')} へは${s(a, 'modeJa')}で行けません。途中の ${s(a, 'viaJa')} がスタック制限に達していて、通過できません。`,
    en: `${s(a, 'hex')} cannot be reached by ${s(a, 'modeEn')}: the way runs through ${s(a, 'viaEn')}, at the stacking limit, which no unit may pass.`,
  }),
  LINE_WAY_ENEMY: (a) => ({
    ja: `${s(a, 'hex')} へは${s(a, 'modeJa')}で行けません。途中の ${s(a, 'viaJa')} に敵ユニットがいて、通過できません。`,
    en: `${s(a, 'hex')} cannot be reached by ${s(a, 'modeEn')}: enemy units hold ${s(a, 'viaEn')} on the way.`,
  }),
  LINE_BLOCKED: (a) => ({
    ja: `${s(a, 'hex')} へは${s(a, 'modeJa')}で行けません。道をふさぐヘクス: ${s(a, 'waysJa')}。`,
    en: `${s(a, 'hex')} cannot be reached by ${s(a, 'modeEn')}. In the way: ${s(a, 'waysEn')}.`,
  }),
  NOT_ON_LINE: (a) => ({
    ja: `${s(a, 'unit')} は道路・鉄道上にいません。`,
    en: `${s(a, 'unit')} is not on a road or railway.`,
  }),
  // cards
  NO_SUCH_CARD: (a) => ({
    ja: `「${s(a, 'card')}」というカードはありません(#01〜#16)。`,
    en: `There is no card "${s(a, 'card')}" (#01–#16).`,
  }),
  NOT_IN_HAND: (a) => ({
    ja: `${s(a, 'card')} はあなたの手札にありません。`,
    en: `${s(a, 'card')} is not in your hand.`,
  }),
  EVENT_TIMING: (a) => ({
    ja: `「${s(a, 'nameJa')}」は今は使えません(使用時期: ${s(a, 'timingJa')})。`,
    en: `"${s(a, 'nameEn')}" cannot be played now (timing: ${s(a, 'timingEn')}).`,
  }),
  EVENT_CONDITION: (a) => ({
    ja: `「${s(a, 'nameJa')}」の条件を満たしていません: ${s(a, 'whyJa')}`,
    en: `The conditions of "${s(a, 'nameEn')}" are not met: ${s(a, 'whyEn')}`,
  }),
  PA_FLEET_BLOCKED: (a) => ({
    ja: `旅順艦隊はもう出撃できません。「${s(a, 'nameJa')}」のイベントは行えません(カードを捨てるその他のプレイは可能)。`,
    en: `The Port Arthur fleet can no longer sortie: "${s(a, 'nameEn')}" cannot be played as an event (other uses of the card remain).`,
  }),
  FORCED_MARCH_USED: () => ({
    ja: 'このプレイヤー・ターンの強行軍はもう行いました(1枚まで)。',
    en: "You have already made this player turn's forced march (one card).",
  }),
  NO_STRATEGIC_UNIT: () => ({
    ja: '戦略移動できるユニットがありません(EZOCになく道路・鉄道上にいて、移動力1以上)。',
    en: 'No unit can make a strategic move (it must be on a road or railway, outside enemy ZOCs, with MA 1+).',
  }),
  NO_TRANSPORT: (a) => ({
    ja: `輸送できるユニットまたは行き先がありません。${s(a, 'whyJa')}`,
    en: `No unit or destination for a transport. ${s(a, 'whyEn')}`,
  }),
  NO_HOME_TRANSPORT: () => ({
    ja: 'マカロフ中将の効果により、このターンは日本本土ボックスから輸送できません。',
    en: 'Admiral Makarov: no transport out of the Japan box this turn.',
  }),
  BAD_DESTINATION: (a) => ({
    ja: `${s(a, 'dest')} へは輸送できません。行き先: ${s(a, 'legal')}`,
    en: `${s(a, 'dest')} is not a destination of this transport. Legal: ${s(a, 'legal')}`,
  }),
  NOTHING_TO_REBUILD: (a) => ({
    ja: `再編成できる除去ユニットがありません(${s(a, 'typesJa')})。`,
    en: `No eliminated unit can be rebuilt (${s(a, 'typesEn')}).`,
  }),
  JAPAN_NO_REBUILD: () => ({
    ja: '日本軍は手札を捨てて再編成できません(イベント#16のみ)。',
    en: 'Japan cannot rebuild by discarding a card (only by event #16).',
  }),
  REFILL_EXTRA: (a) => ({ ja: `4枚目は引けません: ${s(a, 'whyJa')}`, en: `No fourth card: ${s(a, 'whyEn')}` }),
  // combat
  NO_ENEMY: (a) => ({ ja: `${s(a, 'hex')} に敵ユニットはいません。`, en: `There is no enemy unit in ${s(a, 'hex')}.` }),
  HEX_ATTACKED: (a) => ({
    ja: `${s(a, 'hex')} はこの戦闘フェイズにもう攻撃目標になっています。`,
    en: `${s(a, 'hex')} is already a target this combat phase.`,
  }),
  NO_ATTACKER: (a) => ({
    ja: `${s(a, 'hex')} にZOCが及ぶ自軍ユニットがありません(隣接していません)。`,
    en: `None of your units has ${s(a, 'hex')} in its ZOC (none is next to it).`,
  }),
  ATTACKERS_COMMITTED: (a) => ({
    ja: `${s(a, 'hex')} にZOCが及ぶ自軍ユニット(${s(a, 'unitsJa')})は、どれもこの戦闘フェイズにもう攻撃を宣言しています。`,
    en: `Your units with ${s(a, 'hex')} in their ZOC (${s(a, 'unitsEn')}) are all committed to attacks this combat phase.`,
  }),
  UNIT_ATTACKING: (a) => ({
    ja: `${s(a, 'unit')} はこの戦闘フェイズにもう攻撃を宣言しています。`,
    en: `${s(a, 'unit')} has already been committed to an attack this combat phase.`,
  }),
  NOT_ADJACENT: (a) => ({
    ja: `${s(a, 'unit')} のZOCは ${s(a, 'hex')} に及んでいません。`,
    en: `${s(a, 'unit')} does not have ${s(a, 'hex')} in its ZOC.`,
  }),
  ODDS_TOO_LOW: (a) => ({
    ja: `戦闘力差が${s(a, 'diff')}です。-1未満の攻撃は行えません。`,
    en: `The differential is ${s(a, 'diff')}; attacks below −1 are not allowed.`,
  }),
  NO_ATTACKERS_YET: () => ({
    ja: '攻撃ユニットを1個以上加えてください。',
    en: 'Add at least one attacking unit first.',
  }),
  NOT_DECLARED: (a) => ({
    ja: `${s(a, 'hex')} への攻撃は宣言されていません。`,
    en: `No attack on ${s(a, 'hex')} was declared.`,
  }),
  COMBAT_RESOLVED: (a) => ({
    ja: `${s(a, 'hex')} の戦闘はもう解決済みです。`,
    en: `The combat at ${s(a, 'hex')} is already resolved.`,
  }),
  CARD_USE: (a) => ({
    ja: `${s(a, 'card')} はこの使い方では使えません。`,
    en: `${s(a, 'card')} cannot be used this way.`,
  }),
  // [rule 9.6] why a retreat (or a chain retreat's displacement) may not go to the typed hex, one code per reason.
  RETREAT_NOT_ADJACENT: (a) => ({
    ja: `${s(a, 'hex')} は ${s(a, 'unit')} のいる ${s(a, 'from')} に隣接していません。退却は1ヘクスです。退却先: ${s(a, 'legal')}`,
    en: `${s(a, 'hex')} is not next to ${s(a, 'from')}, where ${s(a, 'unit')} stands; a retreat is one hex. Legal: ${s(a, 'legal')}`,
  }),
  RETREAT_SEA: (a) => ({
    ja: `${s(a, 'hex')} は海なので、${s(a, 'unit')} は退却できません。退却先: ${s(a, 'legal')}`,
    en: `${s(a, 'hex')} is sea, so ${s(a, 'unit')} cannot retreat there. Legal: ${s(a, 'legal')}`,
  }),
  RETREAT_ENEMY: (a) => ({
    ja: `${s(a, 'hex')} には敵ユニットがいるので、${s(a, 'unit')} は退却できません。退却先: ${s(a, 'legal')}`,
    en: `${s(a, 'hex')} holds enemy units, so ${s(a, 'unit')} cannot retreat there. Legal: ${s(a, 'legal')}`,
  }),
  RETREAT_EZOC: (a) => ({
    ja: `${s(a, 'hex')} は敵ZOCなので、${s(a, 'unit')} は退却できません。退却先: ${s(a, 'legal')}`,
    en: `${s(a, 'hex')} is in an enemy ZOC, so ${s(a, 'unit')} cannot retreat there. Legal: ${s(a, 'legal')}`,
  }),
  RETREAT_FULL: (a) => ({
    ja: `${s(a, 'hex')} はスタック制限(${s(a, 'limit')}個)に達しています。制限内で退却できるヘクスがあるので、連鎖退却にはなりません。退却先: ${s(a, 'legal')}`,
    en: `${s(a, 'hex')} is at the stacking limit (${s(a, 'limit')}); another hex has room, so there is no chain retreat. Legal: ${s(a, 'legal')}`,
  }),
  RETREAT_NO_ROOM_MADE: (a) => ({
    ja: `${s(a, 'hex')} はスタック制限(${s(a, 'limit')}個)に達していて、そこにいるユニットは連鎖退却で場所を空けられません。退却先: ${s(a, 'legal')}`,
    en: `${s(a, 'hex')} is at the stacking limit (${s(a, 'limit')}), and no unit there can retreat further to make room. Legal: ${s(a, 'legal')}`,
  }),
  RETREAT_IN_CHAIN: (a) => ({
    ja: `${s(a, 'hex')} はこの連鎖退却ですでに通ったヘクスです。退却先: ${s(a, 'legal')}`,
    en: `${s(a, 'hex')} is already part of this chain retreat. Legal: ${s(a, 'legal')}`,
  }),
  DISPLACE_NOT_THERE: (a) => ({
    ja: `${s(a, 'unit')} は ${s(a, 'hex')} にいる自軍ユニットではないので、場所を空けられません。選べるもの: ${s(a, 'legal')}`,
    en: `${s(a, 'unit')} is not one of your units in ${s(a, 'hex')}, so it cannot make room there. Choices: ${s(a, 'legal')}`,
  }),
  DISPLACE_MA_ZERO: (a) => ({
    ja: `${s(a, 'unit')} は移動力0なので、退却して場所を空けられません。選べるもの: ${s(a, 'legal')}`,
    en: `${s(a, 'unit')} has a movement allowance of 0, so it cannot retreat to make room. Choices: ${s(a, 'legal')}`,
  }),
  DISPLACE_NO_WAY: (a) => ({
    ja: `${s(a, 'unit')} には退却できるヘクスがないので、場所を空けられません。選べるもの: ${s(a, 'legal')}`,
    en: `${s(a, 'unit')} has no hex to retreat into, so it cannot make room. Choices: ${s(a, 'legal')}`,
  }),
  NOT_RETREATING: (a) => ({
    ja: `${s(a, 'unit')} は退却するユニットではありません。`,
    en: `${s(a, 'unit')} is not one of the units retreating.`,
  }),
  // [rule 9.7] why a unit may not advance: one code per reason.
  ADVANCE_NOT_ATTACKER: (a) => ({
    ja: `${s(a, 'unit')} はこの攻撃に参加していないので前進できません。前進できるのは: ${s(a, 'legal')}`,
    en: `${s(a, 'unit')} did not take part in this attack, so it cannot advance. Units that may: ${s(a, 'legal')}`,
  }),
  ADVANCE_MA_ZERO: (a) => ({
    ja: `${s(a, 'unit')} は移動力0なので前進できません。前進できるのは: ${s(a, 'legal')}`,
    en: `${s(a, 'unit')} has a movement allowance of 0, so it cannot advance. Units that may: ${s(a, 'legal')}`,
  }),
  ADVANCE_DONE: (a) => ({
    ja: `${s(a, 'unit')} はもう ${s(a, 'hex')} へ前進しました。前進できるのは: ${s(a, 'legal')}`,
    en: `${s(a, 'unit')} has already advanced into ${s(a, 'hex')}. Units that may: ${s(a, 'legal')}`,
  }),
  ADVANCE_FULL: (a) => ({
    ja: `${s(a, 'hex')} はスタック制限(${s(a, 'limit')}個)に達したので、これ以上前進できません。`,
    en: `${s(a, 'hex')} is at the stacking limit (${s(a, 'limit')}), so no more units may advance.`,
  }),
  ADVANCE_NO_RESULT: (a) => ({
    ja: `戦闘結果は${s(a, 'result')}です。戦闘後前進はDRかDEの後だけです。`,
    en: `The result was ${s(a, 'result')}; an advance follows only a DR or a DE.`,
  }),
  ADVANCE_ENEMY_THERE: (a) => ({
    ja: `${s(a, 'hex')} にはまだ敵ユニットがいるので前進できません。`,
    en: `Enemy units still hold ${s(a, 'hex')}, so no unit may advance.`,
  }),
  BAD_LOSS: (a) => ({
    ja: `${s(a, 'unit')} はこの戦闘で除去できるユニットではありません。`,
    en: `${s(a, 'unit')} is not one of the units that may be removed in this combat.`,
  }),
};

/** [rule 8.2] [rule 10.2.4] A hex that shuts a line move's way, and why: an item of LINE_BLOCKED's list. */
export const LINE_BLOCK: Record<string, Template> = {
  ezoc: (a) => ({ ja: `${s(a, 'via')}(敵ZOC)`, en: `${s(a, 'via')} (in an enemy ZOC)` }),
  town: (a) => ({ ja: `${s(a, 'via')}(敵支配下の町)`, en: `${s(a, 'via')} (an enemy-controlled town)` }),
  enemySupply: (a) => ({ ja: `${s(a, 'via')}(敵の補給源)`, en: `${s(a, 'via')} (the enemy's supply source)` }),
  supply: (a) => ({ ja: `${s(a, 'via')}(敵支配下の補給源)`, en: `${s(a, 'via')} (an enemy-controlled supply hex)` }),
  stack: (a) => ({ ja: `${s(a, 'via')}(スタック制限)`, en: `${s(a, 'via')} (at the stacking limit)` }),
  enemy: (a) => ({ ja: `${s(a, 'via')}(敵ユニット)`, en: `${s(a, 'via')} (enemy units)` }),
};

/** [rule 8.1] [rule 6.1] [rule 7.3] A hex that ends or shuts a normal move's way, and why: an item of MOVE_BLOCKED's list. */
export const MOVE_BLOCK: Record<string, Template> = {
  rough: (a) => ({ ja: `${s(a, 'via')}(荒地で停止)`, en: `${s(a, 'via')} (rough: the move ends)` }),
  river: (a) => ({ ja: `${s(a, 'via')}(河川越えで停止)`, en: `${s(a, 'via')} (across a river: the move ends)` }),
  ezoc: (a) => ({ ja: `${s(a, 'via')}(敵ZOCで停止)`, en: `${s(a, 'via')} (enemy ZOC: the move ends)` }),
  stack: (a) => ({ ja: `${s(a, 'via')}(スタック制限)`, en: `${s(a, 'via')} (at the stacking limit)` }),
  enemy: (a) => ({ ja: `${s(a, 'via')}(敵ユニット)`, en: `${s(a, 'via')} (enemy units)` }),
};

export function reject(code: keyof typeof REJECTIONS & string, args: Args = {}, rule?: string): Rejection {
  return makeRejection(REJECTIONS, code, args, rule);
}

export const DECISION_NAME: Record<string, Text> = {
  refill: { ja: 'カード補充', en: 'card refill' },
  movement: { ja: '移動フェイズ', en: 'movement phase' },
  'move-to': { ja: '移動先の選択', en: 'choosing a destination' },
  'zoc-loss': { ja: 'ZOC喪失の対象選択', en: 'choosing the ZOC-loss target' },
  combat: { ja: '攻撃の宣言', en: 'declaring attacks' },
  declare: { ja: '攻撃ユニットの選択', en: 'choosing the attackers' },
  resolve: { ja: '戦闘の解決順の選択', en: 'choosing the next combat' },
  support: { ja: '攻撃支援', en: 'attack support' },
  'combat-event': { ja: '戦闘イベント', en: 'combat events' },
  loss: { ja: '除去ユニットの選択', en: 'choosing a loss' },
  ar: { ja: 'AR: 退却かAEか', en: 'AR: retreat or AE' },
  retreat: { ja: '退却', en: 'retreat' },
  chain: { ja: '連鎖退却', en: 'chain retreat' },
  advance: { ja: '戦闘後前進', en: 'advance after combat' },
  'card-play': { ja: 'カードプレイ・フェイズ', en: 'card-play phase' },
  'pick-unit': { ja: 'ユニットの選択', en: 'choosing a unit' },
  'pick-dest': { ja: '行き先の選択', en: 'choosing a destination' },
  'fleet-reaction': { ja: '艦隊出撃への対応', en: 'answering a fleet sortie' },
  'naval-flagship': { ja: 'マカロフ中将の旗艦の選択', en: "choosing Makarov's flagship" },
  'naval-sortie': { ja: 'ロシア艦隊の出撃', en: 'Russian fleet sortie' },
  'naval-response': { ja: '日本海軍の対応', en: 'Japanese naval response' },
  'naval-loss': { ja: '海軍損害の割り振り', en: 'assigning naval losses' },
  'naval-assign': { ja: '余剰艦の砲撃目標', en: 'aiming the extra ships' },
};

export const PHASE_NAME: Record<string, Text> = {
  refill: { ja: 'カード補充フェイズ', en: 'card refill phase' },
  movement: { ja: '移動フェイズ', en: 'movement phase' },
  combat: { ja: '戦闘フェイズ', en: 'combat phase' },
  cardPlay: { ja: 'カードプレイ・フェイズ', en: 'card-play phase' },
  victory: { ja: '勝利確認フェイズ', en: 'victory check phase' },
};

export const BOX_NAME: Record<string, Text> = {
  korea: { ja: '朝鮮半島', en: 'Korea' },
  siberia: { ja: 'シベリア', en: 'Siberia' },
  japan: { ja: '日本本土', en: 'Japan' },
  europeanRussia: { ja: 'ヨーロッパ・ロシア', en: 'European Russia' },
  eliminated: { ja: '壊滅ユニット保管', en: 'Eliminated' },
};

/** A combat modifier in the log's combat line (9.4): "修整 町+1", "modifiers town+1". */
export const MODIFIER_NAME: Record<string, Text> = {
  river: { ja: '河川', en: 'river' },
  rough: { ja: '荒地', en: 'rough' },
  town: { ja: '町', en: 'town' },
  support: { ja: '攻撃支援', en: 'support' },
};

export const TIMING_NAME: Record<string, Text> = {
  cardPlay: { ja: '自軍カードプレイ・フェイズ', en: 'own card-play phase' },
  movement: { ja: '自軍移動フェイズ', en: 'own movement phase' },
  beforeRoll: { ja: '戦闘: ダイスを振る前', en: 'combat, before the roll' },
  afterRoll: { ja: '戦闘: ダイスを振った後', en: 'combat, after the roll' },
  reaction: { ja: '敵艦隊イベントへの対応', en: 'in answer to an enemy fleet event' },
  anytime: { ja: '自軍カードプレイ・フェイズまたは戦闘中', en: 'own card-play phase or during a combat' },
  onDraw: { ja: '引いたとき', en: 'when drawn' },
};

const UNIT_NAMES = new Map<string, Text>(
  Object.values(COUNTER_BY_ID).map((c) => [c.id, { ja: `${c.name.ja}(${c.id})`, en: `${c.name.en} (${c.id})` }]),
);

/** A unit as players read it: "近衛師団 (J-Gds)". */
export function unitName(id: string): Text {
  return UNIT_NAMES.get(id) ?? { ja: id, en: id };
}

export function unitNames(ids: readonly string[]): Text {
  return { ja: ids.map((i) => unitName(i).ja).join('・'), en: ids.map((i) => unitName(i).en).join(', ') };
}

/** A hex with its place name when it has one: "1913 遼陽". */
export function hexName(hex: string): Text {
  if (hex === 'korea' || hex === 'siberia' || hex === 'japan' || hex === 'europeanRussia' || hex === 'eliminated') {
    const b = BOX_NAME[hex]!;
    return { ja: `${b.ja}ボックス`, en: `the ${b.en} box` };
  }
  return HEX_NAMES.get(hex) ?? { ja: hex, en: hex };
}

const HEX_NAMES = new Map<string, Text>(
  [...HEX_BY_ID.values()].map((h) => {
    const n = h.town ?? PLACE_LABELS.find((l) => l.hex === h.id)?.name;
    return [h.id, n ? { ja: `${h.id} ${n.ja}`, en: `${h.id} ${n.en}` } : { ja: h.id, en: h.id }];
  }),
);

/** "#09 児玉源太郎" — a card named by the half its player uses. */
export function cardName(card: CardId, side: NSide): Text {
  const c = CARD_BY_ID[card];
  if (!c) return { ja: card, en: card };
  return { ja: `${card} ${c[side].name.ja}`, en: `${card} ${c[side].name.en}` };
}

/** Both halves: "#09 児玉源太郎 / バルチック艦隊回航". */
export function cardFull(card: CardId): Text {
  const c = CARD_BY_ID[card];
  if (!c) return { ja: card, en: card };
  return {
    ja: `${card} ${c.japan.name.ja} / ${c.russia.name.ja}`,
    en: `${card} ${c.japan.name.en} / ${c.russia.name.en}`,
  };
}
