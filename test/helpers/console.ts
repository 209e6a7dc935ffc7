// A LocalConsole over a whole app on a fresh in-memory PGlite, with a fixed seed for new games
// (the console's own seeds are random), printing into `lines`; images go to a temporary folder.
//
//   const h = await startConsole('en', 7);
//   await h.cons.run('@alice /status');   // h.lines holds what it printed
//   await h.stop();
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp, type App } from '#src/app.ts';
import { ConsoleTransport, LocalConsole } from '#console/console.ts';
import type { Locale } from '#engine/types.ts';
import { openTestDatabase, type TestDatabase } from './db.ts';
import { usePictures, type Pictures } from './pictures.ts';

export interface ConsoleHarness {
  db: TestDatabase;
  app: App;
  cons: LocalConsole;
  lines: string[];
  imageDir: string;
  /** The lines printed since the last take, joined; they are forgotten. */
  take(): string;
  /** Close the app (the outbox drained), the database, and remove the image folder. */
  stop(): Promise<void>;
}

/**
 * `seed` null: new games draw a dice secret, as `npm start` does (a script may fix it with !dice-secret).
 * `pictures`: 'cheap' (default) tiny PNGs naming what they show (test/helpers/pictures.ts), 'real'
 * the render workers, for a transcript whose subject is the pictures.
 */
export async function startConsole(
  defaultLocale: Locale = 'en',
  seed: number | null = 1905,
  opts: { pictures?: Pictures } = {},
): Promise<ConsoleHarness> {
  const undoPictures = usePictures(opts.pictures ?? 'cheap');
  const db = await openTestDatabase('pglite');
  const imageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hexpost-console-'));
  const lines: string[] = [];
  const io = { print: (l: string) => lines.push(...l.split('\n')), imageDir };
  const transport = new ConsoleTransport(io);
  const app = await createApp({ db, transport, defaultLocale, ...(seed === null ? {} : { newSeed: () => seed }) });
  const cons = new LocalConsole(app.deps, io, () => app.outbox.drain(), defaultLocale, transport);
  return {
    db,
    app,
    cons,
    lines,
    take: () => lines.splice(0).join('\n'),
    imageDir,
    async stop() {
      await app.close();
      await db.close();
      fs.rmSync(imageDir, { recursive: true, force: true });
      undoPictures();
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Reading a transcript

export interface Block {
  head: string;
  body: string[];
}

/** The transcript in blocks: a head line ("[reply → @alice · private] …") and its indented lines. */
export function blocks(lines: string[]): Block[] {
  const out: Block[] = [];
  for (const l of lines) {
    if (l.startsWith('    ') && out.length) out.at(-1)!.body.push(l.trim());
    else out.push({ head: l, body: [] });
  }
  return out;
}

export const text = (b: Block): string => [b.head, ...b.body].join('\n');
export const images = (b: Block): string[] =>
  b.body.filter((l) => l.startsWith('🖼')).map((l) => l.replace(/^🖼\s+/, ''));
