// 日露大戦: the rules revision a game plays (setup.ts stores it; a stored setup without one is revision 1).

/** The rules revision a game was started with (revision 2 changed rules 10.4.5 and 11.3.1). */
export const revisionOf = (state: { options: Record<string, unknown> }): number => Number(state.options.revision ?? 1);
