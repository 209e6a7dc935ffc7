// The resilience harnesses' ledger: what the outbox owed against what the fake Discord received,
// with each game played in its own thread and a pinned status message per game (as `npm start`
// runs it: docs/play-by-post.md).
//
// - Posts (challenge, map posts, notices) and DMs: every row arrives exactly once, in row order per
//   channel and per DM channel, tied to its row by the message nonce (checkDelivery of
//   test/helpers/delivery-ledger.ts). The one exception the outbox documents (src/service/outbox/index.ts,
//   "Order"): a map post that failed before, with a newer map of its game behind it, is skipped —
//   and its text lines are carried into the next map posted in that channel, so each of them must
//   be there (as far as a post shows lines: its last 12).
// - Status rows (payload type 'status') are not messages: they are one message per game, posted
//   once (with the nonce of the row that posted it: that creation is held to the same rules as a
//   post, order included) and then edited in place. Per game: every status row settled (sent or
//   superseded by a newer one), never failed; exactly one status message, pinned, the one
//   Game.statusMessageId names; its edits show status rows of that game in row order; and it ends
//   on the game's newest status row (its map attachment `status-<version>.png`).
import type { PrismaClient } from '#generated/prisma/client.ts';
import type { FakeDiscord, RecordedMessage } from '#tools/fake-discord/index.ts';
import {
  botMessages,
  checkDelivery,
  noncesOfRow,
  NO_PROBLEMS,
  pollRows,
  problems,
  type OwedRow,
} from '../helpers/delivery-ledger.ts';

export interface LedgerRow extends OwedRow {
  gameId: string;
  /** The payload's type: challenge, update, private, notice, status. */
  type: string;
  /** The payload's version (updates, private maps, status rows), else null. */
  version: number | null;
  attempts: number;
  /** A map post's public lines (both languages). */
  lines: { ja: string; en: string }[];
  /** When the row was committed (the bot's clock). */
  createdAt: Date;
}

type Raw = {
  id: string;
  kind: string;
  target: string;
  deliveredAt: Date | string | null;
  failedAt: Date | string | null;
  gameId: string;
  attempts: number | string;
  type: string | null;
  version: string | null;
  lines: string | null;
  createdAt: Date | string;
};

const date = (v: Date | string | null): Date | null => (v === null ? null : new Date(v));

/** Polls the Outbox table and keeps every row seen (latest state wins), with its payload's type and version. */
export function watchLedger(
  prisma: PrismaClient,
  everyMs = 300,
): { rows: Map<bigint, LedgerRow>; refresh(): Promise<void>; stop(): void } {
  const rows = new Map<bigint, LedgerRow>();
  return pollRows(rows, everyMs, async () => {
    const all = await prisma.$queryRawUnsafe<Raw[]>(
      `SELECT id::text AS id, kind, target, "deliveredAt", "failedAt", "gameId", attempts, payload->>'type' AS type, payload->>'version' AS version,
              CASE WHEN payload->>'type' = 'update' THEN (payload->'lines')::text END AS lines, "createdAt"
       FROM "Outbox"`,
    );
    for (const r of all) {
      const id = BigInt(r.id);
      rows.set(id, {
        id,
        kind: r.kind,
        target: r.target,
        deliveredAt: date(r.deliveredAt),
        failedAt: date(r.failedAt),
        gameId: r.gameId,
        attempts: Number(r.attempts),
        type: r.type ?? '?',
        version: r.version === null ? null : Number(r.version),
        lines: r.lines ? (JSON.parse(r.lines) as { ja: string; en: string }[]) : [],
        createdAt: new Date(r.createdAt),
      });
    }
  });
}

/** A channel and the threads opened in it (where its games are played), in creation order. */
export function channelAndThreads(fake: FakeDiscord, channelId: string): string[] {
  const guild = fake.guild();
  return [channelId, ...guild.channelIds.filter((id) => fake.channel(id).parentId === channelId)];
}

function nonceOf(m: RecordedMessage): string | null {
  const n = (m.payloads[0] as { nonce?: unknown } | undefined)?.nonce;
  return typeof n === 'string' || typeof n === 'number' ? String(n) : null;
}

export interface GameStatus {
  id: string;
  channelId: string;
  statusMessageId: string | null;
}

export type LedgerProblems = ReturnType<typeof problems> & { linesLost: string[]; status: string[] };
export const NO_LEDGER_PROBLEMS: LedgerProblems = { ...NO_PROBLEMS, linesLost: [], status: [] };

/**
 * Every problem of a run, all at once (NO_LEDGER_PROBLEMS when none). `games`: the games as stored
 * at the end. `repeatedEdits`: a status edit may be sent again with the same status (a process
 * killed after the edit, before the row was marked); without it the edits must strictly advance.
 */
export function ledgerProblems(
  rows: Iterable<LedgerRow>,
  fake: FakeDiscord,
  channelId: string,
  dmUsers: string[],
  games: GameStatus[],
  opts: { repeatedEdits?: boolean } = {},
): {
  report: {
    rows: number;
    statusRows: number;
    superseded: number;
    messages: number;
    statusEdits: number;
    games: number;
  };
  problems: LedgerProblems;
} {
  const all = [...rows].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const statusRows = all.filter((r) => r.type === 'status');
  const statusOfNonce = new Map<string, LedgerRow>();
  for (const r of statusRows) for (const n of noncesOfRow(r.id)) statusOfNonce.set(n, r);
  const messages = botMessages(fake, channelAndThreads(fake, channelId), dmUsers);
  // A status row whose nonce a message carries posted the status message: that creation is owed
  // once, in order, like a post. Every other status row is an edit (or was superseded).
  const creators = new Set<LedgerRow>();
  for (const x of messages) {
    const n = nonceOf(x.m);
    const r = n === null ? undefined : statusOfNonce.get(n);
    if (r) creators.add(r);
  }
  // Map posts skipped for a newer map (see the top): settled, failed before, no message of their
  // own, and a newer map of the game posted in that channel, which must show their lines.
  const rowOfNonce = new Map<string, LedgerRow>();
  for (const r of all) for (const n of noncesOfRow(r.id)) rowOfNonce.set(n, r);
  const postOf = new Map<bigint, RecordedMessage>();
  for (const x of messages) {
    const n = nonceOf(x.m);
    const r = n === null ? undefined : rowOfNonce.get(n);
    if (r && !postOf.has(r.id)) postOf.set(r.id, x.m);
  }
  const maps = all.filter((r) => r.type === 'update');
  const superseded = new Set<LedgerRow>();
  const linesLost: string[] = [];
  for (const r of maps) {
    const later = maps.some((n) => n.id > r.id && n.gameId === r.gameId && n.target === r.target && postOf.has(n.id));
    if (!postOf.has(r.id) && r.deliveredAt && !r.failedAt && r.attempts > 0 && later) superseded.add(r);
  }
  for (const target of new Set(maps.map((r) => `${r.gameId} ${r.target}`))) {
    let carried: LedgerRow[] = [];
    for (const r of maps.filter((m) => `${m.gameId} ${m.target}` === target)) {
      if (superseded.has(r)) {
        carried.push(r);
        continue;
      }
      const post = postOf.get(r.id);
      if (!post) continue; // lost: checkDelivery says so
      const shown = [
        ...carried.flatMap((c) => c.lines.map((l) => ({ l, from: c.id }))),
        ...r.lines.map((l) => ({ l, from: r.id })),
      ].slice(-12);
      for (const { l, from } of shown) {
        if (!post.content.includes(`・${l.ja}`) && !post.content.includes(`・${l.en}`)) {
          linesLost.push(
            `row ${from} (channel:${r.target})${from === r.id ? '' : ' superseded'}: its line "${l.en}" is not in the post of row ${r.id}`,
          );
        }
      }
      carried = [];
    }
  }
  const owed = all.filter((r) => (r.type !== 'status' || creators.has(r)) && !superseded.has(r));
  const p = problems(checkDelivery(owed, messages));

  const status: string[] = [];
  const requests = fake.requests();
  let statusEdits = 0;
  const byGame = new Map<string, LedgerRow[]>();
  for (const r of statusRows) byGame.set(r.gameId, [...(byGame.get(r.gameId) ?? []), r]);
  for (const [gameId, list] of byGame) {
    list.sort((a, b) => (a.id < b.id ? -1 : 1));
    const game = games.find((g) => g.id === gameId);
    const where = list[0]!.target;
    if (!game) {
      status.push(`game ${gameId}: status rows of a game not stored`);
      continue;
    }
    for (const r of list) {
      if (r.kind !== 'channel' || r.target !== game.channelId)
        status.push(
          `game ${gameId}: status row ${r.id} owed to ${r.kind}:${r.target}, not the game's channel ${game.channelId}`,
        );
      if (!r.deliveredAt || r.failedAt)
        status.push(`game ${gameId}: status row ${r.id} ${r.failedAt ? 'failed' : 'not settled'}`);
      if (r.version === null) status.push(`game ${gameId}: status row ${r.id} without a version`);
    }
    const made = list.filter((r) => creators.has(r));
    const posted = fake.channelMessages(where).filter((m) => {
      const n = nonceOf(m);
      return n !== null && statusOfNonce.get(n)?.gameId === gameId;
    });
    if (posted.length !== 1 || made.length !== 1) {
      status.push(
        `game ${gameId}: ${posted.length} status messages (rows ${made.map((r) => r.id).join(', ') || 'none'}) in ${where}, not 1`,
      );
      continue;
    }
    const m = posted[0]!;
    if (!m.pinned) status.push(`game ${gameId}: status message ${m.id} not pinned`);
    if (game.statusMessageId !== m.id)
      status.push(`game ${gameId}: Game.statusMessageId ${game.statusMessageId} is not the status message ${m.id}`);
    // What it showed: its creation (the creating row's status), then each edit, in order. A status
    // message names no version (its picture is status.png: a name anyone can read must not count
    // hidden actions); each one says when its row was committed (`<t:SECONDS:R>`), which ties it
    // to its row.
    const secondOf = (d: Date) => Math.floor(d.getTime() / 1000);
    const shownAt = (content: unknown) => {
      const f = typeof content === 'string' ? /<t:(\d+):R>/.exec(content) : null;
      return f ? Number(f[1]) : null;
    };
    const edits = requests.filter(
      (q) =>
        q.method === 'PATCH' && q.path === `/channels/${where}/messages/${m.id}` && q.status >= 200 && q.status < 300,
    );
    statusEdits += edits.length;
    if (edits.length !== m.edits)
      status.push(`game ${gameId}: ${edits.length} edit requests answered, the message counts ${m.edits} edits`);
    if (!m.attachments.some((a) => a.filename === 'status.png'))
      status.push(
        `game ${gameId}: status message's picture is ${m.attachments.map((a) => a.filename).join(', ')}, not status.png`,
      );
    const shown = [
      secondOf(made[0]!.createdAt),
      ...edits.map((q) => shownAt((q.body as { content?: unknown } | null)?.content)),
    ];
    const seconds = new Set(list.map((r) => secondOf(r.createdAt)));
    for (let i = 0; i < shown.length; i++) {
      const v = shown[i]!;
      if (v === null || !seconds.has(v))
        status.push(
          `game ${gameId}: status message showed a row committed at ${v}, not a status row of the game (${[...seconds].join(', ')})`,
        );
      if (i > 0 && v !== null && shown[i - 1] !== null && v < shown[i - 1]!)
        status.push(`game ${gameId}: status edit ${i} showed a row committed at ${v} after one at ${shown[i - 1]}`);
    }
    // The same status sent again (a process killed after its edit, before the row was marked) is
    // an edit with the very body and picture of the one before it, one more than the rows it can
    // stand for: two rows committed in one second read alike when the public view did not change
    // between them (and the first is sent when the second was not yet in its batch), so the
    // creation and the edits showing a second may be as many as the status rows of that second.
    if (!opts.repeatedEdits) {
      const bodies = edits.map(
        (q) =>
          `${JSON.stringify(q.body)} ${(q.files ?? []).map((f) => `${f.filename}:${f.data.toString('base64')}`).join(' ')}`,
      );
      const count = <T>(xs: T[], x: T) => xs.filter((y) => y === x).length;
      const rowSeconds = list.map((r) => secondOf(r.createdAt));
      for (let i = 1; i < bodies.length; i++)
        if (bodies[i] === bodies[i - 1] && count(shown, shown[i + 1]) > count(rowSeconds, shown[i + 1]))
          status.push(`game ${gameId}: status edit ${i} sent the same status again`);
    }
    const newest = secondOf(list[list.length - 1]!.createdAt);
    if (shown[shown.length - 1] !== newest)
      status.push(
        `game ${gameId}: status message last showed the row committed at ${shown[shown.length - 1]}, the newest status row was committed at ${newest}`,
      );
    if (shownAt(m.content) !== newest)
      status.push(
        `game ${gameId}: status message reads ${JSON.stringify(m.content.slice(-40))}, not the newest status row (committed at ${newest})`,
      );
  }
  // A game with a status message but no status row would show as an unattributed message above.
  return {
    report: {
      rows: all.length - statusRows.length,
      statusRows: statusRows.length,
      superseded: superseded.size,
      messages: messages.length,
      statusEdits,
      games: byGame.size,
    },
    problems: { ...p, linesLost, status },
  };
}
