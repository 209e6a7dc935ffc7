// A button's custom_id names its game compactly (the UUID as 22 base64url characters) and stays
// within Discord's 100 characters.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buttonId, challengeButtonId, compactGameId, expandGameId } from '../../src/service/outbox.ts';

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

  it('are a:<game>:<version>:<action>, accept:<game>, decline:<game>, at most 100 characters', () => {
    const id = randomUUID();
    expect(buttonId(id, 12, 'attack 0505')).toBe(`a:${compactGameId(id)}:12:attack 0505`);
    expect(challengeButtonId('accept', id)).toBe(`accept:${compactGameId(id)}`);
    expect(challengeButtonId('decline', id)).toBe(`decline:${compactGameId(id)}`);
    expect(buttonId(id, 123456, 'x'.repeat(200)).length).toBe(100);
  });
});
