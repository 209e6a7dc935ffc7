// 日露大戦 decisions of the advanced naval rules (optional [rule 11.0]): Makarov's flagship
// ([rule 11.5]), the steps of the sortie procedure ([rule 11.2]), the hits Japan assigns
// ([rule 11.2.2]) and, from revision 2, the aim of the extra ships of a battle ([rule 11.3.1]).
import { SHIP_BY_ID } from '../data/counters.ts';
import { fleetShips } from '../rules/fleets.ts';
import { explainNaval, performNaval } from '../rules/naval.ts';
import { assignDefault, assignOptions, performAssign } from '../rules/naval-battle.ts';
import type { CardId, FrameOf, NavalStep } from '../types.ts';
import { DECISION_NAME } from '../messages.ts';
import { CARD_ARG, type Ctx, eventLabel, sideOf, type Spec, stateOf, t, type Verb } from './shared.ts';

const shipName = (id: string) => SHIP_BY_ID[id]!.name;

type Step = 'naval-sortie' | 'naval-response';
const stepOf = (c: { top: FrameOf<Step> }): NavalStep => c.top.step;

/** The cards each step takes as an event, and which of them the side holds (and has not used). */
const STEP_CARDS: Partial<Record<NavalStep, readonly CardId[]>> = {
  'pa-declare': ['#01', '#06'],
  'vl-declare': ['#05'],
  'pa-mines': ['#01', '#03'],
  'first-intercept': ['#04'],
  'second-intercept': ['#04'],
};

function stepCards(c: Ctx<Step>): CardId[] {
  const hand = c.g.hands[sideOf(c)];
  const used = stepOf(c) === 'pa-mines' ? c.g.navy!.sortie!.used : [];
  return (STEP_CARDS[stepOf(c)] ?? []).filter((card) => hand.includes(card) && !used.includes(card));
}

/** A verb of the procedure: a step's own choices, and its cards. */
function stepVerb<K extends Step>(
  verb: string,
  steps: readonly NavalStep[],
  label: (c: Ctx<K>) => ReturnType<Verb<K>['label']>,
): Verb<K> {
  return {
    verb,
    when: (c) => steps.includes(stepOf(c)),
    label: (c) => label(c),
    perform: (c) => performNaval(stateOf(c), c.ctx, sideOf(c), c.top, verb, []),
  };
}

function eventVerb<K extends Step>(): Verb<K> {
  return {
    verb: 'event',
    role: 'card-use',
    args: CARD_ARG,
    options: (c) => stepCards(c),
    label: (c, [card]) =>
      stepOf(c) === 'first-intercept'
        ? t('第一艦隊で迎撃し秋山真之を使う (11.3.4)', 'Intercept with the 1st Fleet, playing Akiyama (11.3.4)')
        : eventLabel(card!, sideOf(c)),
    perform: (c, args) => performNaval(stateOf(c), c.ctx, sideOf(c), c.top, 'event', [...args]),
    explain: (c, args) => explainNaval(stateOf(c), sideOf(c), c.top, 'event', [...args]),
  };
}

const PASS_STEPS: readonly NavalStep[] = [
  'pa-declare',
  'vl-declare',
  'pa-mines',
  'first-intercept',
  'second-intercept',
  'revive',
];

export const navalSortie: Spec<'naval-sortie'> = {
  name: DECISION_NAME['naval-sortie']!,
  verbs: [
    eventVerb(),
    stepVerb('sortie', ['pa-declare'], () =>
      t('旅順艦隊の出撃を宣言 (カードなし)', 'Declare a Port Arthur sortie (no card)'),
    ),
    stepVerb('continue', ['pa-continue'], () => t('作戦を続行', 'Go on with the sortie')),
    stepVerb('abort', ['pa-continue'], () => t('作戦を中止', 'Abort the sortie')),
    { ...stepVerb<'naval-sortie'>('pass', PASS_STEPS, () => t('行わない', 'No')), role: 'end-step' },
  ],
};

export const navalResponse: Spec<'naval-response'> = {
  name: DECISION_NAME['naval-response']!,
  verbs: [
    stepVerb('intercept', ['first-intercept'], () => t('第一艦隊で迎撃', 'Intercept with the 1st Fleet')),
    eventVerb(),
    stepVerb('revive', ['revive'], () =>
      t(
        '第一艦隊の無傷の艦1隻を除き第二艦隊を復活 (11.4)',
        'Retire an intact 1st Fleet ship to revive the 2nd Fleet (11.4)',
      ),
    ),
    // Any other step (none today) asks only "pass", as the procedure always did.
    {
      ...stepVerb<'naval-response'>('pass', PASS_STEPS, () => t('行わない', 'No')),
      when: () => true,
      role: 'end-step',
    },
  ],
};

export const navalFlagship: Spec<'naval-flagship'> = {
  name: DECISION_NAME['naval-flagship']!,
  verbs: [
    {
      verb: 'flagship',
      // [rule 11.5] chosen in secret: never a button on the channel.
      args: [{ name: 'ship', kind: 'unit', secret: true }],
      options: (c) => fleetShips(c.g, 'portArthur').map((s) => s.id),
      label: (_c, [id]) => t(`マカロフ中将の旗艦: ${shipName(id!).ja}`, `Makarov's flagship: ${shipName(id!).en}`),
      perform: (c, args) => performNaval(stateOf(c), c.ctx, sideOf(c), c.top, 'flagship', [...args]),
      explain: (c, args) => explainNaval(stateOf(c), sideOf(c), c.top, 'flagship', [...args]),
    },
  ],
};

export const navalLoss: Spec<'naval-loss'> = {
  name: DECISION_NAME['naval-loss']!,
  verbs: [
    {
      verb: 'hit',
      role: 'pick-unit',
      args: [{ name: 'ship', kind: 'unit' }],
      options: (c) =>
        fleetShips(c.g, 'portArthur')
          .filter((s) => s.steps > 0)
          .map((s) => s.id),
      label: (c, [id]) => {
        const left = c.g.navy!.sortie!.pendingHits;
        return t(
          `${shipName(id!).ja} に1ステップ損害 (残り${left})`,
          `One step off ${shipName(id!).en} (${left} to assign)`,
        );
      },
      perform: (c, args) => performNaval(stateOf(c), c.ctx, sideOf(c), c.top, 'hit', [...args]),
      explain: (c, args) => explainNaval(stateOf(c), sideOf(c), c.top, 'hit', [...args]),
    },
  ],
};

/** Revision 2, [rule 11.3.1] the larger side aims its extra ships, one at a time, or keeps the standard aim. */
export const navalAssign: Spec<'naval-assign'> = {
  name: DECISION_NAME['naval-assign']!,
  verbs: [
    {
      verb: 'aim',
      role: 'pick-unit',
      args: [{ name: 'target', kind: 'unit' }],
      options: (c) => assignOptions(c.g, c.top.battle, sideOf(c)).targets,
      label: (c, [id]) => {
        const ship = assignOptions(c.g, c.top.battle, sideOf(c)).ship!;
        return t(
          `${shipName(ship).ja} の目標: ${shipName(id!).ja}`,
          `${shipName(ship).en} fires at ${shipName(id!).en}`,
        );
      },
      perform: (c, [id]) => performAssign(stateOf(c), c.ctx, sideOf(c), c.top.battle, id!),
    },
    {
      verb: 'default',
      role: 'attack-confirm',
      label: (c) => {
        const pairs = assignDefault(c.g, c.top.battle, sideOf(c));
        return t(
          `標準の割り当て: ${pairs.map(([a, b]) => `${shipName(a).ja}→${shipName(b).ja}`).join('、')}`,
          `Standard aim: ${pairs.map(([a, b]) => `${shipName(a).en} → ${shipName(b).en}`).join(', ')}`,
        );
      },
      perform: (c) => performAssign(stateOf(c), c.ctx, sideOf(c), c.top.battle, null),
    },
  ],
};
