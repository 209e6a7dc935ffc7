// Writes examples/practice.txt: a member (alice, Russia) plays a whole 奉天会戦 against the computer
// player (/practice, level ai-fast) in the console. The computer's moves are not in the script — it
// moves by itself, through its jobs — so the member's lines are chosen here by playing the game once
// in a console on a scratch database with the script's dice secret and computer seed: the file
// replays alike as long as the rules and the computer player (src/ai, src/games/*/ai.ts) do. After
// a change to either, run it again:
//
//   npx tsx scripts/practice-example.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { legalActions, pendingSides } from '#engine/engine.ts';
import type { GameState } from '#engine/types.ts';
import { makeRand } from '#ai/rand.ts';
import { getGame } from '#games/index.ts';
import { closeRenderPool } from '#images/index.ts';
import { createApp } from '#src/app.ts';
import { configureLogging } from '#src/log.ts';
import { ConsoleTransport, LocalConsole } from '#console/console.ts';

const OUT = new URL('../examples/practice.txt', import.meta.url);
const CHANNEL = 'practice';

const HEAD = `# A whole 奉天会戦 against the computer player in the local console:
#   npm start -- examples/practice.txt
# alice plays Russia; the computer plays Japan at level ai-fast (about a tenth of a second a move;
# level ai, the default, thinks up to 2 s). Its moves are not in this script: after each of alice's
# lines it moves by itself, and the channel shows them as any opponent's. !dice-secret and !ai-seed
# fix the dice and the computer's seed so that it plays the same moves on every run (this file was
# written by scripts/practice-example.ts). The game plays in a channel of its own, #practice, and
# ends, so the script runs again on the same data folder.
!channel ${CHANNEL}
!dice-secret 5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed
!ai-seed 1905
# A practice game starts at once (no challenge to accept), unrated.
@alice:en /practice game:hoten-kaisen side:russia level:ai-fast
@alice /act action:place-historical
# From here on, alice's own moves only: the computer's answer to each is printed after it.
`;

async function main(): Promise<void> {
  configureLogging({ level: 'error' });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hexpost-practice-'));
  const io = { print: () => undefined, imageDir: path.join(dir, 'out') };
  const transport = new ConsoleTransport(io);
  const app = await createApp({ pgliteDir: path.join(dir, 'db'), transport, defaultLocale: 'ja' });
  const cons = new LocalConsole(app.deps, io, () => app.outbox.drain(), 'ja', transport);
  const lines: string[] = [];
  const run = async (line: string) => {
    const outcome = await cons.run(line);
    if (outcome === 'refused' || outcome === 'error') throw new Error(`refused: ${line}`);
  };
  try {
    for (const l of HEAD.split('\n')) await run(l);
    const m = getGame('hoten-kaisen')!;
    // alice: the greedy way is not the point here; she passes about half the time she may, and
    // else takes a legal action at random (a fixed seed: the file is the same each time it is made).
    const rand = makeRand(25);
    for (let i = 0; i < 400; i++) {
      const game = await app.repo.findOpenGameByChannel<unknown, GameState>(CHANNEL);
      if (game?.status !== 'active') break;
      if (!pendingSides(game.state).includes('russia')) throw new Error('the computer did not move');
      const legal = legalActions(m, game.state, 'russia').map((l) => l.action);
      const pass = legal.find((a) => a === 'pass');
      const action = pass && rand() < 0.5 ? pass : rand.pick(legal);
      const line = `@alice /act action:${action}`;
      lines.push(line);
      await run(line);
    }
    lines.push('# The game is over: its record, with the computer’s moves, and the dice to check.', '@alice /log');
    await run('@alice /log');
    fs.writeFileSync(OUT, `${HEAD}${lines.join('\n')}\n`);
    console.log(`wrote ${OUT.pathname}: ${lines.length} lines of alice's`);
  } finally {
    await app.close();
    await closeRenderPool();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
