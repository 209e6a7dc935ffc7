// 日露大戦 [rule 11.0] advanced naval rules (optional, `options.navalRules`). With them the halves
// Russian #01 #05 #06 and Japanese #01 #03 #04 are used only as this chapter says ([rule 11.0]).
//   [rule 11.1] the naval units (data/counters.ts SHIPS), two steps each;
//   [rule 11.2] at the start of the Russian card-play phase: Port Arthur sortie, Japanese blockships
//        and mines, abort or go on, 1st Fleet interception, interference with Japanese
//        transport; Vladivostok sortie, 2nd Fleet interception (#04 only), interference; return;
//   [rule 11.3] naval battle (naval-battle.ts); [rule 11.4] repairs; [rule 11.5] Makarov's flagship; [rule 11.6] 旅順.
import type { PerformContext, Rejection, Text } from '#engine/types.ts';
import { SHIPS } from '../data/counters.ts';
import { controller } from '../board.ts';
import { cardName, reject, SIDE_NAME } from '../messages.ts';
import type { CardId, FrameOf, NFrame, NavalStep, NavyState, NSide, NState, ShipState } from '../types.ts';
import { afloat, fleetShips, intactShips, shipName, type Fleet } from './fleets.ts';
import { damage, startBattle } from './naval-battle.ts';
import { call } from './stack.ts';
import { changeMorale } from './victory.ts';

type S = NState;

// ---------------------------------------------------------------------------------------------
// Fleets

/** [rule 11.1] every naval unit intact. */
export function initialNavy(_ctx: PerformContext): NavyState {
  const ships: Record<string, ShipState> = {};
  for (const d of SHIPS) ships[d.id] = { id: d.id, side: d.side, fleet: d.fleet, steps: 2 };
  return { ships, flagship: null, flagshipRevealed: false, sortie: null };
}

/** [rule 11.5] Russia picks Makarov's flagship in secret at the start. */
export function flagshipDecision(): NFrame {
  return { kind: 'naval-flagship', sides: ['russia'] };
}

// ---------------------------------------------------------------------------------------------
// [rule 11.2] the sortie procedure

/**
 * Opens the procedure at the start of the Russian card-play phase (sequence.ts). Each of its
 * decisions is asked on top of the card-play phase, and ends there: the card-play phase resumes
 * the procedure (`resumeSortie`) until it is over.
 */
export function navalSortieStart(state: S, ctx: PerformContext): void {
  const g = state.g;
  if (!g.navy) return;
  g.navy.sortie = {
    step: 'pa-declare',
    sortied: { portArthur: false, vladivostok: false, first: false, second: false },
    used: [],
    pendingHits: 0,
    paInterfered: false,
  };
  ctx.log({ text: { ja: '— 海軍の出撃 (11.2)', en: '— Naval sorties (11.2)' } });
  navalContinue(state, ctx);
}

/** Ask `side` the decision of a step: Russia's sortie choices, or Japan's responses. */
const decide = (ctx: PerformContext, side: NSide, step: NavalStep): void => {
  const sortie = step === 'pa-declare' || step === 'pa-continue' || step === 'vl-declare';
  call(ctx, sortie ? { kind: 'naval-sortie', sides: [side], step } : { kind: 'naval-response', sides: [side], step });
};

/** The card-play phase is on top again (a decision ended): an open sortie procedure goes on. */
export function resumeSortie(state: S, ctx: PerformContext): void {
  if (state.g.navy?.sortie) navalContinue(state, ctx);
}

/** Drive the procedure until someone must decide, or it is over. */
export function navalContinue(state: S, ctx: PerformContext): void {
  const g = state.g;
  const navy = g.navy!;
  for (;;) {
    if (state.result) return;
    const so = navy.sortie;
    if (!so) return;
    switch (so.step) {
      case 'pa-declare':
        // [rule 11.2.1] Russia may declare a Port Arthur sortie, with or without a card.
        // [rule 10.4.1] / [rule 11.6] no sortie once 旅順 is Japanese; none with no ship afloat.
        if (afloat(g, 'portArthur').length === 0 || controller(g, '1201') === 'japan' || g.paFleetBlocked) {
          so.step = 'vl-declare';
          continue;
        }
        return decide(ctx, 'russia', 'pa-declare');
      case 'pa-mines':
        if (so.pendingHits > 0) {
          if (afloat(g, 'portArthur').length === 0) so.pendingHits = 0;
          else return call(ctx, { kind: 'naval-loss', sides: ['japan'] });
          continue;
        }
        // Japan is asked whenever it holds a card (hand sizes are public; hands are not).
        if (g.hands.japan.length > 0 && so.used.length < 2 && afloat(g, 'portArthur').length > 0)
          return decide(ctx, 'japan', 'pa-mines');
        so.step = 'pa-continue';
        continue;
      case 'pa-continue':
        // [rule 11.2.3] after the blockships and mines Russia aborts or goes on.
        if (afloat(g, 'portArthur').length === 0) {
          so.step = 'vl-declare';
          continue;
        }
        return decide(ctx, 'russia', 'pa-continue');
      case 'first-intercept':
        // [rule 11.2.4] Japan decides whether the 1st Fleet intercepts ([rule 11.3] battle).
        if (afloat(g, 'first').length === 0) {
          so.step = 'pa-interference';
          continue;
        }
        return decide(ctx, 'japan', 'first-intercept');
      case 'pa-interference': {
        // [rule 11.2.5] each intact ship that sortied lowers Japan's next hand limit by 1; 3+: limit 1 and no transport from Japan.
        const intact = intactShips(g, 'portArthur');
        if (intact > 0) {
          so.paInterfered = true;
          const limit = intact >= 3 ? 1 : 3 - intact;
          g.japanHandLimit = Math.min(g.japanHandLimit ?? limit, limit);
          ctx.log({
            text: {
              ja: `旅順艦隊の輸送妨害: 無傷${intact}隻、次の日本軍プレイヤー・ターンの手札上限${g.japanHandLimit}枚${intact >= 3 ? '、日本本土から輸送不可' : ''} (11.2.5)`,
              en: `Port Arthur fleet interferes: ${intact} intact, Japan's hand limit ${g.japanHandLimit} next turn${intact >= 3 ? ', no transport from Japan' : ''} (11.2.5)`,
            },
          });
          if (intact >= 3) {
            g.japanNoHomeTransport = true;
            const flag = navy.flagship;
            if (flag && navy.ships[flag]!.steps > 0)
              changeMorale(state, ctx, 'russia', 1, {
                ja: 'マカロフ中将の輸送妨害成功 (11.5)',
                en: "Makarov's raid succeeded (11.5)",
              });
          }
        } else
          ctx.log({
            text: { ja: '旅順艦隊に無傷の艦がなく輸送妨害なし', en: 'No intact Port Arthur ship: no interference' },
          });
        so.step = 'vl-declare';
        continue;
      }
      case 'vl-declare':
        // [rule 11.2.6] the Vladivostok squadron sorties only with #05.
        if (afloat(g, 'vladivostok').length === 0 || g.hands.russia.length === 0) {
          so.step = 'repair';
          continue;
        }
        return decide(ctx, 'russia', 'vl-declare');
      case 'second-intercept':
        // [rule 11.2.7] the 2nd Fleet intercepts only with Japan's #04.
        if (afloat(g, 'second').length === 0 || g.hands.japan.length === 0) {
          so.step = 'vl-interference';
          continue;
        }
        return decide(ctx, 'japan', 'second-intercept');
      case 'vl-interference':
        // [rule 11.2.8] intact → hand limit 2, unless the Port Arthur fleet interfered.
        if (intactShips(g, 'vladivostok') > 0 && !so.paInterfered) {
          g.japanHandLimit = Math.min(g.japanHandLimit ?? 2, 2);
          ctx.log({
            text: {
              ja: `ウラジオ艦隊の輸送妨害: 次の日本軍プレイヤー・ターンの手札上限${g.japanHandLimit}枚 (11.2.8)`,
              en: `Vladivostok squadron interferes: Japan's hand limit ${g.japanHandLimit} next turn (11.2.8)`,
            },
          });
        }
        so.step = 'repair';
        continue;
      case 'repair':
        repairs(state, ctx);
        if (afloat(g, 'second').length === 0 && intactShips(g, 'first') > 0) {
          so.step = 'revive';
          return decide(ctx, 'japan', 'revive');
        }
        navy.sortie = null;
        return;
      case 'revive':
        navy.sortie = null;
        return;
    }
  }
}

/** [rule 11.4] fleets that stayed in port repair: Port Arthur 1, 1st Fleet 2, 2nd Fleet 1; never Vladivostok. */
function repairs(state: S, ctx: PerformContext): void {
  const g = state.g;
  const so = g.navy!.sortie!;
  const fix = (fleet: Fleet, n: number) => {
    for (const s of fleetShips(g, fleet)
      .filter((x) => x.steps === 1)
      .slice(0, n)) {
      s.steps = 2;
      ctx.log({ text: { ja: `${shipName(s.id).ja} 修理完了 (11.4)`, en: `${shipName(s.id).en} repaired (11.4)` } });
    }
  };
  if (!so.sortied.portArthur) fix('portArthur', 1);
  if (!so.sortied.first) fix('first', 2);
  if (!so.sortied.second) fix('second', 1);
}

// ---------------------------------------------------------------------------------------------
// Decisions

function spend(state: S, ctx: PerformContext, side: NSide, card: CardId, what: Text): void {
  const g = state.g;
  ctx.reveal();
  g.hands[side].splice(g.hands[side].indexOf(card), 1);
  g.discard.push(card);
  ctx.log({
    text: {
      ja: `${SIDE_NAME[side].ja}: ${cardName(card, side).ja} — ${what.ja}`,
      en: `${SIDE_NAME[side].en}: ${cardName(card, side).en} — ${what.en}`,
    },
  });
}

type NavalFrame = FrameOf<'naval-flagship' | 'naval-sortie' | 'naval-response' | 'naval-loss'>;

/**
 * A decision of the procedure answered. The frame ends last: the card-play phase below it then
 * resumes the procedure (`resumeSortie`), unless a battle's aim is asked in its place.
 */
export function performNaval(
  state: S,
  ctx: PerformContext,
  _side: NSide,
  d: NavalFrame,
  verb: string,
  args: string[],
): void {
  const g = state.g;
  const navy = g.navy!;
  if (d.kind === 'naval-flagship') {
    navy.flagship = args[0]!;
    ctx.log({
      text: {
        ja: 'ロシア軍がマカロフ中将の旗艦を密かに決めた (11.5)',
        en: "Russia secretly picks Makarov's flagship (11.5)",
      },
      own: { side: 'russia', text: { ja: `旗艦: ${shipName(args[0]!).ja}`, en: `Flagship: ${shipName(args[0]!).en}` } },
    });
    return ctx.end();
  }
  const so = navy.sortie!;
  if (d.kind === 'naval-loss') {
    so.pendingHits -= 1;
    damage(state, ctx, args[0]!, 1);
    return ctx.end();
  }
  const step = d.step;
  switch (step) {
    case 'pa-declare':
      if (verb === 'pass') {
        ctx.log({ text: { ja: '旅順艦隊は出撃しない', en: 'The Port Arthur fleet stays in port' } });
        so.step = 'vl-declare';
      } else {
        if (verb === 'event')
          spend(state, ctx, 'russia', args[0]!, { ja: '旅順艦隊出撃', en: 'Port Arthur fleet sorties' });
        else ctx.log({ text: { ja: 'ロシア軍: 旅順艦隊の出撃を宣言', en: 'Russia declares a Port Arthur sortie' } });
        so.sortied.portArthur = true;
        so.step = 'pa-mines';
      }
      break;
    case 'pa-mines':
      if (verb === 'pass') so.step = 'pa-continue';
      else {
        const card = args[0]!;
        so.used.push(card);
        const die = ctx.roll(6);
        const hits = card === '#01' ? Math.ceil(die / 2) : die;
        spend(state, ctx, 'japan', card, {
          ja: `ダイス${die}: 旅順艦隊に${hits}ステップの損害 (11.2.2)`,
          en: `die ${die}: ${hits} step${hits === 1 ? '' : 's'} off the Port Arthur fleet (11.2.2)`,
        });
        so.pendingHits = hits;
      }
      break;
    case 'pa-continue':
      if (verb === 'abort') {
        ctx.log({
          text: { ja: 'ロシア軍: 旅順艦隊の作戦を中止 (11.2.3)', en: 'Russia aborts the Port Arthur sortie (11.2.3)' },
        });
        so.step = 'vl-declare';
      } else so.step = 'first-intercept';
      break;
    case 'first-intercept':
      if (verb === 'pass')
        ctx.log({ text: { ja: '日本軍: 第一艦隊は迎撃しない', en: 'Japan: the 1st Fleet does not intercept' } });
      else {
        so.sortied.first = true;
        if (verb === 'event')
          spend(state, ctx, 'japan', '#04', { ja: '日本軍が先に砲撃 (11.3.4)', en: 'Japan fires first (11.3.4)' });
        so.step = 'pa-interference';
        // [rule 11.3.1] revision 2: the battle may first ask the larger side for its aim (in this decision's place).
        if (startBattle(state, ctx, { japan: 'first', russia: 'portArthur', akiyama: verb === 'event', aims: [] }))
          return;
      }
      so.step = 'pa-interference';
      break;
    case 'vl-declare':
      if (verb === 'event') {
        spend(state, ctx, 'russia', '#05', {
          ja: 'ウラジオ艦隊出撃 (11.2.6)',
          en: 'the Vladivostok squadron sorties (11.2.6)',
        });
        so.sortied.vladivostok = true;
        so.step = 'second-intercept';
      } else so.step = 'repair';
      break;
    case 'second-intercept':
      if (verb === 'event') {
        spend(state, ctx, 'japan', '#04', { ja: '第二艦隊が迎撃 (11.2.7)', en: 'the 2nd Fleet intercepts (11.2.7)' });
        so.sortied.second = true;
        so.step = 'vl-interference';
        if (startBattle(state, ctx, { japan: 'second', russia: 'vladivostok', akiyama: true, aims: [] })) return;
      }
      so.step = 'vl-interference';
      break;
    case 'revive':
      if (verb === 'revive') {
        const donor = fleetShips(g, 'first').find((s) => s.steps === 2)!;
        donor.steps = 0;
        navy.ships['JN-2F']!.steps = 2;
        ctx.log({
          text: {
            ja: `${shipName(donor.id).ja} を除き第二艦隊を復活 (11.4)`,
            en: `${shipName(donor.id).en} retired; the 2nd Fleet is back (11.4)`,
          },
        });
      }
      navy.sortie = null;
      return ctx.end();
  }
  ctx.end();
}

export function explainNaval(state: S, side: NSide, d: NavalFrame, verb: string, args: string[]): Rejection {
  if (verb === 'event') {
    const card = args[0] ?? '';
    if (!state.g.hands[side].includes(card)) return reject('NOT_IN_HAND', { card }, '11.2');
  }
  return reject('NOT_LEGAL', { input: [verb, ...args].join(' ') }, d.kind === 'naval-flagship' ? '11.5' : '11.2');
}
