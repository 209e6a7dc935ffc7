// No variable of ours collides with one that discord.js or Node reads: discord.js parses
// process.env.SHARDS as JSON in every Client, so `SHARDS=auto` in .env once killed `npm start`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Client, GatewayIntentBits } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#src/config.ts';
import { exampleEnv, REPO_ROOT } from '../helpers/spawn-bot.ts';

function jsFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) out.push(...jsFiles(p));
    else if (/\.(c|m)?js$/.test(name) && !name.endsWith('.map')) out.push(p);
  }
  return out;
}

/** Every environment variable name the discord.js packages read or set. */
function discordEnvNames(): Set<string> {
  const nm = path.join(REPO_ROOT, 'node_modules');
  const roots = [
    path.join(nm, 'discord.js/src'),
    ...readdirSync(path.join(nm, '@discordjs')).map((p) => path.join(nm, '@discordjs', p, 'dist')),
  ];
  const names = new Set<string>();
  for (const root of roots) {
    let files: string[];
    try {
      files = jsFiles(root);
    } catch {
      continue;
    }
    for (const file of files) {
      const src = readFileSync(file, 'utf8');
      for (const m of src.matchAll(
        /process\.env(?:\.([A-Za-z_][A-Za-z0-9_]*)|\[\s*['"]([A-Za-z_][A-Za-z0-9_]*)['"]\s*\])/g,
      ))
        names.add(m[1] ?? m[2]!);
      // Client.js: `const data = workerData ?? process.env; ... 'SHARDS' in data ... data.SHARDS`.
      if (/workerData \?\? process\.env/.test(src)) {
        for (const m of src.matchAll(/'([A-Z][A-Z0-9_]*)' in data|data\.([A-Z][A-Z0-9_]*)/g)) names.add(m[1] ?? m[2]!);
      }
      // Shard.js: the environment a shard process gets (`this.env = Object.assign({}, process.env, { ... })`).
      const shardEnv = /Object\.assign\(\{\}, process\.env, \{([^}]*)\}/.exec(src);
      if (shardEnv) for (const m of shardEnv[1]!.matchAll(/([A-Z][A-Z0-9_]*)\s*:/g)) names.add(m[1]!);
    }
  }
  return names;
}

/** Variables Node.js itself (or libuv / OpenSSL under it) reads. */
const NODE_PREFIXES = ['NODE_', 'UV_', 'OPENSSL_', 'SSL_CERT_', 'npm_'];
const NODE_NAMES = [
  'TZ',
  'HOME',
  'PATH',
  'TMPDIR',
  'TEMP',
  'TMP',
  'LANG',
  'FORCE_COLOR',
  'NO_COLOR',
  'NODE_OPTIONS',
  'NODE_ENV',
];

describe('environment variable names', () => {
  // Every name .env.example documents: set lines and commented-out examples (`# HTTP_PORT=8080`).
  const ours = [
    ...new Set([
      ...Object.keys(exampleEnv()),
      ...[...readFileSync(path.join(REPO_ROOT, '.env.example'), 'utf8').matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map(
        (m) => m[1]!,
      ),
    ]),
  ];

  it('the documented names include the commented-out ones', () => {
    expect(ours).toEqual(
      expect.arrayContaining(['DISCORD_TOKEN', 'HTTP_PORT', 'HEXPOST_REQUIRE_TOKEN', 'READY_MAX_OUTBOX_AGE_MS']),
    );
  });

  it('the scan finds what discord.js is known to read (so it really looks)', () => {
    const names = discordEnvNames();
    for (const n of ['SHARDS', 'SHARD_COUNT', 'SHARDING_MANAGER', 'SHARDING_MANAGER_MODE', 'DISCORD_TOKEN'])
      expect(names).toContain(n);
  });

  it('no variable in .env.example except DISCORD_TOKEN is one discord.js reads or sets', () => {
    const theirs = discordEnvNames();
    const clash = ours.filter((n) => n !== 'DISCORD_TOKEN' && theirs.has(n));
    expect(clash).toEqual([]);
  });

  it('no variable in .env.example is one Node reads', () => {
    const clash = ours.filter((n) => NODE_NAMES.includes(n) || NODE_PREFIXES.some((p) => n.startsWith(p)));
    expect(clash).toEqual([]);
  });

  it('.env.example documents HEXPOST_SHARDS and REGISTER_COMMANDS_ON_START, and no SHARDS', () => {
    expect(ours).toContain('HEXPOST_SHARDS');
    expect(ours).toContain('REGISTER_COMMANDS_ON_START');
    expect(ours).not.toContain('SHARDS');
  });

  it('.env.example values pass our config', () => {
    expect(() => loadConfig({ ...exampleEnv(), DISCORD_TOKEN: 'a.b.c' })).not.toThrow();
  });

  it('new Client(...) constructs in the environment .env.example gives', () => {
    const saved = { ...process.env };
    try {
      Object.assign(process.env, exampleEnv(), { DISCORD_TOKEN: 'a.b.c' });
      const client = new Client({ intents: [GatewayIntentBits.Guilds] });
      expect(client.options.shards).toEqual([0]); // discord.js's default: one shard
      void client.destroy();
      // What the old .env.example (SHARDS=auto) did to every start:
      process.env.SHARDS = 'auto';
      expect(() => new Client({ intents: [GatewayIntentBits.Guilds] })).toThrow(/JSON/);
    } finally {
      for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
      Object.assign(process.env, saved);
    }
  });

  it("a shard child's environment (SHARDS=0, SHARD_COUNT=2, …) constructs a Client for shard 0 of 2 and passes our config", () => {
    const childEnv = {
      ...exampleEnv(),
      DISCORD_TOKEN: 'a.b.c',
      SHARDING_MANAGER: 'true',
      SHARDING_MANAGER_MODE: 'process',
      SHARDS: '0',
      SHARD_COUNT: '2',
    };
    expect(loadConfig(childEnv).mode).toBe('discord');
    const saved = { ...process.env };
    try {
      // Without SHARDING_MANAGER (which makes the Client talk to a parent process over IPC).
      Object.assign(process.env, { ...childEnv, SHARDING_MANAGER: '' });
      delete process.env.SHARDING_MANAGER;
      const client = new Client({ intents: [GatewayIntentBits.Guilds] });
      expect(client.options.shards).toEqual([0]);
      expect(client.options.shardCount).toBe(2);
      void client.destroy();
    } finally {
      for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
      Object.assign(process.env, saved);
    }
  });
});
