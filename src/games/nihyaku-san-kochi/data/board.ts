// 203高地: the designed board — the northwest front of Port Arthur, 27 Nov – 5 Dec 1904. The board
// picture is lost; areas, graph, flags and icons are designed from the history within the text's
// constraints. Japan (red) attacks from the north, Russia (blue) holds the hills and the rear.
// Reasoning: docs/games/nihyaku-san-kochi.md ("The board").
import type { Area, AreaId, KSide } from './types.ts';

export const GAME_ID = 'nihyaku-san-kochi';
export const SIDES: readonly KSide[] = ['japan', 'russia'];

/** 一方の軍は1区画に付き3個まで、両軍合わせて6個まで (absolute). */
export const AREA_LIMIT_PER_SIDE = 3;
export const AREA_LIMIT_TOTAL = 6;

const box = (x: number, y: number, w: number, h: number): readonly (readonly [number, number])[] => [
  [x, y],
  [x + w, y],
  [x + w, y + h],
  [x, y + h],
];

export const AREAS: readonly Area[] = [
  {
    id: 'jp-hq',
    name: { ja: '柳樹房 第三軍司令部', en: 'Liushufang (Third Army HQ)' },
    vp: 0,
    icon: null,
    hq: 'japan',
    start: null,
    elevation: null,
    note: { ja: '乃木第三軍の司令部。', en: "Nogi's Third Army headquarters." },
    polygon: box(30, 0, 40, 15),
    label: [50, 7],
  },
  {
    id: 'takasakiyama',
    name: { ja: '高崎山', en: 'Takasakiyama' },
    vp: 1,
    icon: 'takeSp',
    hq: null,
    start: 'japan',
    elevation: 190,
    note: { ja: '日本軍の攻囲陣地・補給点。', en: 'Japanese siege lines and supply point.' },
    polygon: box(0, 15, 35, 20),
    label: [17, 25],
  },
  {
    id: 'namakoyama',
    name: { ja: '海鼠山', en: 'Namakoyama' },
    vp: 1,
    icon: 'observation',
    hq: null,
    start: 'japan',
    elevation: 180,
    note: {
      ja: '9月に日本軍が奪取。二十八糎榴弾砲の観測所。',
      en: 'Taken in September; observation post for the 28 cm howitzers.',
    },
    polygon: box(35, 15, 30, 20),
    label: [50, 25],
  },
  {
    id: 'suishiei',
    name: { ja: '水師営', en: 'Shuishiying' },
    vp: 0,
    icon: 'forwardBase',
    hq: null,
    start: 'japan',
    elevation: null,
    note: { ja: '日本軍の前線基地。', en: 'Japanese forward base.' },
    polygon: box(65, 15, 35, 20),
    label: [82, 25],
  },
  {
    id: 'pigeon-bay',
    name: { ja: '鳩湾方面', en: 'Pigeon Bay approach' },
    vp: 1,
    icon: 'returnForSp',
    hq: null,
    start: null,
    elevation: null,
    note: { ja: '西の海岸沿いの接近路。', en: 'The western coastal approach.' },
    polygon: box(0, 35, 25, 25),
    label: [12, 47],
  },
  {
    id: 'hill203-sw',
    name: { ja: '203高地 西南山頂', en: 'Hill 203, SW summit' },
    vp: 3,
    icon: 'drawEvent',
    hq: null,
    start: null,
    elevation: 203,
    note: {
      ja: '爾霊山。旅順港を見下ろす。12月5日に日本軍が占領。',
      en: 'Nirei-san; overlooks the harbour. Taken by Japan on 5 Dec.',
    },
    polygon: box(25, 35, 20, 20),
    label: [35, 45],
  },
  {
    id: 'hill203-ne',
    name: { ja: '203高地 東北山頂', en: 'Hill 203, NE summit' },
    vp: 3,
    icon: 'startPlayer',
    hq: null,
    start: null,
    elevation: 198,
    note: { ja: '二つ目の山頂。', en: 'The second summit.' },
    polygon: box(45, 35, 20, 20),
    label: [55, 45],
  },
  {
    id: 'akasakayama',
    name: { ja: '赤坂山', en: 'Akasakayama' },
    vp: 1,
    icon: 'pushEnemy',
    hq: null,
    start: 'russia',
    elevation: 180,
    note: {
      ja: '203高地の東の支脈。12月6日ロシア軍撤退。',
      en: 'Spur east of Hill 203; abandoned by Russia on 6 Dec.',
    },
    polygon: box(65, 35, 35, 20),
    label: [82, 45],
  },
  {
    id: 'rotetsuzan',
    name: { ja: '老鉄山 山麓', en: 'Laotieshan side' },
    vp: 1,
    icon: 'takeSp',
    hq: null,
    start: 'russia',
    elevation: null,
    note: { ja: '半島南西端の老鉄山へ続く斜面。', en: 'Slopes toward Laotieshan at the tip of the peninsula.' },
    polygon: box(0, 60, 35, 20),
    label: [17, 70],
  },
  {
    id: 'anzishan',
    name: { ja: '案子山', en: 'Anzishan' },
    vp: 1,
    icon: 'forwardBase',
    hq: null,
    start: 'russia',
    elevation: 250,
    note: { ja: 'ロシア軍の西方堡塁群。前線基地。', en: 'Russian western forts; forward base.' },
    polygon: box(35, 55, 35, 25),
    label: [52, 67],
  },
  {
    id: 'new-town',
    name: { ja: '旅順新市街・西港', en: 'New Town and West Basin' },
    vp: 0,
    icon: 'returnForSp',
    hq: null,
    start: null,
    elevation: null,
    note: { ja: '旅順艦隊が停泊する港。', en: 'Where the Port Arthur squadron lay.' },
    polygon: box(0, 80, 45, 20),
    label: [22, 90],
  },
  {
    id: 'rear-depot',
    name: { ja: '白玉山 後方陣地', en: 'Baiyushan rear' },
    vp: 0,
    icon: 'drawEvent',
    hq: null,
    start: null,
    elevation: 130,
    note: { ja: 'ロシア軍の後方・予備。', en: 'Russian rear and reserves.' },
    polygon: box(70, 55, 30, 25),
    label: [85, 67],
  },
  {
    id: 'ru-hq',
    name: { ja: '旅順旧市街 要塞司令部', en: 'Old Town (Fortress HQ)' },
    vp: 0,
    icon: null,
    hq: 'russia',
    start: null,
    elevation: null,
    note: { ja: 'ステッセリの要塞司令部。', en: "Stoessel's fortress headquarters." },
    polygon: box(45, 80, 55, 20),
    label: [72, 90],
  },
];

/** Adjacency: one white line between the two areas (symmetric, each edge once). */
export const EDGES: readonly (readonly [AreaId, AreaId])[] = [
  ['jp-hq', 'takasakiyama'],
  ['jp-hq', 'namakoyama'],
  ['jp-hq', 'suishiei'],
  ['takasakiyama', 'namakoyama'],
  ['takasakiyama', 'pigeon-bay'],
  ['takasakiyama', 'hill203-sw'],
  ['namakoyama', 'suishiei'],
  ['namakoyama', 'hill203-sw'],
  ['namakoyama', 'hill203-ne'],
  ['suishiei', 'akasakayama'],
  ['pigeon-bay', 'hill203-sw'],
  ['pigeon-bay', 'rotetsuzan'],
  ['hill203-sw', 'hill203-ne'],
  ['hill203-sw', 'rotetsuzan'],
  ['hill203-sw', 'anzishan'],
  ['hill203-ne', 'akasakayama'],
  ['hill203-ne', 'anzishan'],
  ['akasakayama', 'rear-depot'],
  ['rotetsuzan', 'anzishan'],
  ['rotetsuzan', 'new-town'],
  ['anzishan', 'rear-depot'],
  ['anzishan', 'new-town'],
  ['anzishan', 'ru-hq'],
  ['new-town', 'ru-hq'],
  ['rear-depot', 'ru-hq'],
];

export const AREA_BY_ID: ReadonlyMap<AreaId, Area> = new Map(AREAS.map((a) => [a.id, a]));

/** Each area's neighbours, in the order of EDGES (worked out once: the rules ask at every listing). */
const NEIGHBOURS = new Map<AreaId, AreaId[]>();
const link = (x: AreaId, y: AreaId) => {
  const list = NEIGHBOURS.get(x);
  if (list) list.push(y);
  else NEIGHBOURS.set(x, [y]);
};
for (const [a, b] of EDGES) {
  link(a, b);
  if (a !== b) link(b, a);
}

export const neighbours = (id: AreaId): AreaId[] => NEIGHBOURS.get(id)?.slice() ?? [];

export const HQ_AREA: Readonly<Record<KSide, AreaId>> = { japan: 'jp-hq', russia: 'ru-hq' };
export const START_AREAS: Readonly<Record<KSide, readonly AreaId[]>> = {
  japan: ['takasakiyama', 'namakoyama', 'suishiei'],
  russia: ['akasakayama', 'anzishan', 'rotetsuzan'],
};
/** The one 観測砲撃陣地 area. */
export const OBSERVATION_AREA: AreaId = 'namakoyama';
/** 砲撃チップは本営の区画と観測砲撃陣地の区画に置かれることはありません. */
export const BOMBARDABLE: readonly AreaId[] = AREAS.filter((a) => a.hq === null && a.icon !== 'observation').map(
  (a) => a.id,
);
