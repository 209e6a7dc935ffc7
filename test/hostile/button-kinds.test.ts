// Every button the bot posts is read back by exactly one interaction kind, the one that made it;
// the formats of older posts are still read; an id that names no game, or a malformed one, is read
// by none (the router then answers "old button" and nothing acts).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BUTTON_KINDS } from '#bot/router.ts';
import { timeoutButtonId } from '#service/clock/sweep.ts';
import { confirmButtonId } from '#service/confirm.ts';
import { buttonId } from '#service/interactions/action.ts';
import { challengeButtonId } from '#service/interactions/challenge.ts';
import { compactGameId } from '#service/interactions/kind.ts';
import { privateButtonId } from '#service/private-buttons.ts';

/** The names of the kinds that read `id`, and what the one that did read. */
function readers(id: string): { names: string[]; parsed: unknown[] } {
  const hits = BUTTON_KINDS.map((k) => ({ name: k.name, parsed: k.parse(id) })).filter((h) => h.parsed !== null);
  return { names: hits.map((h) => h.name), parsed: hits.map((h) => h.parsed) };
}

describe('button kinds', () => {
  const game = randomUUID();
  const c = compactGameId(game);
  const season = randomUUID();

  it('each id the bot makes is read by the kind that made it, and by no other', () => {
    const made: [string, string][] = [
      [challengeButtonId('accept', game), 'challenge'],
      [challengeButtonId('decline', game), 'challenge'],
      [`lg:${season}:join`, 'league-signup'],
      [`lg:${season}:leave`, 'league-signup'],
      [confirmButtonId(game, 'resign'), 'resign-or-abort'],
      [confirmButtonId(game, 'abort'), 'resign-or-abort'],
      [`u:${c}:${'A'.repeat(16)}`, 'undo-consent'],
      [timeoutButtonId(game, 'win'), 'timeout'],
      [timeoutButtonId(game, 'go-on'), 'timeout'],
      [privateButtonId(game, 'k'.repeat(12), 'set jp-attack'), 'private'],
      [buttonId(game, { turn: 1 }, 'end'), 'action'],
    ];
    for (const [id, kind] of made) expect(readers(id).names, id).toEqual([kind]);
    expect(readers(challengeButtonId('accept', game)).parsed).toEqual([{ answer: 'accept', gameId: game }]);
    expect(readers(confirmButtonId(game, 'abort')).parsed).toEqual([{ gameId: game, what: 'abort' }]);
    expect(readers(timeoutButtonId(game, 'win')).parsed).toEqual([{ gameId: game, how: 'win' }]);
  });

  it('reads the formats of older posts: a channel button and an undo consent keyed by the version', () => {
    expect(readers(`a:${c}:42:attack 0505`).parsed).toEqual([
      { gameId: game, at: { expectedVersion: 42 }, action: 'attack 0505' },
    ]);
    expect(readers(`u:${c}:42`).parsed).toEqual([{ gameId: game, at: '42' }]);
  });

  it('reads no id that names no game, or names it wrongly', () => {
    for (const id of [
      'accept',
      'decline',
      'a:42:end',
      `a:${c.slice(1)}:42:end`,
      `c:${c}:delete`,
      `t:${c}:lose`,
      `lg:${season}:join:x`,
      `p:${c}:short:end`,
      '',
      'x'.repeat(100),
    ]) {
      expect(readers(id).names, id).toEqual([]);
    }
  });
});
