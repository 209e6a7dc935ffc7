/**
 * Smoke test of the fake Discord with a real discord.js Client: gateway login, command
 * registration, slash command (defer → editReply with a PNG → followUp), DMs (with a closed-DMs
 * user), a channel post with a button and its click, autocomplete, reply with_response, a
 * gateway resume, plus the other interaction shapes a game bot uses (update, deferUpdate, select
 * menus, modals, DM commands, user options, threads) and Discord-like errors.
 */
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ActionRowBuilder,
  ApplicationCommandOptionType,
  ButtonBuilder,
  ButtonStyle,
  Client,
  DiscordAPIError,
  Events,
  GatewayIntentBits,
  LabelBuilder,
  MessageFlags,
  ModalBuilder,
  PermissionFlagsBits,
  StringSelectMenuBuilder,
  TextInputBuilder,
  TextInputStyle,
  type Interaction,
  type InteractionCallbackResponse,
  type TextChannel,
} from 'discord.js';
import { type FakeDiscord, makePng, pngSize, startFakeDiscord } from '#tools/fake-discord/index.ts';

const png = makePng(8, 6, [0, 128, 255, 255]);

describe('fake Discord with a real discord.js Client', () => {
  let fake: FakeDiscord;
  let client: Client;
  let readyMs = 0;
  const handlerErrors: unknown[] = [];
  const seen: {
    name: string;
    locale: string;
    scenario: string | null;
    guildId: string | null;
    memberPerms: string | null;
  }[] = [];
  let clickedMessageId: string | null = null;
  let pingResponse: InteractionCallbackResponse | null = null;
  const apiErrorCodes: number[] = [];

  async function onInteraction(interaction: Interaction): Promise<void> {
    if (interaction.isAutocomplete()) {
      const typed = interaction.options.getFocused().toLowerCase();
      const all = [
        { name: '奉天会戦 (Mukden 1905)', value: 'hoten' },
        { name: 'Hill 203', value: 'hill203' },
        { name: 'Liaoyang', value: 'liaoyang' },
      ];
      await interaction.respond(all.filter((c) => c.value.startsWith(typed) || c.name.toLowerCase().includes(typed)));
      return;
    }
    if (interaction.isChatInputCommand()) {
      seen.push({
        name: interaction.commandName,
        locale: interaction.locale,
        scenario: interaction.options.getString('scenario'),
        guildId: interaction.guildId,
        memberPerms: interaction.memberPermissions?.bitfield.toString() ?? null,
      });
      if (interaction.commandName === 'map') {
        await interaction.deferReply({ flags: MessageFlags.Ephemeral });
        await interaction.editReply({
          content: `Map of ${interaction.options.getString('scenario') ?? '?'}`,
          files: [{ attachment: png, name: 'map.png' }],
        });
        await interaction.followUp({ content: 'Your turn is recorded.', flags: MessageFlags.Ephemeral });
      } else if (interaction.commandName === 'ping') {
        pingResponse = await interaction.reply({ content: 'pong', withResponse: true });
      } else if (interaction.commandName === 'orders') {
        const target = interaction.options.getUser('target', true);
        const member = interaction.options.getMember('target');
        await interaction.reply(
          `orders for ${target.username} (member: ${member ? 'yes' : 'no'}) in ${interaction.channel?.isThread() ? 'thread' : 'channel'}`,
        );
      } else if (interaction.commandName === 'slow') {
        await interaction.deferReply();
        await interaction.followUp('done thinking');
      } else if (interaction.commandName === 'toolong') {
        try {
          await interaction.reply('x'.repeat(2001));
        } catch (err) {
          if (err instanceof DiscordAPIError) apiErrorCodes.push(Number(err.code));
          await interaction.reply('shorter');
        }
      }
      return;
    }
    if (interaction.isStringSelectMenu()) {
      await interaction.deferUpdate();
      await interaction.editReply({ content: `Selected ${interaction.values.join(',')}` });
      return;
    }
    if (interaction.isModalSubmit()) {
      await interaction.reply({
        content: `Orders: ${interaction.fields.getTextInputValue('text')}`,
        flags: MessageFlags.Ephemeral,
      });
      return;
    }
    if (interaction.isButton()) {
      clickedMessageId = interaction.message.id;
      if (interaction.customId === 'end-turn') {
        await interaction.update({ content: 'Turn ended', components: [] });
      } else if (interaction.customId === 'write-orders') {
        await interaction.showModal(
          new ModalBuilder()
            .setCustomId('orders-modal')
            .setTitle('Orders')
            .addLabelComponents(
              new LabelBuilder()
                .setLabel('Your orders')
                .setTextInputComponent(new TextInputBuilder().setCustomId('text').setStyle(TextInputStyle.Paragraph)),
            ),
        );
      } else {
        await interaction.reply({ content: `You pressed ${interaction.customId}`, flags: MessageFlags.Ephemeral });
      }
    }
  }

  beforeAll(async () => {
    fake = await startFakeDiscord({
      heartbeatIntervalMs: 250, // exercise heartbeats + ACKs during the test
      guilds: [
        {
          name: 'Test Guild',
          channels: [
            { name: 'general' },
            { name: 'games' },
            { name: 'game-thread', type: 'thread', parent: 'general' },
            { name: 'announcements', botDeny: PermissionFlagsBits.SendMessages },
          ],
        },
      ],
    });
    fake.setDmsClosed('carol', true);
    client = new Client({ intents: [GatewayIntentBits.Guilds], ...fake.clientOptions() });
    client.on(Events.InteractionCreate, (interaction) => {
      onInteraction(interaction).catch((err: unknown) => handlerErrors.push(err));
    });
    const t0 = performance.now();
    const ready = once(client, Events.ClientReady);
    await client.login('fake-token-for-tests');
    await ready;
    readyMs = performance.now() - t0;
  });

  afterAll(async () => {
    await client?.destroy();
    await fake?.stop();
  });

  it('gets READY with the guild quickly', () => {
    expect(readyMs).toBeLessThan(3000);
    expect(client.user?.id).toBe(fake.botUser.id);
    expect(client.application?.id).toBe(fake.applicationId);
    const guild = client.guilds.cache.get(fake.guildId);
    expect(guild?.name).toBe('Test Guild');
    expect(guild?.members.me?.id).toBe(fake.botUser.id);
    const games = guild?.channels.cache.get(fake.channel('games').id);
    expect(games?.name).toBe('games');
    expect(guild?.channels.cache.get(fake.channel('game-thread').id)?.isThread()).toBe(true);
    const perms = games && guild?.members.me ? games.permissionsFor(guild.members.me) : null;
    expect(perms?.has(['SendMessages', 'AttachFiles', 'EmbedLinks'])).toBe(true);
    expect(perms?.has('Administrator')).toBe(false);
    expect(fake.identifies()[0]?.intents).toBe(GatewayIntentBits.Guilds);
  });

  it('registers slash commands', async () => {
    const registered = await client.application!.commands.set([
      {
        name: 'map',
        description: 'Show the map',
        nameLocalizations: { ja: 'マップ' },
        options: [
          { name: 'scenario', description: 'Scenario', type: ApplicationCommandOptionType.String, autocomplete: true },
        ],
      },
      { name: 'ping', description: 'Ping' },
      { name: 'slow', description: 'Defers, then follows up' },
      { name: 'toolong', description: 'Replies with too much text first' },
    ]);
    expect(registered.size).toBe(4);
    const stored = fake.commands();
    expect(stored.map((c) => c.name).sort()).toEqual(['map', 'ping', 'slow', 'toolong']);
    expect(stored.find((c) => c.name === 'map')?.name_localizations).toEqual({ ja: 'マップ' });
    expect(registered.get(stored[0]!.id)?.name).toBe(stored[0]!.name);
  });

  it('rejects invalid command registrations like Discord', async () => {
    await expect(client.application!.commands.set([{ name: 'Bad Name', description: 'x' }])).rejects.toMatchObject({
      code: 50035,
      status: 400,
    });
    expect(fake.commands()).toHaveLength(4); // unchanged
  });

  it('slash command: deferReply(ephemeral) → editReply with PNG → followUp', async () => {
    const h = fake.sendSlashCommand({ user: 'alice', name: 'map', options: { scenario: 'hoten' }, locale: 'ja' });
    const cb = await h.waitForCallback();
    expect(cb.callbackType).toBe(5);
    expect(cb.callbackName).toBe('defer');
    expect(cb.ephemeral).toBe(true);
    expect(cb.elapsedMs).toBeGreaterThan(0);
    expect(cb.elapsedMs).toBeLessThan(2500); // Discord allows 3 s
    expect((await h.firstResponse).index).toBe(0);

    const edit = await h.waitForEdit();
    expect(edit.content).toBe('Map of hoten');
    expect(edit.attachments).toHaveLength(1);
    const att = edit.attachments[0]!;
    expect(att.filename).toBe('map.png');
    expect(att.contentType).toBe('image/png');
    expect(att.data.equals(png)).toBe(true);
    expect(pngSize(att.data)).toEqual({ width: 8, height: 6 });
    expect(att.width).toBe(8);

    const fu = await h.waitForFollowUp(0);
    expect(fu.content).toBe('Your turn is recorded.');
    expect(fu.ephemeral).toBe(true);
    expect(fu.elapsedMs).toBeGreaterThanOrEqual(edit.elapsedMs);

    expect(h.responses.map((r) => r.kind)).toEqual(['callback', 'edit-original', 'followup']);
    expect(h.originalMessage?.loading).toBe(false);
    expect(h.originalMessage?.attachments[0]?.filename).toBe('map.png');
    // Ephemeral responses are not visible in the channel.
    expect(fake.channelMessages(h.channelId)).toHaveLength(0);
    expect(fake.channelMessages(h.channelId, { includeEphemeral: true })).toHaveLength(2);
    expect(fake.interactionResponses(h.id)).toHaveLength(3);

    const s = seen.find((x) => x.name === 'map');
    expect(s).toMatchObject({ locale: 'ja', scenario: 'hoten', guildId: fake.guildId });
    expect(BigInt(s!.memberPerms!)).toBeGreaterThan(0n);
  });

  it('reply withResponse gets the message back', async () => {
    const h = fake.sendSlashCommand({ user: 'bob', name: 'ping', channelId: fake.channel('games').id });
    const cb = await h.waitForCallback();
    expect(cb).toMatchObject({ callbackType: 4, content: 'pong', ephemeral: false });
    await fake.waitFor(() => pingResponse, 2000, 'the ping handler');
    expect(pingResponse!.resource?.message?.content).toBe('pong');
    expect(pingResponse!.resource?.message?.id).toBe(h.originalMessageId);
    expect(fake.channelMessages(fake.channel('games').id).map((m) => m.content)).toContain('pong');
  });

  it('sends DMs with attachments and gets 50007 for closed DMs', async () => {
    const alice = await client.users.fetch(fake.user('alice').id);
    const sent = await alice.send({ content: 'Your orders, please', files: [{ attachment: png, name: 'turn.png' }] });
    expect(sent.channelId).toBe(fake.dmChannel('alice').id);
    const dm = await fake.waitForDm('alice', (m) => m.attachments.length === 1);
    expect(dm.content).toBe('Your orders, please');
    expect(dm.attachments[0]?.data.equals(png)).toBe(true);
    expect(sent.attachments.first()?.name).toBe('turn.png');

    const carol = await client.users.fetch(fake.user('carol').id);
    const err = await carol.send('hello').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DiscordAPIError);
    expect((err as DiscordAPIError).code).toBe(50007);
    expect((err as DiscordAPIError).status).toBe(403);
    expect(fake.dms('carol')).toHaveLength(0);
    expect(fake.blockedDms('carol')).toHaveLength(1);
  });

  it('posts a button to a channel; a click gets an ephemeral reply', async () => {
    const games = client.channels.cache.get(fake.channel('games').id) as TextChannel;
    const row = new ActionRowBuilder<ButtonBuilder>().addComponents(
      new ButtonBuilder().setCustomId('move:1').setLabel('Move').setStyle(ButtonStyle.Primary),
    );
    const posted = await games.send({ content: 'Turn 1: your move', components: [row] });
    const recorded = await fake.waitForChannelMessage(games.id, (m) => m.id === posted.id);
    expect(recorded.components[0]?.components[0]?.custom_id).toBe('move:1');
    const ids = fake.channelMessages(games.id).map((m) => BigInt(m.id));
    expect(ids.every((id, i) => i === 0 || id > ids[i - 1]!)).toBe(true); // snowflakes increase

    expect(() => fake.clickButton({ user: 'bob', messageId: posted.id, customId: 'nope' })).toThrow(/no component/);
    const h = fake.clickButton({ user: 'bob', messageId: posted.id, customId: 'move:1', locale: 'en-GB' });
    const cb = await h.waitForCallback();
    expect(cb).toMatchObject({ callbackType: 4, ephemeral: true, content: 'You pressed move:1' });
    expect(h.payload.locale).toBe('en-GB');
    expect(clickedMessageId).toBe(posted.id);
  });

  it('answers autocomplete with choices', async () => {
    const h = fake.sendAutocomplete({ user: 'alice', name: 'map', options: { scenario: 'h' }, focused: 'scenario' });
    const cb = await h.waitForCallback();
    expect(cb.callbackType).toBe(8);
    expect(cb.choices?.map((c) => c.value)).toEqual(['hoten', 'hill203']);
  });

  it('survives a gateway reconnect (RESUME)', async () => {
    const resumed = once(client, Events.ShardResume);
    fake.requestReconnect();
    await resumed;
    expect(fake.resumeCount).toBe(1);
    const h = fake.sendSlashCommand({ user: 'alice', name: 'ping' });
    expect((await h.waitForCallback()).content).toBe('pong');
  });

  it('guild command with a user option, answered in a thread', async () => {
    const guild = client.guilds.cache.get(fake.guildId)!;
    await guild.commands.set([
      {
        name: 'orders',
        description: 'Orders for a player',
        options: [{ name: 'target', description: 'Player', type: ApplicationCommandOptionType.User, required: true }],
      },
    ]);
    expect(fake.commands(fake.guildId).map((c) => c.name)).toEqual(['orders']);
    const thread = fake.channel('game-thread');
    const h = fake.sendSlashCommand({
      user: 'alice',
      name: 'orders',
      channelId: thread.id,
      options: { target: 'bob' },
    });
    const cb = await h.waitForCallback();
    expect(cb.content).toBe('orders for bob (member: yes) in thread');
    expect(h.payload.data.guild_id).toBe(fake.guildId);
    expect(h.payload.data.resolved.users[fake.user('bob').id].username).toBe('bob');
    expect(fake.channelMessages(thread.id).map((m) => m.content)).toEqual(['orders for bob (member: yes) in thread']);
  });

  it('slash command in a DM with the bot', async () => {
    const h = fake.sendSlashCommand({ user: 'bob', name: 'ping', guildId: null });
    const cb = await h.waitForCallback();
    expect(cb.content).toBe('pong');
    expect(h.payload.user.id).toBe(fake.user('bob').id);
    expect(h.payload.member).toBeUndefined();
    expect(h.channelId).toBe(fake.dmChannel('bob').id);
    expect(fake.dms('bob').map((m) => m.content)).toContain('pong');
    expect(seen.at(-1)).toMatchObject({ name: 'ping', guildId: null, memberPerms: null });
  });

  it('select menu → deferUpdate + editReply; button → showModal → submit; button → update', async () => {
    const games = client.channels.cache.get(fake.channel('games').id) as TextChannel;
    const posted = await games.send({
      content: 'Turn 2',
      components: [
        new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(
          new StringSelectMenuBuilder()
            .setCustomId('unit')
            .addOptions({ label: 'Infantry 1', value: 'inf-1' }, { label: 'Cavalry 2', value: 'cav-2' }),
        ),
        new ActionRowBuilder<ButtonBuilder>().addComponents(
          new ButtonBuilder().setCustomId('write-orders').setLabel('Orders').setStyle(ButtonStyle.Secondary),
          new ButtonBuilder().setCustomId('end-turn').setLabel('End turn').setStyle(ButtonStyle.Danger),
        ),
      ],
    });

    const sel = fake.selectMenu({ user: 'alice', messageId: posted.id, customId: 'unit', values: ['cav-2'] });
    expect((await sel.waitForCallback()).callbackName).toBe('deferUpdate');
    const edit = await sel.waitForEdit();
    expect(edit.message?.id).toBe(posted.id);
    expect(fake.message(posted.id)?.content).toBe('Selected cav-2');
    expect(fake.message(posted.id)?.edits).toBe(1);

    const open = fake.clickButton({ user: 'alice', messageId: posted.id, customId: 'write-orders' });
    const modal = await open.waitForCallback();
    expect(modal.callbackName).toBe('modal');
    expect(modal.body.data.custom_id).toBe('orders-modal');
    const submit = fake.submitModal({
      user: 'alice',
      customId: 'orders-modal',
      fields: { text: 'advance on Mukden' },
      messageId: posted.id,
    });
    expect(await submit.waitForCallback()).toMatchObject({
      callbackType: 4,
      ephemeral: true,
      content: 'Orders: advance on Mukden',
    });

    const end = fake.clickButton({ user: 'bob', messageId: posted.id, customId: 'end-turn' });
    expect((await end.waitForCallback()).callbackName).toBe('update');
    expect(fake.message(posted.id)).toMatchObject({ content: 'Turn ended', components: [] });
    expect(() => fake.clickButton({ user: 'bob', messageId: posted.id, customId: 'end-turn' })).toThrow(/no component/);
  });

  it('first follow-up after a defer replaces the thinking message', async () => {
    const h = fake.sendSlashCommand({ user: 'carol', name: 'slow' });
    await h.waitForFollowUp(0);
    expect(h.responses.map((r) => r.callbackName ?? r.kind)).toEqual(['defer', 'followup']);
    expect(h.originalMessage).toMatchObject({ content: 'done thinking', loading: false, ephemeral: false });
    expect(fake.channelMessages(h.channelId).filter((m) => m.interactionId === h.id)).toHaveLength(1);
  });

  it('answers Discord-like errors: too long content, missing permissions', async () => {
    const h = fake.sendSlashCommand({ user: 'alice', name: 'toolong' });
    const ok = await h.waitForCallback();
    expect(ok.content).toBe('shorter');
    expect(h.responses[0]).toMatchObject({ kind: 'callback', status: 400 });
    expect(apiErrorCodes).toEqual([50035]);

    const ann = client.channels.cache.get(fake.channel('announcements').id) as TextChannel;
    await expect(ann.send('hello')).rejects.toMatchObject({ code: 50013, status: 403 });
    expect(fake.channelMessages(ann.id)).toHaveLength(0);
  });

  it('threads, member fetches and message edits through REST', async () => {
    const games = client.channels.cache.get(fake.channel('games').id) as TextChannel;
    const thread = await games.threads.create({ name: 'Game #7' });
    expect(fake.channel(thread.id).parentId).toBe(games.id);
    const msg = await thread.send('Game #7 begins');
    await msg.edit('Game #7 begins (edited)');
    expect(fake.channelMessages(thread.id).map((m) => [m.content, m.edits])).toEqual([['Game #7 begins (edited)', 1]]);
    const member = await client.guilds.cache
      .get(fake.guildId)!
      .members.fetch({ user: fake.user('carol').id, force: true });
    expect(member.user.username).toBe('carol');
  });

  it('ACKs heartbeats (an un-ACKed heartbeat would make the client reconnect)', async () => {
    const before = fake.heartbeatCount;
    await fake.waitFor(() => fake.heartbeatCount >= before + 2, 3000, 'two heartbeats');
    expect(fake.resumeCount).toBe(1); // only the reconnect we asked for
    expect(client.ws.status).toBe(0); // Status.Ready
  });

  it('recorded every request and left none unhandled', () => {
    expect(handlerErrors).toEqual([]);
    expect(fake.unhandledRequests()).toEqual([]);
    const routes = fake
      .requests()
      .map((r) => `${r.method} ${r.path.replace(/\/[\w-]{60,}/g, '/:token').replace(/\d{15,}/g, ':id')}`);
    expect(routes[0]).toBe('GET /gateway/bot');
    expect(routes).toContain('PUT /applications/:id/commands');
    expect(routes).toContain('POST /interactions/:id/:token/callback');
    expect(routes).toContain('PATCH /webhooks/:id/:token/messages/@original');
    expect(routes).toContain('POST /webhooks/:id/:token');
    expect(routes).toContain('POST /users/@me/channels');
    expect(routes).toContain('POST /channels/:id/messages');
    const multipart = fake.requests().filter((r) => r.files.length > 0);
    expect(multipart.map((r) => r.files[0]!.filename).sort()).toEqual(['map.png', 'turn.png']);
  });
});
