// A button's custom_id names its game compactly (the UUID as 22 base64url characters) and stays
// within Discord's 100 characters.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ACTION_BUTTON_ID, buttonId } from '#service/interactions/action.ts';
import { challengeButtonId } from '#service/interactions/challenge.ts';
import { compactGameId, expandGameId, viewKey } from '#service/interactions/kind.ts';

describe('button custom ids', () => {
  it('name the game: its UUID round-trips through 22 base64url characters', () => {
    for (let i = 0; i < 200; i++) {
      const id = randomUUID();
      const c = compactGameId(id);
      expect(c).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(expandGameId(c)).toBe(id);
    }
    expect(expandGameId('not-a-game-id')).toBeNull();
    expect(expandGameId('1'.repeat(21))).toBeNull();
  });

  it('are a:<game>:<public view key>:<action>, accept:<game>, decline:<game>, at most 100 characters', () => {
    const id = randomUUID();
    const view = { units: { J1: '0505' }, turn: 3 };
    expect(buttonId(id, view, 'attack 0505')).toBe(`a:${compactGameId(id)}:${viewKey(view)}:attack 0505`);
    // The same public position, whatever its key order, gives the same id: nothing but the public view is in it.
    expect(buttonId(id, { turn: 3, units: { J1: '0505' } }, 'attack 0505')).toBe(buttonId(id, view, 'attack 0505'));
    expect(ACTION_BUTTON_ID.exec(buttonId(id, view, 'attack 0505'))?.slice(1)).toEqual([
      compactGameId(id),
      viewKey(view),
      'attack 0505',
    ]);
    expect(challengeButtonId('accept', id)).toBe(`accept:${compactGameId(id)}`);
    expect(challengeButtonId('decline', id)).toBe(`decline:${compactGameId(id)}`);
    expect(buttonId(id, view, 'x'.repeat(200)).length).toBe(100);
  });
});
