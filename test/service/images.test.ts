// Images are drawn once: the same picture (game, version, viewer, locale) is drawn once however many ask
// for it at once, and /map after a post answers from the post's picture; image requests are
// rate-limited per user with a clear answer, the game unchanged.
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { App } from '#src/app.ts';
import { acceptGame, newGame } from '#service/lobby.ts';
import { act } from '#service/play.ts';
import { publicMap, privateMap } from '#service/images.ts';
import type { Game } from '#service/types.ts';
import { clearImageCache, imagesDrawn } from '#images/index.ts';
import { imagePoints, setImageRateLimit } from '#service/images.ts';
import { describeError } from '#service/types.ts';
import { forEachDatabase } from '../helpers/db.ts';
import { RecordingTransport, startServiceApp } from '../helpers/app.ts';

const CH = 'images';

forEachDatabase(
  'images: drawn once, cached, rate-limited',
  (t) => {
    let app: App;
    let transport: RecordingTransport;

    beforeEach(async () => {
      transport = new RecordingTransport();
      ({ app } = await startServiceApp(t.db, { transport, seed: 11, defaultLocale: 'ja', pictures: 'real' }));
      setImageRateLimit(1000);
    });
    afterEach(async () => {
      setImageRateLimit(imagePoints());
      await app.close();
    });

    async function start(): Promise<Game> {
      const created = await newGame(app.deps, {
        guildId: 'g',
        channelId: CH,
        gameType: 'hoten-kaisen',
        creatorId: 'alice',
        creatorLocale: 'ja',
        opponents: [{ id: 'bob' }],
        side: 'japan',
      });
      expect(created.ok).toBe(true);
      expect((await acceptGame(app.deps, CH, 'bob', 'ja')).ok).toBe(true);
      await app.outbox.drain();
      return (await app.repo.findOpenGameByChannel(CH))!;
    }

    it('draws a map once for many readers at once, and /map after a post answers from the post', async () => {
      const game = await start();
      // The channel post of this version was drawn in Japanese: a Japanese /map draws nothing.
      const d0 = imagesDrawn();
      const first = await publicMap(app.deps, CH, 'spectator', 'ja');
      expect(first.ok).toBe(true);
      expect(imagesDrawn()).toBe(d0);
      clearImageCache();
      const many = await Promise.all(Array.from({ length: 20 }, (_, i) => publicMap(app.deps, CH, `s${i}`, 'en')));
      expect(many.every((r) => r.ok)).toBe(true);
      expect(imagesDrawn()).toBe(d0 + 1);
      const pngs = many.map((r) => (r.ok ? r.value.png : null));
      expect(new Set(pngs).size).toBe(1);
      // Another viewer is another picture; a player's own view is never the public one.
      const mine = await privateMap(app.deps, CH, 'alice', 'en');
      expect(mine.ok).toBe(true);
      expect(imagesDrawn()).toBe(d0 + 2);
      expect(mine.ok && first.ok && Buffer.compare(mine.value.png!, pngs[0]!)).not.toBe(0);
      expect(game.version).toBeGreaterThan(0);
    });

    it('a post carries the whole map, and the phone picture as the image of its embed; so does a private map', async () => {
      await start();
      expect((await act(app.deps, { channelId: CH, userId: 'alice', action: 'place-historical' })).ok).toBe(true);
      await app.outbox.drain();
      const post = transport.channelPosts(CH).at(-1)!;
      const map = post.files![0]!;
      expect(map.name).toBe('map.png');
      expect(post.files!.map((f) => f.name)).toEqual([map.name, `focus-${map.name}`]);
      expect(post.embedImage).toBe(`focus-${map.name}`);
      const phone = post.files![1]!.data;
      expect(phone.readUInt32BE(16)).toBeLessThan(map.data.readUInt32BE(16)); // narrower than the map
      const dm = transport.dms('alice').at(-1)!;
      expect(dm.files!.map((f) => f.name)).toEqual([dm.files![0]!.name, `focus-${dm.files![0]!.name}`]);
      expect(dm.embedImage).toBe(`focus-${dm.files![0]!.name}`);
    });

    it('rate-limits image requests per user with a clear answer, and changes nothing', async () => {
      const game = await start();
      setImageRateLimit(2);
      expect((await publicMap(app.deps, CH, 'carol', 'ja')).ok).toBe(true);
      expect((await privateMap(app.deps, CH, 'alice', 'ja')).ok).toBe(true);
      expect((await publicMap(app.deps, CH, 'carol', 'en')).ok).toBe(true);
      const refused = await publicMap(app.deps, CH, 'carol', 'en');
      expect(refused.ok).toBe(false);
      if (refused.ok) return;
      expect(refused.error.code).toBe('RATE_LIMITED');
      expect(describeError(refused.error, 'en')).toMatch(/try again in \d+ s \(at most 2 a minute\)/);
      expect(describeError(refused.error, 'ja')).toMatch(/\d+秒後にもう一度/);
      // A player's /view past the limit still answers (summary, choices), without the picture.
      const noPicture = await privateMap(app.deps, CH, 'alice', 'en');
      expect((await privateMap(app.deps, CH, 'alice', 'en')).ok).toBe(true);
      const late = await privateMap(app.deps, CH, 'alice', 'en');
      expect(late.ok && late.value.png).toBe(null);
      expect(late.ok && late.value.note?.en).toMatch(/try again in \d+ s/);
      expect(noPicture.ok).toBe(true);
      // Someone else may still ask; the game did not move.
      expect((await publicMap(app.deps, CH, 'dave', 'ja')).ok).toBe(true);
      expect((await app.repo.findOpenGameByChannel(CH))!.version).toBe(game.version);
    });
  },
  { flow: true },
);

it('reads IMAGE_REQUESTS_PER_MINUTE when asked, not at import (.env is loaded later); empty counts as unset', () => {
  const before = process.env.IMAGE_REQUESTS_PER_MINUTE;
  try {
    process.env.IMAGE_REQUESTS_PER_MINUTE = '4';
    expect(imagePoints()).toBe(4);
    process.env.IMAGE_REQUESTS_PER_MINUTE = '';
    expect(imagePoints()).toBe(6);
  } finally {
    if (before === undefined) delete process.env.IMAGE_REQUESTS_PER_MINUTE;
    else process.env.IMAGE_REQUESTS_PER_MINUTE = before;
  }
});
