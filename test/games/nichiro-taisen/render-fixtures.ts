// Hand-built NichiroViews for the renderer tests (no engine involved): units from the counter
// data, placed at their setup positions unless a test moves them.
import { COUNTERS } from '#games/nichiro-taisen/data/counters.ts';
import { KEY_POINTS } from '#games/nichiro-taisen/data/map.ts';
import type { CombatRecord, NSide, NichiroView, UnitView, Where } from '#games/nichiro-taisen/types.ts';

export interface NichiroFixture {
  viewer?: NSide | null;
  /** Units moved away from their setup position. */
  where?: Record<string, Where>;
  flipped?: string[];
  zocLoss?: string[];
  /** Key points controlled by Japan (the others are Russian). */
  japanKeyPoints?: string[];
  patch?: Partial<NichiroView>;
}

export const map = (hex: string): Where => ({ kind: 'map', hex });
export const box = (b: 'korea' | 'siberia' | 'japan' | 'europeanRussia' | 'eliminated'): Where => ({
  kind: 'box',
  box: b,
});

export function makeNichiroView(o: NichiroFixture = {}): NichiroView {
  const zoc = o.zocLoss ?? [];
  const units: UnitView[] = COUNTERS.map((d) => {
    const flipped = (o.flipped ?? []).includes(d.id);
    return {
      id: d.id,
      side: d.side,
      strength: flipped && d.backStrength ? d.backStrength : d.strength,
      flipped,
      where: o.where?.[d.id] ?? ('hex' in d.start ? map(d.start.hex) : box(d.start.box)),
      zocLoss: zoc.includes(d.id),
    };
  }).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const jkp = new Set(o.japanKeyPoints ?? []);
  return {
    game: 'nichiro-taisen',
    viewer: o.viewer ?? null,
    step: 5,
    turn: 1,
    phasing: 'japan',
    phase: 'movement',
    extraPhase: false,
    toAct: ['japan'],
    decision: 'move',
    decisionText: { ja: '日本軍: ユニットを移動する。', en: 'Japan: move units.' },
    units,
    keyPoints: KEY_POINTS.map((hex) => ({ hex, controller: jkp.has(hex) ? 'japan' : 'russia' })),
    japaneseControl: [...jkp],
    morale: { japan: 6, russia: 6 },
    handSizes: { japan: 3, russia: 0 },
    hand: null,
    topDiscard: null,
    deckSize: 13,
    discardSize: 0,
    markers: {
      paFleetCannotSortie: false,
      zocLoss: zoc,
      japanHandLimit: null,
      japanNoHomeTransport: false,
      forcedMarchUsed: false,
      railMoveUsed: false,
      moraleCheckDieModifier: { japan: 0, russia: 0 },
    },
    lostThisTurn: { japan: 0, russia: 0 },
    declarations: [],
    combat: null,
    lastCombat: null,
    lastHexes: [],
    result: null,
    summary: { ja: '第1ターン、日本軍の移動フェイズ。', en: "Turn 1, Japan's movement phase." },
    ...o.patch,
  };
}

/** The Yalu, turn 1 (the rulebook's example): three 2-3s attacked the 3-2 at 1214 at +3. */
export const YALU_COMBAT: CombatRecord = {
  attackerSide: 'japan',
  target: '1214',
  attackers: [
    { id: 'J-Gds', hex: '1114' },
    { id: 'J-2', hex: '1215' },
    { id: 'J-12', hex: '1215' },
  ],
  defenders: ['R-S2'],
  attackStrength: 6,
  defenseStrength: 3,
  modifiers: [],
  differential: 3,
  column: 3,
  die: 3,
  rolled: 'DR',
  events: [{ side: 'russia', card: '#04', from: 'DR', to: 'NE' }],
  result: 'NE',
  support: null,
};

/** After the Yalu fight: a stack of two at 1215, one unit at 1114, Japan holding 大連. */
export function yaluView(viewer: NSide | null = null): NichiroView {
  return makeNichiroView({
    viewer,
    where: {
      'J-Gds': map('1114'),
      'J-2': map('1215'),
      'J-12': map('1215'),
      'J-1': map('1206'),
      'R-NA': box('eliminated'),
      'R-S3': box('siberia'),
    },
    zocLoss: ['R-S1'],
    japanKeyPoints: ['1203'],
    patch: {
      step: 31,
      turn: 2,
      phasing: 'japan',
      phase: 'combat',
      toAct: ['japan'],
      decision: 'declare',
      decisionText: { ja: '日本軍: 攻撃を宣言する。', en: 'Japan: declare attacks.' },
      morale: { japan: 5, russia: 4 },
      handSizes: { japan: 2, russia: 3 },
      topDiscard: '#04',
      deckSize: 9,
      discardSize: 2,
      lastCombat: YALU_COMBAT,
      lastHexes: ['1114', '1215', '1214'],
      declarations: [{ target: '1214', attackers: ['J-Gds'], resolved: false }],
      lostThisTurn: { japan: 0, russia: 1 },
    },
  });
}
