// Core rejection codes and their ja/en texts. Games keep their own catalogues beside their rules.
import { catalogue, type Args, type Template } from './i18n.ts';
import type { Locale, Rejection, Text } from './types.ts';

const CORE: Record<string, Template> = {
  GAME_OVER: () => ({ ja: 'このゲームは終了しています。', en: 'This game is over.' }),
  NOT_A_PLAYER: () => ({
    ja: 'あなたはこのゲームのプレイヤーではありません。',
    en: 'You are not a player in this game.',
  }),
  UNKNOWN_ACTION: (a) => ({ ja: `「${a.input}」という行動はありません。`, en: `There is no action "${a.input}".` }),
  UNKNOWN_ACTION_NEAR: (a) => ({
    ja: `「${a.input}」という行動はありません。「${a.meant}」のことなら、今はできません: ${a.whyJa}`,
    en: `There is no action "${a.input}". If you meant "${a.meant}", it cannot be done now: ${a.whyEn}`,
  }),
  NOT_NOW: (a) => ({
    ja: `今は「${a.verb}」はできません(現在の手順: ${a.stepJa})。`,
    en: `You cannot "${a.verb}" now (current step: ${a.stepEn}).`,
  }),
  NOT_LEGAL: (a) => ({
    ja: `「${a.input}」は今できる行動ではありません。`,
    en: `"${a.input}" is not a legal action now.`,
  }),
  MISSING_ARG: (a) => ({ ja: `「${a.verb}」には ${a.what} の指定が必要です。`, en: `"${a.verb}" needs ${a.whatEn}.` }),
  NOT_A_CHOICE: (a) => ({
    ja: `「${a.value}」はここで選べる${a.whatJa}ではありません。選べるもの: ${a.choices || 'なし'}`,
    en: `"${a.value}" is not ${a.whatEn} you can choose here. Choices: ${a.choices || 'none'}`,
  }),
  NOT_YOUR_DECISION: (a) => ({
    ja: `今はあなたの番ではありません。${a.waitingJa} の決定を待っています。`,
    en: `It is not your turn. Waiting for ${a.waitingEn}.`,
  }),
};

export function coreRejection(code: keyof typeof CORE & string, args: Args, rule?: string): Rejection {
  const template = CORE[code];
  if (!template) throw new Error(`unknown core rejection ${code}`);
  return { code, rule, args, text: template(args) };
}

/** Build a rejection from a game's catalogue. */
export function makeRejection(
  catalogue: Record<string, Template>,
  code: string,
  args: Args = {},
  rule?: string,
): Rejection {
  const template = catalogue[code];
  if (!template) throw new Error(`unknown rejection ${code}`);
  return { code, rule, args, text: template(args) };
}

/** The engine's words around a rejection. */
const WORDS = catalogue({
  citedRule: (a) => ({ ja: `【ルール ${a.rule}】`, en: `[Rule ${a.rule}] ` }),
  // An autocomplete choice that is not yet a whole action: what its completions share, then what comes next.
  partialChoice: (a) => ({
    ja: `${a.commonJa} …(次に${a.nextJa}を選択)`,
    en: `${a.commonEn} … (then choose ${a.nextEn})`,
  }),
});

/** The label of a partly typed action: the words its completions' labels share, and what to choose next. */
export function partialChoiceLabel(common: Text, next: Text): Text {
  return WORDS.t('partialChoice', { commonJa: common.ja, nextJa: next.ja, commonEn: common.en, nextEn: next.en });
}

/** "[Rule 8.0] text" in the given locale. */
export function formatRejection(rej: Rejection, locale: Locale): string {
  const rule = rej.rule ? WORDS.tr(locale, 'citedRule', { rule: rej.rule }) : '';
  return `${rule}${rej.text[locale]}`;
}

export type { Template, Args };
