// 関ヶ原無双 (Sekigahara Musou): the game module. Rules by chapter live in rules/; this file puts
// them together; registered in src/games/index.ts.
import { evaluate as evaluateSeki } from './ai.ts';
import { initRng, type DiceSeed } from '#engine/rng.ts';
import type { GameModule, GameState } from '#engine/types.ts';
import { TRACKS } from './data/map.ts';
import { cloneSeki } from './clone.ts';
import { UKITA_HEXES, UNITS } from './data/units.ts';
import { SIDE_NAME } from './messages.ts';
import { decisions } from './rules/phases.ts';
import type { SekiFrame, SekiG, SideId, UnitState } from './types.ts';
import { sekiPrivateChanged, sekiSummary, sekiView, type SekiView } from './view.ts';
import { FRONT } from './front.ts';

type S = GameState<SekiG, SekiFrame>;

/** [rule 3.2] every unit on its hex on its troop face; the 徳川 units on the turn track; the four 宇喜多隊 on their hexes, which is 明石全登's still to choose. */
function initialState(seed: DiceSeed, options: Record<string, unknown>): S {
  const units: Record<string, UnitState> = {};
  let ukita = 0;
  for (const d of UNITS) {
    if (d.start.at === 'ukita') {
      const id = `ukita-${'abcd'[ukita]}`;
      units[id] = {
        id,
        def: `ukita-${ukita + 2 > 4 ? 2 : ukita + 2}`,
        side: d.side,
        where: { kind: 'map', hex: UKITA_HEXES[ukita]! },
        face: 'troop',
        moved: false,
      };
      ukita++;
      continue;
    }
    units[d.id] = {
      id: d.id,
      def: d.id,
      side: d.side,
      where: d.start.at === 'hex' ? { kind: 'map', hex: d.start.hex } : { kind: 'track' },
      face: 'troop',
      moved: false,
    };
  }
  return {
    game: 'sekigahara-musou',
    options: { ...options },
    rng: initRng(seed),
    step: 0,
    stack: [{ kind: 'setup', sides: ['west'] }],
    log: [],
    result: null,
    g: {
      units,
      turn: TRACKS.turnMarkerStart,
      kobayakawa: TRACKS.kobayakawaStart,
      eastLimitedMoves: 0,
      westLeaderRetreated: false,
      exitsReached: [],
      akashiRevealed: false,
      lastCombat: null,
      lastHexes: [],
      lastKey: '',
    },
  };
}

export const sekigaharaMusou: GameModule<SekiG, SekiView, SekiFrame> = {
  id: 'sekigahara-musou',
  name: { ja: '関ヶ原無双', en: 'Sekigahara Musou' },
  sides: ['east', 'west'],
  sideName: (side) => SIDE_NAME[side as SideId],
  revision: 1,
  options: [],
  setup: initialState,
  decisions,
  view: (state, side) => sekiView(state, side as SideId | null),
  summary: sekiSummary,
  privateChanged: (prev, next, side) => sekiPrivateChanged(prev, next, side as SideId),
  front: FRONT,
  evaluate: (state, side) => evaluateSeki(state, side),
  cloneState: (state) => cloneSeki(state as S),
};
