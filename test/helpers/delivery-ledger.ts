// What the outbox owed against what the fake Discord received: every committed outbox row must
// have arrived exactly once (0 lost, 0 duplicates), and in each channel and each DM channel the
// messages must come in increasing row order.
//
// A message is tied to its row by the Discord message `nonce` the outbox sends (derived from the
// row id; see noncesOfRow). Rows are snapshotted while the test runs (watchOutbox), so a row
// pruned after delivery is still counted.
import type { PrismaClient } from '#generated/prisma/client.ts';
import type { FakeDiscord, RecordedMessage } from '#tools/fake-discord/index.ts';

export interface OwedRow {
  id: bigint;
  kind: string;
  target: string;
  deliveredAt: Date | null;
  failedAt: Date | null;
}

/**
 * The nonces a row's message may carry: the outbox sends `ob<id in base 36>` (outboxNonce in
 * src/service/outbox/index.ts); the plain decimal id is accepted too.
 */
export function noncesOfRow(id: bigint): string[] {
  return [`ob${id.toString(36)}`.slice(0, 25), id.toString()];
}

function nonceOf(m: RecordedMessage): string | null {
  const n = (m.payloads[0] as { nonce?: unknown } | undefined)?.nonce;
  return typeof n === 'string' || typeof n === 'number' ? String(n) : null;
}

/** Polls the Outbox table and keeps every row seen (latest state wins). */
export function watchOutbox(
  prisma: PrismaClient,
  everyMs = 300,
): { rows: Map<bigint, OwedRow>; refresh(): Promise<void>; stop(): void } {
  const rows = new Map<bigint, OwedRow>();
  return pollRows(rows, everyMs, async () => {
    const all = await prisma.outbox.findMany({
      select: { id: true, kind: true, target: true, deliveredAt: true, failedAt: true },
    });
    for (const r of all) rows.set(r.id, r);
  });
}

/** Runs `refresh` every `everyMs` until stopped (a failed refresh waits for the next). */
export function pollRows<R>(
  rows: R,
  everyMs: number,
  refresh: () => Promise<void>,
): { rows: R; refresh(): Promise<void>; stop(): void } {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  const loop = () => {
    if (stopped) return;
    refresh()
      .catch(() => undefined) // the database may be cut on purpose; the next poll catches up
      .finally(() => {
        if (!stopped) timer = setTimeout(loop, everyMs);
      });
  };
  loop();
  return {
    rows,
    refresh,
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}

export interface DeliveryReport {
  rows: number;
  messages: number;
  lost: string[];
  duplicates: string[];
  outOfOrder: string[];
  /** Bot messages with no nonce, or a nonce of no known row. */
  unattributed: string[];
  undelivered: string[];
}

/** Every message the bot created through POST /channels/{id}/messages (channel posts and DMs). */
export function botMessages(
  fake: FakeDiscord,
  channelIds: string[],
  dmUsers: string[],
): { where: string; m: RecordedMessage }[] {
  const out: { where: string; m: RecordedMessage }[] = [];
  for (const c of channelIds)
    for (const m of fake.channelMessages(c)) if (m.source === 'channel') out.push({ where: `channel:${c}`, m });
  for (const u of dmUsers) for (const m of fake.dms(u)) out.push({ where: `dm:${fake.user(u).id}`, m });
  return out;
}

export function checkDelivery(
  rows: Iterable<OwedRow>,
  messages: { where: string; m: RecordedMessage }[],
): DeliveryReport {
  const byRow = new Map<bigint, { where: string; m: RecordedMessage }[]>();
  const unattributed: string[] = [];
  const known = new Map<bigint, OwedRow>();
  const byNonce = new Map<string, bigint>();
  for (const r of rows) {
    known.set(r.id, r);
    for (const n of noncesOfRow(r.id)) byNonce.set(n, r.id);
  }
  const rowOf = (m: RecordedMessage): bigint | null => {
    const n = nonceOf(m);
    return n === null ? null : (byNonce.get(n) ?? null);
  };
  for (const x of messages) {
    const id = rowOf(x.m);
    if (id === null) {
      unattributed.push(
        `${x.where} message ${x.m.id} nonce=${JSON.stringify(nonceOf(x.m))}: ${x.m.content.slice(0, 60)}`,
      );
      continue;
    }
    const l = byRow.get(id) ?? [];
    l.push(x);
    byRow.set(id, l);
  }
  const lost: string[] = [];
  const duplicates: string[] = [];
  const undelivered: string[] = [];
  for (const r of known.values()) {
    const got = byRow.get(r.id) ?? [];
    const where = `${r.kind === 'channel' ? 'channel' : 'dm'}:${r.target}`;
    if (got.length === 0) lost.push(`row ${r.id} (${where})`);
    if (got.length > 1) duplicates.push(`row ${r.id} (${where}) arrived ${got.length}×`);
    if (got.some((g) => g.where !== where))
      duplicates.push(`row ${r.id} arrived in ${got.map((g) => g.where).join(', ')}, owed to ${where}`);
    if (!r.deliveredAt) undelivered.push(`row ${r.id} (${where})${r.failedAt ? ' failed' : ''}`);
  }
  // Independent of the nonces: more bot messages than owed rows means something arrived twice.
  if (messages.length > known.size) duplicates.push(`${messages.length} bot messages for ${known.size} owed rows`);
  const outOfOrder: string[] = [];
  const perPlace = new Map<string, bigint[]>();
  for (const x of messages) {
    const id = rowOf(x.m);
    if (id === null) continue;
    const l = perPlace.get(x.where) ?? [];
    l.push(id);
    perPlace.set(x.where, l);
  }
  for (const [where, ids] of perPlace) {
    for (let i = 1; i < ids.length; i++)
      if (ids[i]! <= ids[i - 1]!) outOfOrder.push(`${where}: row ${ids[i]} after row ${ids[i - 1]}`);
  }
  return { rows: known.size, messages: messages.length, lost, duplicates, outOfOrder, unattributed, undelivered };
}

/** The problems of a report, all at once (an empty list each when every owed message arrived once, in order). */
export function problems(
  r: DeliveryReport,
): Pick<DeliveryReport, 'undelivered' | 'lost' | 'duplicates' | 'outOfOrder' | 'unattributed'> {
  return {
    undelivered: r.undelivered,
    lost: r.lost,
    duplicates: r.duplicates,
    outOfOrder: r.outOfOrder,
    unattributed: r.unattributed,
  };
}

export const NO_PROBLEMS = { undelivered: [], lost: [], duplicates: [], outOfOrder: [], unattributed: [] };
