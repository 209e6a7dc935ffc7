// 日露大戦 decisions of the combat phase: declaring attacks ([rule 9.1] [rule 9.3]), the order
// of resolution, attack support ([rule 9.4.2]), the combat event windows ([rule 10.4.5]), losses
// ([rule 9.5]), AR or AE, retreats and chain retreats ([rule 9.6]) and advance after combat
// ([rule 9.7]).
import { CARD_BY_ID } from '../data/cards.ts';
import { occupancy } from '../board.ts';
import { cardName, DECISION_NAME, hexName, reject, unitName } from '../messages.ts';
import { eventOk, eventProblem, playableEvents, type EventContext } from '../rules/cards/index.ts';
import {
  advanceCandidates,
  advanceCombat,
  attackTargetOk,
  attackTargets,
  chainOptions,
  differentialOf,
  eligibleAttackers,
  explainAdvance,
  explainDeclaration,
  explainDeclare,
  explainLoss,
  explainResolve,
  explainRetreat,
  lossCandidates,
  mayConfirm,
  performAdvance,
  performAr,
  performCombatEvent,
  performDeclaration,
  performDeclare,
  performDisplace,
  performLoss,
  performResolve,
  performRetreat,
  performSupport,
  retreatOptions,
  startResolving,
} from '../rules/combat/index.ts';
import { endCombat } from '../rules/sequence.ts';
import type { NState } from '../types.ts';
import type { PerformContext } from '#engine/types.ts';
import { CARD_ARG, type Ctx, eventLabel, lazy, memo, sideOf, type Spec, stateOf, t } from './shared.ts';

const occOf = (c: object & { g: Parameters<typeof occupancy>[0] }) => memo(c, 'occ', () => occupancy(c.g));
const signed = (n: number): string => (n >= 0 ? `+${n}` : String(n));

/** A step of the combat procedure ran; when it reports every declared attack resolved, the combat phase ends. */
function endCombatIf(state: NState, ctx: PerformContext, over: boolean): void {
  if (over) endCombat(state, ctx);
}

// ---------------------------------------------------------------------------------------------
// [rule 9.1] [rule 9.3] declaring every attack first

export const combat: Spec<'combat'> = {
  name: DECISION_NAME.combat!,
  verbs: [
    {
      verb: 'attack',
      role: 'attack-target',
      style: 'primary',
      args: [{ name: 'target', kind: 'hex' }],
      options: (c) =>
        lazy(
          () => attackTargets(c.g, occOf(c), sideOf(c)),
          (hex) => attackTargetOk(c.g, occOf(c), sideOf(c), hex),
        ),
      label: (_c, [hex]) => {
        const n = hexName(hex!);
        return t(`${n.ja} への攻撃を宣言`, `Declare an attack on ${n.en}`);
      },
      perform: (c, args) => performDeclaration(stateOf(c), c.ctx, 'attack', [...args]),
      explain: (c, args) => explainDeclaration(stateOf(c), sideOf(c), 'attack', [...args]),
    },
    {
      verb: 'undeclare',
      args: [{ name: 'target', kind: 'hex' }],
      options: (c) => c.g.declarations.map((d) => d.target),
      label: (_c, [hex]) => {
        const n = hexName(hex!);
        return t(`${n.ja} への攻撃宣言を取り消す`, `Withdraw the attack on ${n.en}`);
      },
      perform: (c, args) => performDeclaration(stateOf(c), c.ctx, 'undeclare', [...args]),
      explain: (c, args) => explainDeclaration(stateOf(c), sideOf(c), 'undeclare', [...args]),
    },
    {
      verb: 'end-declarations',
      role: 'end-step',
      when: (c) => c.g.declarations.length > 0,
      label: (c) =>
        t(`宣言終了: ${c.g.declarations.length}件の戦闘を解決`, `Done: resolve ${c.g.declarations.length} combat(s)`),
      perform: (c) => endCombatIf(stateOf(c), c.ctx, startResolving(stateOf(c), c.ctx)),
      explain: (c) => explainDeclaration(stateOf(c), sideOf(c), 'end-declarations', []),
    },
    {
      verb: 'end-combat',
      role: 'end-step',
      when: (c) => c.g.declarations.length === 0,
      label: () => t('攻撃せずに戦闘フェイズ終了', 'End the combat phase without attacking'),
      perform: (c) => endCombat(stateOf(c), c.ctx),
      explain: (c) => explainDeclaration(stateOf(c), sideOf(c), 'end-combat', []),
    },
  ],
};

export const declare: Spec<'declare'> = {
  name: DECISION_NAME.declare!,
  verbs: [
    {
      verb: 'with',
      role: 'attack-with',
      args: [{ name: 'unit', kind: 'unit' }],
      options: (c) => eligibleAttackers(c.g, occOf(c), c.top.sides[0]!, c.top.target, c.top.units),
      label: (_c, [id]) => {
        const n = unitName(id!);
        return t(`${n.ja} で攻撃`, `Attack with ${n.en}`);
      },
      perform: (c, args) => performDeclare(stateOf(c), c.ctx, 'with', [...args]),
      explain: (c, args) => explainDeclare(stateOf(c), 'with', [...args]),
    },
    {
      verb: 'confirm',
      role: 'attack-confirm',
      style: 'primary',
      when: (c) => mayConfirm(c.g, occOf(c), c.top.sides[0]!, c.top.target, c.top.units),
      label: (c) => {
        const { target, units } = c.top;
        const diff = signed(differentialOf(c.g, occOf(c), target, units));
        return t(
          `宣言: ${hexName(target).ja} を ${units.length}個で攻撃 (戦闘力差${diff})`,
          `Declare: ${units.length} unit(s) attack ${hexName(target).en} (differential ${diff})`,
        );
      },
      perform: (c) => performDeclare(stateOf(c), c.ctx, 'confirm', []),
      explain: (c) => explainDeclare(stateOf(c), 'confirm', []),
    },
    {
      verb: 'cancel',
      role: 'back-out',
      label: () => t('この攻撃をやめる', 'Drop this attack'),
      perform: (c) => performDeclare(stateOf(c), c.ctx, 'cancel', []),
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// [rule 9.3] [rule 9.4.2] [rule 10.4.5] resolving one combat

export const resolve: Spec<'resolve'> = {
  name: DECISION_NAME.resolve!,
  verbs: [
    {
      verb: 'resolve',
      style: 'primary',
      args: [{ name: 'target', kind: 'hex' }],
      options: (c) => c.g.declarations.filter((d) => !d.resolved).map((d) => d.target),
      label: (_c, [hex]) => {
        const n = hexName(hex!);
        return t(`${n.ja} の戦闘を解決`, `Resolve the combat at ${n.en}`);
      },
      perform: (c, [hex]) => endCombatIf(stateOf(c), c.ctx, performResolve(stateOf(c), c.ctx, hex!)),
      explain: (c, [hex = '']) => explainResolve(stateOf(c), hex),
    },
  ],
  // A decision of the combat being resolved (support, an event, a loss, a retreat, an advance) ended: it goes on.
  resume: (c) => endCombatIf(stateOf(c), c.ctx, advanceCombat(stateOf(c), c.ctx)),
};

export const support: Spec<'support'> = {
  name: DECISION_NAME.support!,
  verbs: [
    {
      verb: 'support',
      role: 'card-use',
      args: CARD_ARG,
      options: (c) => c.g.hands[c.g.combat!.attackerSide],
      label: (c, [card]) => {
        const n = cardName(card!, c.g.combat!.attackerSide);
        return t(`攻撃支援: ${n.ja} を捨てて+1`, `Attack support: discard ${n.en} for +1`);
      },
      perform: (c, [card]) => performSupport(stateOf(c), c.ctx, card!),
      explain: (_c, [card = '']) =>
        CARD_BY_ID[card] ? reject('NOT_IN_HAND', { card }, '9.4.2') : reject('NO_SUCH_CARD', { card }, '2.4'),
    },
    {
      verb: 'no-support',
      role: 'end-step',
      label: () => t('攻撃支援なし', 'No attack support'),
      perform: (c) => performSupport(stateOf(c), c.ctx, null),
    },
  ],
};

const stageOf = (c: Ctx<'combat-event'>): EventContext => ({
  where: c.g.cflow!.stage === 'before' ? 'before' : 'after',
});

export const combatEvent: Spec<'combat-event'> = {
  name: DECISION_NAME['combat-event']!,
  verbs: [
    {
      verb: 'event',
      role: 'card-use',
      args: CARD_ARG,
      options: (c) =>
        lazy(
          () => playableEvents(stateOf(c), sideOf(c), stageOf(c)),
          (card) => eventOk(stateOf(c), sideOf(c), card, stageOf(c)),
        ),
      label: (c, [card]) => eventLabel(card!, sideOf(c)),
      perform: (c, args) => performCombatEvent(stateOf(c), c.ctx, sideOf(c), 'event', [...args]),
      explain: (c, [card = '']) =>
        eventProblem(stateOf(c), sideOf(c), card, stageOf(c)) ??
        reject('NOT_LEGAL', { input: `event ${card}` }, '10.4.5'),
    },
    {
      verb: 'pass',
      role: 'end-step',
      label: () => t('イベントを使わない', 'Play no event'),
      perform: (c) => performCombatEvent(stateOf(c), c.ctx, sideOf(c), 'pass', []),
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// [rule 9.5] [rule 9.6] [rule 9.7] applying the result

export const loss: Spec<'loss'> = {
  name: DECISION_NAME.loss!,
  verbs: [
    {
      verb: 'lose',
      role: 'pick-unit',
      args: [{ name: 'unit', kind: 'unit' }],
      options: (c) => lossCandidates(c.g, c.top.role),
      label: (_c, [id]) => {
        const n = unitName(id!);
        return t(`${n.ja} を除去`, `Remove ${n.en}`);
      },
      perform: (c, [id]) => performLoss(stateOf(c), c.ctx, id!),
      explain: (c, [id = '']) => explainLoss(stateOf(c), id),
    },
  ],
};

export const ar: Spec<'ar'> = {
  name: DECISION_NAME.ar!,
  verbs: [
    {
      verb: 'retreat',
      label: () => t('AR: 攻撃ユニットを1ヘクス退却させる', 'AR: retreat the attackers one hex'),
      perform: (c) => performAr(stateOf(c), c.ctx, 'retreat'),
    },
    {
      verb: 'ar-to-ae',
      label: () =>
        t(
          'ARをAEに変更: 攻撃ユニット1個を除去し残りはそのまま (9.6)',
          'Turn AR into AE: remove one attacker, the rest stay (9.6)',
        ),
      perform: (c) => performAr(stateOf(c), c.ctx, 'ar-to-ae'),
    },
  ],
};

/** A retreating unit's options, once per question. */
const retreatsOf = (c: Ctx<'retreat'>, id: string) =>
  memo(c, `r:${id}`, () => retreatOptions(c.g, occOf(c), c.g.units[id]!));

export const retreat: Spec<'retreat'> = {
  name: DECISION_NAME.retreat!,
  verbs: [
    {
      verb: 'retreat',
      args: [
        { name: 'unit', kind: 'unit' },
        { name: 'to', kind: 'hex' },
      ],
      options: (c, prev) => {
        const units = c.g.retreat!.units;
        if (prev.length === 0) return units;
        return units.includes(prev[0]!) ? retreatsOf(c, prev[0]!).map((o) => o.hex) : [];
      },
      label: (c, [id, hex]) => {
        const n = unitName(id!);
        const h = hexName(hex!);
        return retreatsOf(c, id!).find((o) => o.hex === hex)?.chain
          ? t(`${n.ja} を ${h.ja} へ退却 (連鎖退却)`, `Retreat ${n.en} to ${h.en} (chain retreat)`)
          : t(`${n.ja} を ${h.ja} へ退却`, `Retreat ${n.en} to ${h.en}`);
      },
      perform: (c, [id, hex]) => performRetreat(stateOf(c), c.ctx, id!, hex!),
      explain: (c, args) => explainRetreat(stateOf(c), 'retreat', [...args]),
    },
  ],
};

/** [rule 9.6] chain retreat: the units that may make room, each with where it may go. */
const displacements = (c: Ctx<'chain'>) => memo(c, 'chain', () => chainOptions(stateOf(c)));

export const chain: Spec<'chain'> = {
  name: DECISION_NAME.chain!,
  verbs: [
    {
      verb: 'displace',
      args: [
        { name: 'unit', kind: 'unit' },
        { name: 'to', kind: 'hex' },
      ],
      options: (c, prev) => (prev.length === 0 ? [...displacements(c).keys()] : (displacements(c).get(prev[0]!) ?? [])),
      label: (_c, [id, hex]) => {
        const n = unitName(id!);
        const h = hexName(hex!);
        return t(`連鎖退却: ${n.ja} を ${h.ja} へ`, `Chain retreat: ${n.en} to ${h.en}`);
      },
      perform: (c, [id, hex]) => performDisplace(stateOf(c), c.ctx, id!, hex!),
      explain: (c, args) => explainRetreat(stateOf(c), 'displace', [...args]),
    },
  ],
};

export const advance: Spec<'advance'> = {
  name: DECISION_NAME.advance!,
  verbs: [
    {
      verb: 'advance',
      role: 'pick-unit',
      style: 'primary',
      args: [{ name: 'unit', kind: 'unit' }],
      options: (c) => advanceCandidates(c.g),
      label: (c, [id]) => {
        const n = unitName(id!);
        const h = hexName(c.g.combat!.target);
        return t(`${n.ja} を ${h.ja} へ前進`, `Advance ${n.en} into ${h.en}`);
      },
      perform: (c, [id]) => performAdvance(stateOf(c), c.ctx, id!),
      explain: (c, [id = '']) => explainAdvance(stateOf(c), id),
    },
    {
      verb: 'end-advance',
      role: 'pick-done',
      label: (c) =>
        c.g.cflow!.advanced.length ? t('前進終了', 'No more advances') : t('前進しない', 'Do not advance'),
      perform: (c) => performAdvance(stateOf(c), c.ctx, null),
    },
  ],
};
