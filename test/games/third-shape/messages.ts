// 三国鼎立 (Triad): every word the game says, in Japanese and English.
import { makeRejection, type Template } from '#engine/messages.ts';
import type { Rejection, Text } from '#engine/types.ts';
import type { Area, Order, OrderKind, TSide } from './types.ts';

export const GAME_NAME: Text = { ja: '三国鼎立(テスト用)', en: 'Triad (test game)' };

export const SIDE_NAME: Record<TSide, Text> = {
  wei: { ja: '魏', en: 'Wei' },
  shu: { ja: '蜀', en: 'Shu' },
  wu: { ja: '呉', en: 'Wu' },
};

export const AREA_NAME: Record<Area, Text> = {
  ye: { ja: '鄴', en: 'Ye' },
  xuzhou: { ja: '徐州', en: 'Xuzhou' },
  jianye: { ja: '建業', en: 'Jianye' },
  jingzhou: { ja: '荊州', en: 'Jingzhou' },
  chengdu: { ja: '成都', en: 'Chengdu' },
  hanzhong: { ja: '漢中', en: 'Hanzhong' },
  luoyang: { ja: '洛陽', en: 'Luoyang' },
};

export const DECISION_NAME = {
  orders: { ja: '命令の決定', en: 'the orders' },
  advance: { ja: '前進', en: 'the advance' },
  levy: { ja: '徴兵', en: 'the levy' },
} satisfies Record<string, Text>;

const an = (a: Area): Text => AREA_NAME[a];
const sn = (s: TSide | null): Text => (s ? SIDE_NAME[s] : { ja: '中立', en: 'neutral' });
const list = (xs: Text[], l: 'ja' | 'en') => xs.map((x) => x[l]).join(l === 'ja' ? '・' : ', ');

/** What an order is called ("attack Luoyang"), for the one who gives it and, once revealed, for all. */
export function orderText(o: Order): Text {
  const a = an(o.area);
  const words: Record<OrderKind, Text> = {
    attack: { ja: `${a.ja}を攻撃`, en: `attack ${a.en}` },
    defend: { ja: `${a.ja}を守備`, en: `defend ${a.en}` },
    muster: { ja: `${a.ja}で募兵`, en: `muster in ${a.en}` },
  };
  return words[o.order];
}

export const ORDER_WORD: Record<OrderKind, Text> = {
  attack: { ja: '攻撃', en: 'Attack' },
  defend: { ja: '守備', en: 'Defend' },
  muster: { ja: '募兵', en: 'Muster' },
};

export const T = {
  orderGiven: (s: TSide): Text => ({ ja: `${sn(s).ja}が命令を決めた`, en: `${sn(s).en} has given its order` }),
  ownOrder: (s: TSide, o: Order): Text => ({
    ja: `${sn(s).ja}の命令(非公開): ${orderText(o).ja}`,
    en: `${sn(s).en}'s order (secret): ${capital(orderText(o).en)}`,
  }),
  revealed: (round: number, orders: [TSide, Order][]): Text => ({
    ja: `第${round}ラウンドの命令公開: ${orders.map(([s, o]) => `${sn(s).ja}=${orderText(o).ja}`).join('、')}`,
    en: `Round ${round} orders revealed: ${orders.map(([s, o]) => `${sn(s).en}: ${orderText(o).en}`).join('; ')}`,
  }),
  mustered: (s: TSide, a: Area, n: number): Text => ({
    ja: `${sn(s).ja}が${an(a).ja}で${n}兵を募兵`,
    en: `${sn(s).en} musters ${n} troops in ${an(a).en}`,
  }),
  lapsed: (s: TSide, o: Order): Text => ({
    ja: `${sn(s).ja}の命令「${orderText(o).ja}」は実行できず失効`,
    en: `${sn(s).en}'s order "${orderText(o).en}" cannot be carried out and lapses`,
  }),
  battle: (
    s: TSide,
    from: Area,
    to: Area,
    def: TSide | null,
    a: [number, number, number],
    d: [number, number, number],
  ): Text => ({
    ja: `${sn(s).ja}が${an(from).ja}から${an(to).ja}(${sn(def).ja})を攻撃: 攻撃 ${a[0]}+出目${a[1]}=${a[2]} 対 防御 ${d[0]}+出目${d[1]}=${d[2]}`,
    en: `${sn(s).en} attacks ${an(to).en} (${sn(def).en}) from ${an(from).en}: attack ${a[0]}+${a[1]}=${a[2]} against defence ${d[0]}+${d[1]}=${d[2]}`,
  }),
  taken: (s: TSide, to: Area): Text => ({
    ja: `${sn(s).ja}が${an(to).ja}を奪取`,
    en: `${sn(s).en} takes ${an(to).en}`,
  }),
  repulsed: (s: TSide, from: Area): Text => ({
    ja: `攻撃は撃退され、${an(from).ja}の兵が1減る`,
    en: `The attack is repulsed; ${an(from).en} loses a troop (${sn(s).en})`,
  }),
  advanced: (s: TSide, n: number, from: Area, to: Area): Text => ({
    ja: `${sn(s).ja}が${an(from).ja}から${an(to).ja}へ${n}兵前進`,
    en: `${sn(s).en} advances ${n} troop${n === 1 ? '' : 's'} from ${an(from).en} into ${an(to).en}`,
  }),
  levied: (s: TSide, a: Area): Text => ({
    ja: `${sn(s).ja}が${an(a).ja}で徴兵 (+1)`,
    en: `${sn(s).en} levies a troop in ${an(a).en}`,
  }),
  levyPassed: (s: TSide): Text => ({
    ja: `${sn(s).ja}の領土はすべて満員のため徴兵なし`,
    en: `Every area of ${sn(s).en}'s is full: no levy`,
  }),
  out: (s: TSide): Text => ({ ja: `${sn(s).ja}は全領土を失い脱落`, en: `${sn(s).en} has lost every area and is out` }),
  goal: (s: TSide): Text => ({ ja: `${sn(s).ja}が洛陽を制した`, en: `${sn(s).en} holds Luoyang` }),
  lastStanding: (s: TSide): Text => ({ ja: `${sn(s).ja}のみが残った`, en: `${sn(s).en} is the last side standing` }),
  mostAreas: (s: TSide | null, areas: number): Text =>
    s
      ? { ja: `第6ラウンド終了時に最多の${areas}エリアを支配`, en: `most areas after round 6 (${areas})` }
      : { ja: '第6ラウンド終了時に同数', en: 'tied after round 6' },
};

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export const LABEL = {
  order: (o: Order): Text => ({ ja: orderText(o).ja, en: capital(orderText(o).en) }),
  advance: (n: number, to: Area): Text => ({ ja: `${an(to).ja}へ${n}兵前進`, en: `Advance ${n} into ${an(to).en}` }),
  levy: (a: Area): Text => ({ ja: `${an(a).ja}で徴兵`, en: `Levy a troop in ${an(a).en}` }),
  pass: { ja: '徴兵しない(全エリア満員)', en: 'Pass (every area is full)' } satisfies Text,
};

export function summaryText(p: {
  round: number;
  kind: 'orders' | 'advance' | 'levy' | null;
  waiting: TSide[];
  ordered: TSide[];
  result: { winner: TSide | null; reason: Text } | null;
}): Text {
  if (p.result) {
    const w = p.result.winner;
    return w
      ? {
          ja: `ゲーム終了: ${sn(w).ja}の勝利 (${p.result.reason.ja})`,
          en: `Game over: ${sn(w).en} wins (${p.result.reason.en})`,
        }
      : { ja: `ゲーム終了: 引き分け (${p.result.reason.ja})`, en: `Game over: draw (${p.result.reason.en})` };
  }
  const waiting = p.waiting.map(sn);
  const head = { ja: `第${p.round}ラウンド`, en: `Round ${p.round}` };
  if (p.kind === 'orders') {
    const done = p.ordered.length
      ? { ja: `(決定済み: ${list(p.ordered.map(sn), 'ja')})`, en: ` (given: ${list(p.ordered.map(sn), 'en')})` }
      : { ja: '', en: '' };
    return {
      ja: `${head.ja} 命令: ${list(waiting, 'ja')}の決定待ち${done.ja}`,
      en: `${head.en}, orders: waiting for ${list(waiting, 'en')}${done.en}`,
    };
  }
  if (p.kind === 'advance')
    return { ja: `${head.ja} ${list(waiting, 'ja')}の前進`, en: `${head.en}: ${list(waiting, 'en')} advances` };
  return { ja: `${head.ja} ${list(waiting, 'ja')}の徴兵`, en: `${head.en}: ${list(waiting, 'en')} levies` };
}

const CATALOGUE: Record<string, Template> = {
  OWN_AREA: (a) => ({
    ja: `${a.areaJa}はすでに自軍の領土です。攻撃できるのは他陣営か中立のエリアです。`,
    en: `${a.areaEn} is already yours. You attack an area that is not.`,
  }),
  NOT_ADJACENT: (a) => ({
    ja: `${a.areaJa}は自軍のどのエリアにも隣接していません。`,
    en: `${a.areaEn} is not next to any area of yours.`,
  }),
  TOO_FEW_TROOPS: (a) => ({
    ja: `${a.areaJa}に隣接する自軍エリアに兵2以上のものがありません。`,
    en: `No area of yours next to ${a.areaEn} has 2 troops or more.`,
  }),
  NOT_YOURS: (a) => ({ ja: `${a.areaJa}は自軍の領土ではありません。`, en: `${a.areaEn} is not yours.` }),
  FULL: (a) => ({
    ja: `${a.areaJa}にはすでに上限の9兵がいます。`,
    en: `${a.areaEn} already holds the most troops an area may (9).`,
  }),
};

export function reject(code: string, area: Area, rule: string): Rejection {
  return makeRejection(CATALOGUE, code, { area, areaJa: an(area).ja, areaEn: an(area).en }, rule);
}
