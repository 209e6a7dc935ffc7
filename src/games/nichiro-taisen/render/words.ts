// 日露大戦's map image: the words it prints that are not the game's own (the game's words —
// side, phase, card names — come from src/games/nichiro-taisen/messages.ts).
import type { Locale, Text } from '#engine/types.ts';
import { CARD_BY_ID } from '../data/cards.ts';
import type { CrtResult, NSide, PhaseId } from '../types.ts';
import { WORDS } from '#render/words.ts';
import { PHASE_NAME } from '../messages.ts';

// ---------------------------------------------------------------------------------------------
// Words

export const SIDE_MARK: Record<NSide, Text> = {
  japan: { ja: '日', en: 'J' },
  russia: { ja: '露', en: 'R' },
};

/** The phase as the header prints it: the game's own phase name (messages.ts), English capitalised. */
export function phaseTitle(phase: PhaseId, locale: Locale): string {
  const p = PHASE_NAME[phase];
  if (!p) return phase;
  return locale === 'en' ? p.en.charAt(0).toUpperCase() + p.en.slice(1) : p.ja;
}

export const RESULT_NAME: Record<CrtResult, Text> = {
  DE: { ja: '防御側壊滅', en: 'Defender eliminated' },
  DR: { ja: '防御側退却', en: 'Defender retreats' },
  EX: { ja: '相互損害', en: 'Exchange' },
  NE: { ja: '効果なし', en: 'No effect' },
  AR: { ja: '攻撃側退却', en: 'Attacker retreats' },
  AE: { ja: '攻撃側壊滅', en: 'Attacker eliminated' },
};

export const MODIFIER_NAME: Record<string, Text> = {
  river: { ja: '河川', en: 'River' },
  rough: { ja: '荒地', en: 'Rough' },
  town: { ja: '町', en: 'Town' },
  support: { ja: '攻撃支援', en: 'Support' },
};

export const T = {
  ...WORDS,
  title: { ja: '日露大戦', en: 'The Russo-Japanese War' },
  subtitle: { ja: '1904年4月〜1905年3月 · 遼東半島と満洲', en: 'April 1904 – March 1905 · Liaotung and Manchuria' },
  eyesOnly: { ja: '{side}の画面', en: "{side}'s view" },
  turn: { ja: '第{n}ターン', en: 'Turn {n}' },
  turnTrack: { ja: 'ターン', en: 'Turn' },
  morale: { ja: '士気', en: 'Morale' },
  playerTurn: { ja: '{side}プレイヤー・ターン', en: "{side}'s player turn" },
  forcedMarch: { ja: '強行軍', en: 'Forced march' },
  toAct: { ja: '決定待ち', en: 'Waiting for' },
  cards: { ja: 'カード', en: 'Cards' },
  hand: { ja: '手札', en: 'hand' },
  deck: { ja: '山札', en: 'Deck' },
  discard: { ja: '捨て札', en: 'Discards' },
  topDiscard: { ja: '捨て札の一番上', en: 'Top of the discards' },
  noDiscard: { ja: '(なし)', en: '(none)' },
  nCards: { ja: '{n}枚', en: '{n}' },
  markers: { ja: 'マーカー', en: 'Markers' },
  paFleet: { ja: '旅順艦隊', en: 'Port Arthur fleet' },
  paFleetBlocked: { ja: '出撃不能', en: 'cannot sortie' },
  paFleetFree: { ja: '出撃可能', en: 'may sortie' },
  handLimit: { ja: '日本軍の手札上限', en: "Japan's hand limit" },
  homeTransport: { ja: '日本本土からの輸送', en: 'Transport from Japan' },
  barred: { ja: '不可', en: 'barred' },
  allowed: { ja: '可', en: 'allowed' },
  forcedMarchUsed: { ja: '強行軍', en: 'Forced march' },
  railUsed: { ja: '鉄道移動', en: 'Rail move' },
  used: { ja: '使用済', en: 'used' },
  unused: { ja: '未使用', en: 'unused' },
  moraleDie: { ja: '士気判定の修整', en: 'Morale check die' },
  lost: { ja: '今ターンの損失', en: 'Lost this turn' },
  zocLoss: { ja: 'ZOC喪失', en: 'ZOC loss' },
  combatNow: { ja: '戦闘解決中', en: 'Combat being resolved' },
  attacker: { ja: '攻撃', en: 'Attack' },
  defender: { ja: '防御', en: 'Defence' },
  modifiers: { ja: '修整', en: 'Modifiers' },
  noModifier: { ja: '修整なし', en: 'no modifiers' },
  differential: { ja: '戦力差', en: 'Differential' },
  column: { ja: 'コラム', en: 'Column' },
  noAttack: { ja: '攻撃不可', en: 'no attack' },
  die: { ja: 'ダイス', en: 'Die' },
  rolled: { ja: '出目の結果', en: 'Rolled' },
  events: { ja: 'イベント', en: 'Events' },
  support: { ja: '攻撃支援', en: 'Support' },
  result: { ja: '結果', en: 'Result' },
  pending: { ja: '未決定', en: 'pending' },
  legend: { ja: '凡例', en: 'Key' },
  scale: { ja: '1ヘクス 約24km', en: '1 hex ≈ 24 km' },
  declared: { ja: '攻撃宣言', en: 'Declared attack' },
  boxCount: { ja: '{n}個', en: '{n}' },
} satisfies Record<string, Text>;

export const LEGEND_TEXT: Record<string, Text> = {
  clear: { ja: '平地', en: 'Clear' },
  rough: { ja: '荒地', en: 'Rough' },
  sea: { ja: '海', en: 'Sea' },
  river: { ja: '河川', en: 'River' },
  allSea: { ja: '全海ヘクスサイド', en: 'All-sea hexside' },
  road: { ja: '道路', en: 'Road' },
  rail: { ja: '鉄道', en: 'Railway' },
  town: { ja: '町', en: 'Town' },
  keyPoint: { ja: '重要地点', en: 'Key point' },
  portSouth: { ja: '南部の港湾', en: 'Southern port' },
  portOther: { ja: 'その他の港湾', en: 'Other port' },
  supplyJ: { ja: '日本軍補給源', en: 'Japanese supply' },
  supplyR: { ja: 'ロシア軍補給源', en: 'Russian supply' },
  controlJ: { ja: '日本軍支配', en: 'Japanese control' },
  controlR: { ja: 'ロシア軍支配', en: 'Russian control' },
  zoc: { ja: 'ZOC喪失', en: 'ZOC loss' },
  last: { ja: '直前の行動', en: 'Last action' },
  combat: { ja: '戦闘', en: 'Combat' },
};

export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0';
}

/** Place names without the parenthesised gloss ("Chinchou (Nanshan)" → "Chinchou"). */
export function shortName(t: Text, locale: Locale): string {
  return t[locale].replace(/\s*\(.*\)\s*$/, '');
}

/** A card's title for the panels: "#09 児玉源太郎 / バルチック艦隊回航". */
export function cardTitle(id: string, locale: Locale): string {
  const c = CARD_BY_ID[id];
  if (!c) return id;
  return `${id} ${c.japan.name[locale]} / ${c.russia.name[locale]}`;
}
