// 203高地: the designed order cards (5 per side) and event deck. The card pictures are lost; the text
// names move, attack, 区画命令 with its special 破壊, 増援要請 (needs a controlled forward base) and
// placement from stock. Reasoning: docs/games/nihyaku-san-kochi.md ("Order cards", "Events").
import type { EventCard, KSide, OrderCard, SpecialOrder } from './types.ts';

const SIDE_NAME: Record<KSide, { ja: string; en: string; p: string }> = {
  japan: { ja: '日', en: 'Japanese', p: 'jp' },
  russia: { ja: '露', en: 'Russian', p: 'ru' },
};

function ordersFor(side: KSide): OrderCard[] {
  const p = SIDE_NAME[side].p;
  const sp = (id: string, s: Omit<SpecialOrder, 'id'>): SpecialOrder => ({ id: `${p}-${id}`, ...s });
  return [
    {
      id: `${p}-move`,
      side,
      kind: 'move',
      name: { ja: '移動命令', en: 'Move' },
      text: { ja: '交戦状態でない自軍コマ1個を1区画移動。', en: 'Move one own unengaged unit one area.' },
      basic: { kind: 'move', units: 1, steps: 1, sameArea: false },
      specials: [
        sp('move-plus', {
          name: { ja: '追加移動', en: 'Extra move' },
          cost: 1,
          additional: true,
          text: { ja: '追加で、別の自軍コマ1個を1区画移動。', en: 'Additionally move another own unit one area.' },
          effect: { kind: 'move', units: 1, steps: 1, sameArea: false },
        }),
        sp('move-group', {
          name: { ja: '部隊移動', en: 'Group move' },
          cost: 2,
          additional: false,
          text: { ja: '1区画の自軍コマ最大3個を1区画移動。', en: 'Move up to 3 own units from one area one area.' },
          effect: { kind: 'move', units: 3, steps: 1, sameArea: true },
        }),
      ],
    },
    {
      id: `${p}-attack`,
      side,
      kind: 'attack',
      name: { ja: '攻撃命令', en: 'Attack' },
      text: { ja: '交戦状態の区画1つで攻撃処理。', en: 'Resolve an attack in one engaged area.' },
      basic: { kind: 'attack', areas: 1 },
      specials: [
        sp('attack-double', {
          name: { ja: '総攻撃', en: 'General assault' },
          cost: 2,
          additional: true,
          text: {
            ja: '追加で、別の交戦区画1つで攻撃処理。',
            en: 'Additionally resolve an attack in another engaged area.',
          },
          effect: { kind: 'attack', areas: 1 },
        }),
      ],
    },
    {
      id: `${p}-area`,
      side,
      kind: 'area',
      name: { ja: '区画命令', en: 'Area order' },
      text: {
        ja: '支配する区画1つの区画効果を実行(前線基地を除く)。',
        en: 'Use the area effect of one area you control (not a forward base).',
      },
      basic: { kind: 'areaEffect', count: 1 },
      specials: [
        sp('destroy', {
          name: { ja: '破壊', en: 'Destroy' },
          cost: 1,
          additional: false,
          text: {
            ja: '相手の本営区画、またはそこから2区画以内の支配する区画に自軍コマがいれば、相手の本営チップを裏返す。二度目で本営破壊(勝利)。',
            en: 'With own units in the enemy HQ area, or in an area you control at most two lines from it, flip the enemy HQ chip; the second time destroys it (victory).',
          },
          effect: { kind: 'destroyHq', minUnits: 1, range: 2 },
        }),
      ],
    },
    {
      id: `${p}-reinforce`,
      side,
      kind: 'reinforce',
      name: { ja: '補充命令', en: 'Reinforce' },
      text: { ja: 'ストックから自軍本営区画にコマ1個を配置。', en: 'Place one unit from stock in your HQ area.' },
      basic: { kind: 'place', count: 1, where: 'ownHq' },
      specials: [
        sp('request', {
          name: { ja: '増援要請', en: 'Reinforcement request' },
          cost: 1,
          additional: false,
          text: {
            ja: '支配する前線基地区画にストックからコマ最大2個を配置。',
            en: 'Place up to 2 units from stock in a forward-base area you control.',
          },
          effect: { kind: 'place', count: 2, where: 'controlledForwardBase' },
        }),
      ],
    },
    {
      id: `${p}-entry`,
      side,
      kind: 'entry',
      name: { ja: '投入命令', en: 'Commit' },
      text: {
        ja: 'ストックから自軍の初期配置区画1つにコマ1個を配置。',
        en: 'Place one unit from stock in one of your starting areas.',
      },
      basic: { kind: 'place', count: 1, where: 'anyOwnStart' },
      specials: [
        sp('entry-plus', {
          name: { ja: '予備隊投入', en: 'Commit reserves' },
          cost: 1,
          additional: true,
          text: {
            ja: '追加で、本営区画に隣接する区画にストックからコマ1個を配置。',
            en: 'Additionally place one unit from stock in an area next to your HQ.',
          },
          effect: { kind: 'place', count: 1, where: 'adjacentToOwnHq' },
        }),
      ],
    },
  ];
}

export const ORDER_CARDS: readonly OrderCard[] = [...ordersFor('japan'), ...ordersFor('russia')];

export const EVENTS: readonly EventCard[] = [
  {
    id: 'howitzer',
    count: 2,
    actor: 'drawer',
    effects: [{ kind: 'bombard' }],
    name: { ja: '二十八糎榴弾砲', en: '28 cm howitzers' },
    text: {
      ja: '砲撃チップを(2)側で置く(本営・観測砲撃陣地以外)。',
      en: 'Place the bombardment chip (2) up (not on an HQ or the observation area).',
    },
    history: 'The 28 cm coastal howitzers shelled the hill and, after 5 Dec, the squadron.',
  },
  {
    id: 'seventh-division',
    count: 1,
    actor: 'japan',
    effects: [{ kind: 'place', count: 2, where: 'ownHq' }],
    name: { ja: '第七師団到着', en: '7th Division arrives' },
    text: {
      ja: '日本軍はストックからコマ最大2個を本営区画に配置。',
      en: 'Japan places up to 2 units from stock in its HQ area.',
    },
    history: 'The fresh 7th Division was thrown at 203高地 from 27 Nov.',
  },
  {
    id: 'kodama',
    count: 1,
    actor: 'japan',
    effects: [{ kind: 'takeStartPlayer' }, { kind: 'takeSp', count: 1 }],
    name: { ja: '児玉源太郎来着', en: 'Kodama arrives' },
    text: {
      ja: '日本軍はスタートプレーヤーマーカーを取り、1SPを取る。',
      en: 'Japan takes the start-player marker and 1 SP.',
    },
    history: 'Kodama Gentarō reached the Third Army on 1 Dec and reorganised the assault.',
  },
  {
    id: 'kondratenko',
    count: 1,
    actor: 'russia',
    effects: [
      { kind: 'place', count: 1, where: 'controlledForwardBase' },
      { kind: 'takeSp', count: 1 },
    ],
    name: { ja: 'コンドラチェンコ少将', en: 'General Kondratenko' },
    text: {
      ja: 'ロシア軍は支配する前線基地にコマ1個を配置し、1SPを取る。',
      en: 'Russia places one unit in a forward base it controls and takes 1 SP.',
    },
    history: 'Kondratenko organised the counter-attacks that retook the summits again and again.',
  },
  {
    id: 'hand-grenades',
    count: 2,
    actor: 'drawer',
    effects: [{ kind: 'removeEnemy', count: 1 }],
    name: { ja: '手榴弾戦', en: 'Grenade fighting' },
    text: {
      ja: '自軍がいる交戦区画1つから相手コマ1個をストックに戻す。',
      en: 'Remove one enemy unit to stock from an engaged area where you have units.',
    },
    history: 'Both sides fought with improvised grenades at close range on the summits.',
  },
  {
    id: 'machine-guns',
    count: 1,
    actor: 'russia',
    effects: [{ kind: 'removeEnemy', count: 1 }],
    name: { ja: '機関銃陣地', en: 'Machine-gun nests' },
    text: {
      ja: 'ロシア軍は自軍がいる交戦区画1つから日本軍コマ1個をストックに戻す。',
      en: 'Russia removes one Japanese unit to stock from an engaged area where it has units.',
    },
    history: 'Maxim guns in the Russian trenches.',
  },
  {
    id: 'harbour-view',
    count: 1,
    actor: 'drawer',
    effects: [{ kind: 'gainVp', amount: 2, ifControlsAny: ['hill203-sw', 'hill203-ne'] }],
    name: { ja: '旅順港を望む', en: 'The harbour in view' },
    text: { ja: '203高地の山頂を支配していれば2VP。', en: '2 VP if you control a summit of Hill 203.' },
    history: 'From the summit the harbour lay open: “旅順港は見えるか”.',
  },
  {
    id: 'ammunition-short',
    count: 1,
    actor: 'opponent',
    effects: [{ kind: 'loseSp', count: 1 }],
    name: { ja: '弾薬欠乏', en: 'Ammunition short' },
    text: { ja: '引いた人の相手はSPを1つ置き場に戻す。', en: "The drawer's opponent returns 1 SP to the pool." },
    history: 'Shell shortages plagued both armies.',
  },
  {
    id: 'truce',
    count: 1,
    actor: 'drawer',
    effects: [{ kind: 'takeSp', count: 1 }],
    name: { ja: '死体収容の休戦', en: 'Truce to bury the dead' },
    text: { ja: '1SPを取る。', en: 'Take 1 SP.' },
    history: 'Short truces were agreed to recover the dead from the slopes.',
  },
];
