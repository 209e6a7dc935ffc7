// 日露大戦 [rule 3.0] preparing the game: Russian setup ([rule 3.1] two 3-2s, the 2-0 and the 1-0 on their
// hexes, the rest in European Russia, no cards), Japanese setup ([rule 3.2] three 2-3s in Korea, the
// rest in the Japan box, three cards with 征露丸 returned), markers ([rule 3.3] turn 1, morale 6/6, the
// four key points Russian), control ([rule 3.4] every hex Russian). [rule 5.1] the game starts with Japan's
// movement phase of turn 1.
import type { LogEntry, PerformContext } from '#engine/types.ts';
import { initRng, rollDie, type DiceSeed } from '#engine/rng.ts';
import { CARD_IDS } from '../data/cards.ts';
import { COUNTERS } from '../data/counters.ts';
import { MORALE_TRACK, TURN_TRACK } from '../data/map.ts';
import type { NFrame, NState, UnitState } from '../types.ts';
import { drawCards, shuffle } from './cards/index.ts';
import { flagshipDecision, initialNavy } from './naval.ts';
import { startMovement } from './sequence.ts';

type S = NState;

export function initialState(seed: DiceSeed, options: Record<string, unknown>): S {
  const naval = options.navalRules === true;
  // A setup without a revision is revision 1 (today's play): its state stays as it always was.
  // Revision 2 changed [rule 10.4.5] and [rule 11.3.1] (revision.ts reads it back).
  const revision = Number(options.revision ?? 1);
  const units: Record<string, UnitState> = {};
  for (const c of COUNTERS) {
    units[c.id] = {
      id: c.id,
      side: c.side,
      where: 'hex' in c.start ? { kind: 'map', hex: c.start.hex } : { kind: 'box', box: c.start.box },
      flipped: false,
    };
  }
  const state: S = {
    game: 'nichiro-taisen',
    options: revision > 1 ? { navalRules: naval, revision } : { navalRules: naval },
    rng: initRng(seed),
    step: 0,
    stack: [],
    log: [],
    result: null,
    g: {
      turn: 1,
      phasing: 'japan',
      phase: 'movement',
      units,
      control: {},
      morale: { japan: MORALE_TRACK.start.japan, russia: MORALE_TRACK.start.russia },
      deck: [],
      discard: [],
      hands: { japan: [], russia: [] },
      lost: { japan: 0, russia: 0 },
      moraleDieMod: { japan: 0, russia: 0 },
      paFleetBlocked: false,
      zocLoss: [],
      japanHandLimit: null,
      japanNoHomeTransport: false,
      forcedMarchUsed: false,
      extraPhase: false,
      railUsed: false,
      moved: [],
      declarations: [],
      combat: null,
      retreat: null,
      lastCombat: null,
      lastHexes: [],
      naval,
      cflow: null,
      navy: null,
    },
  };
  const ctx: PerformContext = {
    log: (e: LogEntry) => void state.log.push(e),
    roll: (faces = 6) => rollDie(state.rng, faces),
    call: (frame) => void state.stack.push(frame as NFrame),
    goto: (frame) => void state.stack.splice(-1, 1, frame as NFrame),
    end: () => void state.stack.pop(),
    reveal: () => undefined,
  };
  // [rule 3.0] / [rule 10.0] the 16 cards shuffled face down into the deck.
  state.g.deck = shuffle([...CARD_IDS], ctx.roll);
  if (naval) state.g.navy = initialNavy(ctx);
  ctx.log({
    text: {
      ja: `日露大戦 開始${naval ? ' (上級海戦ルール使用)' : ''}。第1ゲーム・ターン (${TURN_TRACK[0]!.name.ja}) は日本軍の移動フェイズから (5.1)`,
      en: `Russo-Japanese War begins${naval ? ' (advanced naval rules)' : ''}. Game turn 1 (${TURN_TRACK[0]!.name.en}) starts with Japan's movement phase (5.1)`,
    },
  });
  // [rule 3.2] Japan draws three cards; 征露丸 goes back into the deck and nothing replaces it.
  drawCards(state, ctx, 'japan', 3);
  startMovement(state, ctx);
  // [rule 11.5] with the naval rules Russia first picks Makarov's flagship, in secret.
  if (naval) state.stack.push(flagshipDecision());
  return state;
}
