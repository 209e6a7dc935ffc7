// 日露大戦: the 16 cards ([rule 2.4], [rule 10.0]). Each card has a Japanese event (top half) and a Russian event
// (bottom half); any card may instead be discarded for attack support, forced march, strategic
// move, transport or rebuild ([rule 10.2]). The card texts were pictures: the names and timings the
// rulebook gives are kept exactly; the rest is reconstructed from play reports or designed from
// the history of the war (`source`), see docs/games/nichiro-taisen.md ("Cards").
import type { Text } from '#engine/types.ts';
import type { CardId, CrtResult, NSide } from '../types.ts';

/**
 * When an event may be played ([rule 10.2.1] no printed timing = own card-play phase).
 * - cardPlay: own card-play phase.
 * - movement: own movement phase (also a forced-march movement phase), before a unit moves.
 * - beforeRoll / afterRoll: in a combat, before the die / after the result is known ([rule 10.4.5]).
 * - reaction: when the opponent plays one of `cancels` as an event (the card cancels it).
 * - anytime: own card-play phase, or one's turn in a combat event window ([rule 10.4.5]).
 * - onDraw: takes effect when drawn ([rule 10.4.6]); never held.
 */
export type Timing = 'cardPlay' | 'movement' | 'beforeRoll' | 'afterRoll' | 'reaction' | 'anytime' | 'onDraw';

/** How an after-roll event changes the result. */
export type ResultMap = Partial<Record<CrtResult, CrtResult>>;

/** One step in the attacker's / defender's favour (#02 オチキス機関銃, #11 リネウィッチ). */
export const FAVOUR_ATTACKER: ResultMap = { AE: 'AR', AR: 'NE', NE: 'DR', EX: 'DE' };
export const FAVOUR_DEFENDER: ResultMap = { DE: 'DR', DR: 'NE', NE: 'AR', EX: 'AE' };

export type Effect =
  /** Port Arthur / Vladivostok fleet sortie ([rule 10.4.3]): Japan's hand limit next Japanese turn; #06 also bars transport from the Japan box. */
  | { kind: 'fleet'; portArthur: boolean; handLimit: number | null; noHomeTransport: boolean }
  /** Cancel the opponent's fleet event just played. */
  | { kind: 'cancelFleet'; cancels: CardId[] }
  /** [rule 10.4.1] the Port Arthur fleet can no longer sortie. */
  | { kind: 'blockPaFleet' }
  /** #08 二十八糎榴弾砲: needs a Japanese unit next to 旅順; PA back to 2-0 and [rule 10.4.1]. */
  | { kind: 'howitzers' }
  | { kind: 'morale'; target: NSide; delta: number }
  /** This game turn's morale check of `target` gets `delta` on the die. */
  | { kind: 'moraleDie'; target: NSide; delta: number }
  /** [rule 6.4] ZOC-loss marker on a Russian unit until the end of the Japanese player turn. */
  | { kind: 'zocLoss' }
  /** [rule 10.4.5] before the roll: the result is DR. `as`: the role the player must have. */
  | { kind: 'forceDR'; as: 'attacker' | 'defender' }
  /** [rule 10.4.5] after the roll: change the result. `where`: only when the defender is in that hex. */
  | {
      kind: 'result';
      as: 'attacker' | 'defender' | 'either';
      attacking?: ResultMap;
      defending?: ResultMap;
      where?: string;
    }
  /** #08 コンドラチェンコ: PA to 3-0 ([rule 10.4.4]); in a combat where PA defends, the CRT is read again. */
  | { kind: 'kondratenko' }
  /** Take the top card of the discard pile into the hand (#13 軍神). */
  | { kind: 'retrieve' }
  /** Rebuild an eliminated unit of these types into a box ([rule 10.2.6], #13, #16). */
  | { kind: 'rebuild'; types: string[]; to: 'japan' | 'europeanRussia' }
  /** Move up to `count` units of these types from European Russia to Siberia (#14 シベリア鉄道). */
  | { kind: 'railTransport'; count: number; types: string[] }
  /** Transport up to `count` units from the Japan box as by [rule 10.2.5], to one destination (#11). */
  | { kind: 'landing'; count: number }
  /** One unit on the map makes a normal move (#10 黒木為楨, #15 ミシチェンコ騎兵団). */
  | { kind: 'extraMove' }
  /** #09 バルチック艦隊回航: from `fromTurn`, Japan loses 1 morale unless it controls 旅順. */
  | { kind: 'balticFleet'; fromTurn: number }
  /** [rule 10.4.6] shuffle this card, the discards and the deck into a new deck when drawn. */
  | { kind: 'reshuffle' };

export interface EventHalf {
  name: Text;
  timing: Timing[];
  /** The effect as a player reads it. */
  text: Text;
  /** rulebook: name and timing in the rules; reports: name from published play reports; designed: ours. */
  source: 'rulebook' | 'reports' | 'designed';
  effect: Effect;
}

export interface CardData {
  id: CardId;
  japan: EventHalf;
  russia: EventHalf;
}

const t = (ja: string, en: string): Text => ({ ja, en });

export const CARDS: readonly CardData[] = [
  {
    id: '#01',
    japan: {
      name: t('旅順港閉塞作戦', 'Blocking of Port Arthur'),
      timing: ['reaction'],
      source: 'rulebook',
      text: t(
        'ロシア軍が「旅順艦隊出撃」「マカロフ中将」を行ったとき、その効果を打ち消す。',
        'When Russia plays "Port Arthur Fleet Sorties" or "Admiral Makarov", cancel its effect.',
      ),
      effect: { kind: 'cancelFleet', cancels: ['#01', '#06'] },
    },
    russia: {
      name: t('旅順艦隊出撃', 'Port Arthur Fleet Sorties'),
      timing: ['cardPlay'],
      source: 'rulebook',
      text: t(
        '次の日本軍プレイヤー・ターン、日本軍の手札上限は1枚(10.4.3)。旅順艦隊出撃不能なら使えない(10.4.1)。',
        "Japan's hand limit is 1 during the next Japanese player turn (10.4.3). Not once the Port Arthur fleet cannot sortie (10.4.1).",
      ),
      effect: { kind: 'fleet', portArthur: true, handLimit: 1, noHomeTransport: false },
    },
  },
  {
    id: '#02',
    japan: {
      name: t('オチキス機関銃', 'Hotchkiss Machine Guns'),
      timing: ['afterRoll'],
      source: 'rulebook',
      text: t(
        '日本軍が参加する戦闘で、戦闘結果を日本軍に1段階有利に変える(攻撃時 AE→AR→NE→DR, EX→DE / 防御時 DE→DR→NE→AR, EX→AE)。',
        "In a combat Japan takes part in, move the result one step in Japan's favour (attacking AE→AR→NE→DR, EX→DE; defending DE→DR→NE→AR, EX→AE).",
      ),
      effect: { kind: 'result', as: 'either', attacking: FAVOUR_ATTACKER, defending: FAVOUR_DEFENDER },
    },
    russia: {
      name: t('永久堡壘', 'Permanent Forts'),
      timing: ['afterRoll'],
      source: 'rulebook',
      text: t(
        '旅順(1201)のロシア軍が防御するとき、戦闘結果DE・DR・EXをNEに変える。',
        'When Russians defend Port Arthur (1201), a DE, DR or EX becomes NE.',
      ),
      effect: { kind: 'result', as: 'defender', defending: { DE: 'NE', DR: 'NE', EX: 'NE' }, where: '1201' },
    },
  },
  {
    id: '#03',
    japan: {
      name: t('機雷', 'Mines'),
      timing: ['cardPlay'],
      source: 'rulebook',
      text: t('以後、旅順艦隊は出撃できない(10.4.1)。', 'From now on the Port Arthur fleet cannot sortie (10.4.1).'),
      effect: { kind: 'blockPaFleet' },
    },
    russia: {
      name: t('十字砲火', 'Crossfire'),
      timing: ['afterRoll'],
      source: 'rulebook',
      text: t(
        'ロシア軍が防御するとき、戦闘結果NE→AR、AR→AEに変える。',
        'When Russia defends, NE becomes AR and AR becomes AE.',
      ),
      effect: { kind: 'result', as: 'defender', defending: { NE: 'AR', AR: 'AE' } },
    },
  },
  {
    id: '#04',
    japan: {
      name: t('秋山真之', 'Akiyama Saneyuki'),
      timing: ['reaction'],
      source: 'rulebook',
      text: t(
        'ロシア軍が「ウラジオ艦隊出撃」を行ったとき、その効果を打ち消す。',
        'When Russia plays "Vladivostok Squadron Sorties", cancel its effect.',
      ),
      effect: { kind: 'cancelFleet', cancels: ['#05'] },
    },
    russia: {
      name: t('防御工事', 'Field Fortifications'),
      timing: ['afterRoll'],
      source: 'rulebook',
      text: t('ロシア軍が防御するとき、戦闘結果DRをNEに変える。', 'When Russia defends, DR becomes NE.'),
      effect: { kind: 'result', as: 'defender', defending: { DR: 'NE' } },
    },
  },
  {
    id: '#05',
    japan: {
      name: t('外債募集 (高橋是清)', 'War Loans (Takahashi Korekiyo)'),
      timing: ['cardPlay'],
      source: 'designed',
      text: t('日本軍の士気+1(上限6)。', 'Japanese morale +1 (maximum 6).'),
      effect: { kind: 'morale', target: 'japan', delta: 1 },
    },
    russia: {
      name: t('ウラジオ艦隊出撃', 'Vladivostok Squadron Sorties'),
      timing: ['cardPlay'],
      source: 'rulebook',
      text: t(
        '次の日本軍プレイヤー・ターン、日本軍の手札上限は1枚(10.4.3)。',
        "Japan's hand limit is 1 during the next Japanese player turn (10.4.3).",
      ),
      effect: { kind: 'fleet', portArthur: false, handLimit: 1, noHomeTransport: false },
    },
  },
  {
    id: '#06',
    japan: {
      name: t('明石大佐', 'Colonel Akashi'),
      timing: ['cardPlay'],
      source: 'reports',
      text: t(
        'ロシア国内の革命運動を支援: ロシア軍の士気-1。',
        'Funds the revolutionaries in Russia: Russian morale −1.',
      ),
      effect: { kind: 'morale', target: 'russia', delta: -1 },
    },
    russia: {
      name: t('マカロフ中将', 'Admiral Makarov'),
      timing: ['cardPlay'],
      source: 'rulebook',
      text: t(
        '旅順艦隊が日本の海上輸送を襲う: 次の日本軍プレイヤー・ターン、日本本土ボックスから輸送できない。旅順艦隊出撃不能なら使えない(10.4.1)。',
        'The Port Arthur fleet strikes at Japanese sea transport: no transport out of the Japan box during the next Japanese player turn. Not once the Port Arthur fleet cannot sortie (10.4.1).',
      ),
      effect: { kind: 'fleet', portArthur: true, handLimit: null, noHomeTransport: true },
    },
  },
  {
    id: '#07',
    japan: {
      name: t('浸透戦術', 'Infiltration Tactics'),
      timing: ['movement'],
      source: 'reports',
      text: t(
        '自軍移動フェイズ中: マップ上のロシア軍ユニット1個にZOC喪失マーカーを置く。日本軍プレイヤー・ターン終了までそのユニットはZOCを持たない(6.4)。',
        'In your movement phase: put a ZOC-loss marker on a Russian unit on the map; it has no ZOC until the end of the Japanese player turn (6.4).',
      ),
      effect: { kind: 'zocLoss' },
    },
    russia: {
      name: t('マキシム機関銃', 'Maxim Machine Guns'),
      timing: ['afterRoll'],
      source: 'rulebook',
      text: t(
        'ロシア軍が防御するとき、戦闘結果DR→AR、DE→EXに変える(児玉源太郎への対抗策)。',
        'When Russia defends, DR becomes AR and DE becomes EX (the answer to Kodama).',
      ),
      effect: { kind: 'result', as: 'defender', defending: { DR: 'AR', DE: 'EX' } },
    },
  },
  {
    id: '#08',
    japan: {
      name: t('二十八糎榴弾砲', '28 cm Howitzers'),
      timing: ['cardPlay'],
      source: 'designed',
      text: t(
        '旅順(1201)に隣接する日本軍ユニットがいるとき: 旅順守備隊を2-0面に戻し、以後旅順艦隊は出撃できない(10.4.1)。',
        'With a Japanese unit next to Port Arthur (1201): flip the garrison back to 2-0, and the Port Arthur fleet can no longer sortie (10.4.1).',
      ),
      effect: { kind: 'howitzers' },
    },
    russia: {
      name: t('コンドラチェンコ', 'Kondratenko'),
      timing: ['afterRoll', 'cardPlay'],
      source: 'rulebook',
      text: t(
        '旅順守備隊を3-0面にする(10.4.4)。旅順守備隊が防御する戦闘でダイスの後に使えば、3-0で戦闘結果を判定し直す(同じダイス。児玉源太郎のDRはNEになる)。',
        'Flip the Port Arthur garrison to 3-0 (10.4.4). Played after the roll in a combat where it defends, read the CRT again at 3 (same die; a DR fixed by Kodama becomes NE).',
      ),
      effect: { kind: 'kondratenko' },
    },
  },
  {
    id: '#09',
    japan: {
      name: t('児玉源太郎', 'Kodama Gentaro'),
      timing: ['beforeRoll'],
      source: 'rulebook',
      text: t(
        '日本軍が攻撃側のとき、ダイスを振る前に使用: 戦闘結果はDR(10.4.5)。',
        'When Japan attacks, before the roll: the result is DR (10.4.5).',
      ),
      effect: { kind: 'forceDR', as: 'attacker' },
    },
    russia: {
      name: t('バルチック艦隊回航', 'The Baltic Fleet Sails'),
      timing: ['cardPlay'],
      source: 'designed',
      text: t(
        '第7ターン(1904年10月)以降: 日本軍が旅順を支配していなければ日本軍の士気-1。',
        'From turn 7 (October 1904): unless Japan controls Port Arthur, Japanese morale −1.',
      ),
      effect: { kind: 'balticFleet', fromTurn: 7 },
    },
  },
  {
    id: '#10',
    japan: {
      name: t('黒木為楨', 'Kuroki Tamemoto'),
      timing: ['cardPlay'],
      source: 'designed',
      text: t(
        'マップ上の日本軍ユニット1個が通常の移動を行う(強行軍の制限に数えない)。',
        'One Japanese unit on the map makes a normal move (does not count as the forced march).',
      ),
      effect: { kind: 'extraMove' },
    },
    russia: {
      name: t('クロパトキン', 'Kuropatkin'),
      timing: ['beforeRoll'],
      source: 'rulebook',
      text: t(
        'ロシア軍が防御側のとき、ダイスを振る前に使用: 戦闘結果はDR(ロシア軍が退却する, 10.4.5)。',
        'When Russia defends, before the roll: the result is DR (the Russians fall back, 10.4.5).',
      ),
      effect: { kind: 'forceDR', as: 'defender' },
    },
  },
  {
    id: '#11',
    japan: {
      name: t('第三軍上陸 (乃木希典)', 'The 3rd Army Lands (Nogi Maresuke)'),
      timing: ['cardPlay'],
      source: 'designed',
      text: t(
        '日本本土ボックスのユニット2個までを、輸送(10.2.5)と同じ条件で1つの行き先へ輸送する。',
        'Transport up to two units from the Japan box to one destination, as by transport (10.2.5).',
      ),
      effect: { kind: 'landing', count: 2 },
    },
    russia: {
      name: t('リネウィッチ', 'Linevich'),
      timing: ['afterRoll'],
      source: 'rulebook',
      text: t(
        'ロシア軍が参加する戦闘で、戦闘結果をロシア軍に1段階有利に変える(オチキス機関銃と同じ表)。',
        "In a combat Russia takes part in, move the result one step in Russia's favour (as Hotchkiss).",
      ),
      effect: { kind: 'result', as: 'either', attacking: FAVOUR_ATTACKER, defending: FAVOUR_DEFENDER },
    },
  },
  {
    id: '#12',
    japan: {
      name: t('征露丸', 'Seirogan'),
      timing: ['onDraw'],
      source: 'rulebook',
      text: t(
        '引いたら直ちに、このカードと捨て札とデッキを合わせてシャッフルし新しいデッキをつくる(10.4.6)。代わりのカードは引かない。',
        'When drawn: shuffle this card, the discards and the deck into a new deck (10.4.6). No card is drawn instead.',
      ),
      effect: { kind: 'reshuffle' },
    },
    russia: {
      name: t('南下政策', 'Southward Policy'),
      timing: ['onDraw'],
      source: 'rulebook',
      text: t(
        '引いたら直ちに、このカードと捨て札とデッキを合わせてシャッフルし新しいデッキをつくる(10.4.6)。代わりのカードは引かない。',
        'When drawn: shuffle this card, the discards and the deck into a new deck (10.4.6). No card is drawn instead.',
      ),
      effect: { kind: 'reshuffle' },
    },
  },
  {
    id: '#13',
    japan: {
      name: t('軍神', 'War God'),
      timing: ['anytime'],
      source: 'rulebook',
      text: t(
        '捨て札パイルの一番上のカードを手札に加える。戦闘解決中にも使える(交互に1回ずつ, 10.4.5)。',
        'Take the top card of the discard pile into your hand. May be played during a combat (one event at a time, alternately, 10.4.5).',
      ),
      effect: { kind: 'retrieve' },
    },
    russia: {
      name: t('再編成', 'Reorganisation'),
      timing: ['cardPlay'],
      source: 'rulebook',
      text: t(
        '除去された自軍3-2または5-2ユニット1個をヨーロッパ・ロシア・ボックスに置く(10.2.6)。',
        'Put one eliminated Russian 3-2 or 5-2 unit in the European Russia box (10.2.6).',
      ),
      effect: { kind: 'rebuild', types: ['3-2', '5-2'], to: 'europeanRussia' },
    },
  },
  {
    id: '#14',
    japan: {
      name: t('壊血病', 'Scurvy'),
      timing: ['cardPlay'],
      source: 'reports',
      text: t(
        'このゲーム・ターンのロシア軍の士気判定にダイスの目修整-1。',
        "Russia's morale check this game turn: −1 to the die.",
      ),
      effect: { kind: 'moraleDie', target: 'russia', delta: -1 },
    },
    russia: {
      name: t('シベリア鉄道', 'Trans-Siberian Railway'),
      timing: ['cardPlay'],
      source: 'reports',
      text: t(
        'ヨーロッパ・ロシア・ボックスの3-2または5-2ユニット2個までをシベリア・ボックスへ移す。',
        'Move up to two 3-2 or 5-2 units from the European Russia box to the Siberia box.',
      ),
      effect: { kind: 'railTransport', count: 2, types: ['3-2', '5-2'] },
    },
  },
  {
    id: '#15',
    japan: {
      name: t('東郷平八郎', 'Togo Heihachiro'),
      timing: ['reaction'],
      source: 'designed',
      text: t(
        'ロシア軍が「旅順艦隊出撃」「ウラジオ艦隊出撃」「マカロフ中将」のいずれかを行ったとき、その効果を打ち消す。',
        'When Russia plays "Port Arthur Fleet Sorties", "Vladivostok Squadron Sorties" or "Admiral Makarov", cancel its effect.',
      ),
      effect: { kind: 'cancelFleet', cancels: ['#01', '#05', '#06'] },
    },
    russia: {
      name: t('ミシチェンコ騎兵団', "Mishchenko's Cavalry"),
      timing: ['cardPlay'],
      source: 'designed',
      text: t(
        'マップ上のロシア軍ユニット1個が通常の移動を行う(強行軍の制限に数えない)。',
        'One Russian unit on the map makes a normal move (does not count as the forced march).',
      ),
      effect: { kind: 'extraMove' },
    },
  },
  {
    id: '#16',
    japan: {
      name: t('再編成', 'Reorganisation'),
      timing: ['cardPlay'],
      source: 'rulebook',
      text: t(
        '除去された日本軍ユニット1個を日本本土ボックスに置く(10.2.6)。',
        'Put one eliminated Japanese unit in the Japan box (10.2.6).',
      ),
      effect: { kind: 'rebuild', types: ['2-3'], to: 'japan' },
    },
    russia: {
      name: t('脚気', 'Beriberi'),
      timing: ['cardPlay'],
      source: 'rulebook',
      text: t(
        'このゲーム・ターンの日本軍の士気判定にダイスの目修整-1(訂正による)。',
        "Japan's morale check this game turn: −1 to the die (per the erratum).",
      ),
      effect: { kind: 'moraleDie', target: 'japan', delta: -1 },
    },
  },
];

export const CARD_BY_ID: Readonly<Record<CardId, CardData>> = Object.fromEntries(CARDS.map((c) => [c.id, c]));

export const CARD_IDS: readonly CardId[] = CARDS.map((c) => c.id);

/** The card that reshuffles the deck when drawn ([rule 3.2], [rule 10.4.6]). */
export const RESHUFFLE_CARD: CardId = '#12';

export function eventOf(card: CardId, side: NSide): EventHalf {
  const c = CARD_BY_ID[card];
  if (!c) throw new Error(`unknown card ${card}`);
  return c[side];
}
