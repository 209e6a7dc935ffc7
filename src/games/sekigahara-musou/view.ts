// 関ヶ原無双: what one side, or the public, may see. Which 宇喜多隊 carries 明石全登 stays out of every
// view but the West's until a result shows it (the unit turns to its commander face, or is removed
// for having none) ([rule 3.2]). A view names each unit's data by id (data/units.ts): its names and
// values on both faces are looked up by whoever reads the view (unitFace) — every move's post stores
// the public view, so it holds the position only.
import type { HexId } from '#engine/hex.ts';
import type { GameState, Text } from '#engine/types.ts';
import { UNIT_BY_ID } from './data/units.ts';
import { DECISION_NAME, SIDE_NAME, unitName } from './messages.ts';
import type { Face, LastCombat, SekiFrame, SekiG, SideId } from './types.ts';
import { mustFightUnplanned } from './rules/obligation.ts';

export interface UnitView {
  id: string;
  side: SideId;
  where: { kind: 'map'; hex: HexId } | { kind: 'track' } | { kind: 'gone' };
  face: Face;
  /**
   * The unit data the viewer is shown (data/units.ts), when it is not the unit's id: a 宇喜多隊's own,
   * or, to all but the West, the plain 宇喜多隊's while which one carries 明石全登 is hidden ([rule 3.2]).
   */
  def?: string;
  /** The West's own view only: this hidden 宇喜多隊 carries 明石全登 ([rule 3.2]). */
  akashi?: true;
}

/** What a unit of a view shows: its name and values on its face, and its commander face's. */
export interface UnitFace {
  name: Text;
  strength: number;
  move: number;
  modifier: number;
  /** The commander face's values, when the viewer may know them. null: none, or unknown to the viewer. */
  back: { strength: number; move: number; modifier: number; command: number; name: Text } | null;
}

/**
 * A view's unit's name and values, from the game's data. A view written before views named their
 * data by id (an owed post's, stored then) carries them itself, and they are read from it.
 */
export function unitFace(u: UnitView): UnitFace {
  const stored = u as UnitView & Partial<UnitFace>;
  if (stored.name !== undefined && stored.strength !== undefined && stored.back !== undefined)
    return {
      name: stored.name,
      strength: stored.strength,
      move: stored.move!,
      modifier: stored.modifier!,
      back: stored.back,
    };
  const shown = UNIT_BY_ID.get(u.def ?? u.id)!;
  const face = u.face === 'commander' && shown.commander ? shown.commander : shown.troop;
  return {
    name: unitName({ def: shown.id, face: u.face }),
    strength: face.strength,
    move: face.move,
    modifier: face.modifier,
    back: shown.commander ? { ...shown.commander } : null,
  };
}

export interface SekiView {
  game: 'sekigahara-musou';
  viewer: SideId | null;
  turn: number;
  kobayakawa: number;
  toAct: SideId[];
  decision: string | null;
  units: UnitView[];
  /** The last combat with every die ([rule 8.5]). */
  lastCombat: LastCombat | null;
  /** The hexes of what was last done (the moves of a phase, a combat and its retreats). */
  lastHexes: HexId[];
  summary: Text;
}

const isUkita = (id: string) => /^ukita-[a-d]$/.test(id);

export function sekiView(state: GameState<SekiG, SekiFrame>, viewer: SideId | null): SekiView {
  const g = state.g;
  const top = state.stack.at(-1);
  // In id order, whatever the order of the state's keys (JSONB does not keep it).
  const units = Object.values(g.units)
    .sort((a, b) => (a.id < b.id ? -1 : 1))
    .map((u): UnitView => {
      const d = UNIT_BY_ID.get(u.def)!;
      // A hidden 宇喜多隊 shows the plain data to all but the West (all four have the same front).
      // Hidden until shown, or until the game ends.
      const shown =
        isUkita(u.id) && viewer !== 'west' && !g.akashiRevealed && !state.result && u.face === 'troop'
          ? UNIT_BY_ID.get('ukita-2')!
          : d;
      return {
        id: u.id,
        side: u.side,
        where: u.where,
        face: u.face,
        ...(shown.id !== u.id ? { def: shown.id } : {}),
        ...(viewer === 'west' && isUkita(u.id) && u.def === 'ukita-akashi' && u.face === 'troop' && !g.akashiRevealed
          ? { akashi: true as const }
          : {}),
      };
    });
  return {
    game: 'sekigahara-musou',
    viewer,
    turn: g.turn,
    kobayakawa: g.kobayakawa,
    toAct: (top?.sides ?? []) as SideId[],
    decision: top?.kind ?? null,
    units,
    lastCombat: g.lastCombat,
    lastHexes: [...g.lastHexes],
    summary: sekiSummary(state),
  };
}

export function sekiSummary(state: GameState<SekiG, SekiFrame>): Text {
  if (state.result) return state.result.reason;
  const top = state.stack.at(-1);
  if (!top) return { ja: '', en: '' };
  const who = SIDE_NAME[top.sides[0] as SideId];
  const what = DECISION_NAME[top.kind]!;
  // [rule 8.2] while the combats are planned: how many units that must fight are not in one yet.
  let owed = { ja: '', en: '' };
  if (top.kind === 'combat' && !top.fixed) {
    const left = mustFightUnplanned(state.g, top.sides[0] as SideId, top.plan).length;
    if (left)
      owed = { ja: `、必ず戦うユニットのうち未計画 ${left}`, en: `, ${left} unit(s) that must fight not yet planned` };
  }
  return {
    ja: `第${state.g.turn}ターン ${who.ja}: ${what.ja}${owed.ja} (小早川マーカー ${state.g.kobayakawa})`,
    en: `Turn ${state.g.turn}, ${who.en}: ${what.en}${owed.en} (Kobayakawa marker ${state.g.kobayakawa})`,
  };
}

/** Where the West's hidden 明石全登 stands: what only the West knows, so its private map changes with it. */
function akashiSecret(state: GameState<SekiG, SekiFrame>): string {
  if (state.g.akashiRevealed) return '';
  const u = Object.values(state.g.units).find((x) => isUkita(x.id) && x.def === 'ukita-akashi' && x.face === 'troop');
  return u && u.where.kind === 'map' ? u.where.hex : '';
}

/** [rule 3.2] the West gets a private map when where its hidden 明石全登 stands changed, or the game ended; the East has no secret. */
export function sekiPrivateChanged(
  prev: GameState<SekiG, SekiFrame>,
  next: GameState<SekiG, SekiFrame>,
  side: SideId,
): boolean {
  if (next.result !== null && prev.result === null) return true;
  return side === 'west' && akashiSecret(prev) !== akashiSecret(next);
}
