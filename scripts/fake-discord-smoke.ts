// The Discord side of scripts/container-smoke.sh: a fake Discord (tools/fake-discord) on the host's
// loopback for a bot running elsewhere (the container, with --network host), and one command
// played through it.
//
//   node --import tsx scripts/fake-discord-smoke.ts
//
// Prints, one per line (the shell script reads them):
//   FAKE_DISCORD_API_URL=http://127.0.0.1:PORT/api   as soon as it listens (give it to the bot as
//                                                     DISCORD_API_URL)
//   fake-discord: …                                   progress
//   SMOKE_RESULT=PASS | SMOKE_RESULT=FAIL <why>       once the command was answered (or not)
// then keeps serving (so the bot stays connected while its /readyz is checked) until SIGTERM or
// SIGINT, and exits 0 if the result was PASS, 1 otherwise.
//
// The game: alice challenges bob with `/newgame opponent:bob side:japan` in #games, and bob presses
// Accept. PASS needs the private answer (deferred, then edited, ephemeral, naming bob), the
// challenge post with its Accept button in the game's own thread (named by the answer as <#id>; in
// #games itself when the bot opened none), and, after bob's Accept, a map post in that thread whose
// attachment is a real PNG (drawn by the render worker pool inside the container). Posts go through
// the bot's outbox, after the commit.
//
// SMOKE_TIMEOUT_MS (default 180000): how long to wait for the bot to connect, to register its
// commands, and to answer.
import { pngSize, startFakeDiscord, type Json, type RecordedMessage } from '#tools/fake-discord/index.ts';

const timeoutMs = Number(process.env.SMOKE_TIMEOUT_MS ?? 180_000);
const say = (line: string) => console.log(`fake-discord: ${line}`);

const fake = await startFakeDiscord();
console.log(`FAKE_DISCORD_API_URL=${fake.apiUrl}`);

let passed = false;
let finished = false;
const stop = async (signal: string) => {
  if (finished) return;
  finished = true;
  say(`${signal}: stopping`);
  await fake.stop();
  process.exit(passed ? 0 : 1);
};
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));

const acceptButton = (m: RecordedMessage): string | undefined =>
  m.components
    .flatMap((row: Json) => (row.components ?? []) as Json[])
    .map((c) =>
      c.type === 2 && typeof c.custom_id === 'string' && c.custom_id.startsWith('accept:') ? c.custom_id : undefined,
    )
    .find((id) => id !== undefined);
/** A map post: an attachment named map….png whose bytes are a PNG. */
const mapOf = (m: RecordedMessage) =>
  m.attachments.find((a) => /^map[^/]*\.png$/.test(a.filename) && pngSize(a.data) !== null);

try {
  say(`waiting up to ${timeoutMs} ms for the bot to connect to the gateway`);
  await fake.waitForBot(timeoutMs);
  say(`bot connected (IDENTIFY received: ${fake.identifies().length})`);

  const registered = () => [...fake.commands(), ...fake.commands(fake.guildId)].map((c) => String(c.name));
  await fake.waitFor(
    () => registered().includes('newgame') || undefined,
    timeoutMs,
    'the bot to register /newgame (REGISTER_COMMANDS_ON_START=1)',
  );
  say(`commands registered: ${[...new Set(registered())].sort().join(', ')}`);

  const channelId = fake.channel('games').id;
  const bob = fake.user('bob').id;
  const h = fake.sendSlashCommand({
    user: 'alice',
    name: 'newgame',
    options: { opponent: 'bob', side: 'japan' },
    channelId,
  });
  say(`sent /newgame opponent:bob side:japan as alice in #games (interaction ${h.id})`);

  const reply = await h.waitForEdit(undefined, timeoutMs);
  const problems: string[] = [];
  if (h.callback?.callbackName !== 'defer')
    problems.push(`first callback was ${h.callback?.callbackName ?? 'none'}, not a defer`);
  if (h.originalMessage?.ephemeral !== true) problems.push('the answer is not ephemeral');
  if (!reply.content?.includes(`<@${bob}>`))
    problems.push(`the answer does not name bob: ${JSON.stringify(reply.content)}`);
  say(
    `answer (${Math.round(reply.elapsedMs)} ms after dispatch, ephemeral=${h.originalMessage?.ephemeral}): ${JSON.stringify(reply.content?.slice(0, 160))}`,
  );

  // Games open in their own thread, which the answer names as <#id>.
  const threadId = /<#(\d+)>/.exec(reply.content ?? '')?.[1];
  const gameChannel = threadId ?? channelId;
  say(threadId ? `the game opened in thread ${threadId}` : 'the answer names no thread: the game is in #games itself');
  const post = await fake.waitForChannelMessage(gameChannel, (m) => acceptButton(m) !== undefined, {
    timeoutMs,
    since: h.dispatchedAt,
  });
  say(
    `challenge post in ${threadId ? `thread ${threadId}` : '#games'} (message ${post.id}): ${JSON.stringify(post.content.slice(0, 160))}`,
  );
  if (!post.content.includes(`<@${bob}>`)) problems.push('the challenge post does not ping bob');

  const accept = fake.clickButton({ user: 'bob', messageId: post.id, customId: acceptButton(post)! });
  say(`bob pressed Accept (interaction ${accept.id})`);
  await accept.waitForCallback(timeoutMs);
  const mapPost = await fake.waitForChannelMessage(gameChannel, (m) => mapOf(m) !== undefined, {
    timeoutMs,
    since: accept.dispatchedAt,
  });
  const map = mapOf(mapPost)!;
  const size = pngSize(map.data)!;
  say(
    `map post (message ${mapPost.id}, ${Math.round(mapPost.createdAt - accept.dispatchedAt)} ms after Accept): ${map.filename}, ${size.width}×${size.height} PNG, ${map.data.length} bytes`,
  );
  if (map.data.length < 10_000 || size.width < 200 || size.height < 200)
    problems.push(`the map is suspiciously small (${size.width}×${size.height}, ${map.data.length} bytes)`);
  const unhandled = fake.unhandledRequests();
  if (unhandled.length > 0)
    problems.push(
      `${unhandled.length} request(s) to routes the fake does not know: ${unhandled
        .slice(0, 3)
        .map((r) => `${r.method} ${r.path}`)
        .join(', ')}`,
    );

  passed = problems.length === 0;
  console.log(passed ? 'SMOKE_RESULT=PASS' : `SMOKE_RESULT=FAIL ${problems.join('; ')}`);
} catch (err) {
  console.log(`SMOKE_RESULT=FAIL ${(err instanceof Error ? err.message : String(err)).split('\n')[0]}`);
}
say('still serving until SIGTERM');
