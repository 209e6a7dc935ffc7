// 日露大戦: the procedure stack's moves, as the rules use them. A procedure asks a decision by
// calling its frame, goes on to its next step by replacing its own frame, and ends by popping it
// (ctx.end(): the frame below, its caller, resumes in its spec's `resume`). A procedure never
// names the procedure that called it.
import type { PerformContext } from '#engine/types.ts';
import type { NFrame, NState } from '../types.ts';

/** Push a decision on the stack (never after the game ended). */
export function push(state: NState, d: NFrame): void {
  if (!state.result) state.stack.push(d);
}

/** The procedure goes on to its next decision: `d` replaces the frame on top. */
export function goto(ctx: PerformContext, d: NFrame): void {
  ctx.goto(d);
}

/** A procedure asks a decision: `d` goes on top. */
export function call(ctx: PerformContext, d: NFrame): void {
  ctx.call(d);
}
