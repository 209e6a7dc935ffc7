// The web board's routes (issue "A board you can click"), on the bot's HTTP listener (server.ts):
//   GET  /board/:token           the board page (403 and nothing of the game for a bad link)
//   GET  /board/:token/map.svg   the reader's map, as SVG from the game's own renderer
//   GET  /board-assets/board.js, board.css
//   GET  /api/board              the board as JSON: { version, html } (the page swaps it in)
//   GET  /api/board/choices      the next choices of a partly built action (?typed=…)
//   POST /api/board/act          { action, version? }: the same service path as /act
//   GET  /api/board/events       server-sent events: the game's version whenever it changes
// The API takes the link's token in the x-board-token header, never a cookie or the query. Every
// answer is private and uncached, under a strict Content-Security-Policy; requests are limited per
// token. Each route parses, calls one service function, answers.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '#engine/types.ts';
import { boardPlaces, renderGameSvgInPool } from '#images/index.ts';
import {
  boardAct,
  boardAt,
  boardChoices,
  boardHolder,
  boardLocale,
  boardRead,
  boardView,
  type BoardDeps,
  type BoardHolder,
} from '#service/board.ts';
import { describeError } from '#service/types.ts';
import { BOARD_CSS, BOARD_JS } from './board-assets.ts';
import { BOARD_CSP, boardFragment, boardPage, forbiddenPage, MAP_CSP } from './board-page.ts';

export interface BoardRouteOptions {
  /** How often a live board asks for its game's version (default 1000 ms). */
  pollMs?: number;
  /** Requests per token (or address) per minute (default 240). */
  perMinute?: number;
}

const TOKEN_HEADER = 'x-board-token';
/** An action's body: a line of text, a version. */
const MAX_BODY = 2048;

function secure(reply: FastifyReply, csp = BOARD_CSP): FastifyReply {
  return reply
    .header('content-security-policy', csp)
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .header('x-frame-options', 'DENY')
    .header('cache-control', 'no-store');
}

const headerToken = (req: FastifyRequest): string => {
  const v = req.headers[TOKEN_HEADER];
  return typeof v === 'string' ? v : '';
};

/** The map of the page the reader is reading: its version, its language, and a past step's number. */
const mapUrl = (token: string, version: number, locale: Locale, at?: number) =>
  `/board/${token}/map.svg?v=${version}&lang=${locale}${at === undefined ? '' : `&at=${at}`}`;

/** A step number from the query: a whole number, or undefined. */
const stepOf = (q: unknown): number | undefined => {
  const v = (q as { at?: unknown; k?: unknown } | undefined) ?? {};
  const s = v.at ?? v.k;
  return typeof s === 'string' && /^\d{1,6}$/.test(s) ? Number(s) : undefined;
};

/** The language the request asks for (?lang=ja|en), or undefined. */
const langOf = (q: unknown): Locale | undefined => {
  const l = (q as { lang?: unknown } | undefined)?.lang;
  return l === 'en' || l === 'ja' ? l : undefined;
};

export async function registerBoardRoutes(
  app: FastifyInstance,
  deps: BoardDeps,
  opts: BoardRouteOptions = {},
): Promise<void> {
  const pollMs = opts.pollMs ?? 1000;
  await app.register(rateLimit, {
    global: false,
    max: opts.perMinute ?? 240,
    timeWindow: 60_000,
    keyGenerator: (req) => {
      const p = (req.params as { token?: string } | undefined)?.token;
      return headerToken(req) || p || req.ip;
    },
  });
  const limited = { config: { rateLimit: {} } };

  const forbid = (reply: FastifyReply, html: boolean) =>
    html
      ? secure(reply).code(403).type('text/html; charset=utf-8').send(forbiddenPage())
      : secure(reply).code(403).send({ error: 'forbidden' });

  /** The holder of the token, or a 403 sent. */
  const holder = async (token: string, reply: FastifyReply, html: boolean): Promise<BoardHolder | null> => {
    const h = await boardHolder(deps, token);
    if (!h) forbid(reply, html);
    return h;
  };

  // Browsers ask for it on every page: nothing, rather than a 404 in the page's console.
  app.get('/favicon.ico', (_req, reply) => reply.header('cache-control', 'public, max-age=86400').code(204).send());
  app.get('/board-assets/board.js', (_req, reply) =>
    secure(reply).header('cache-control', 'public, max-age=300').type('text/javascript; charset=utf-8').send(BOARD_JS),
  );
  app.get('/board-assets/board.css', (_req, reply) =>
    secure(reply).header('cache-control', 'public, max-age=300').type('text/css; charset=utf-8').send(BOARD_CSS),
  );

  app.get<{ Params: { token: string }; Querystring: { lang?: string } }>(
    '/board/:token',
    limited,
    async (req, reply) => {
      const h = await holder(req.params.token, reply, true);
      if (!h) return reply;
      const r = await boardRead(deps, h);
      r.locale = langOf(req.query) ?? r.locale;
      return secure(reply)
        .type('text/html; charset=utf-8')
        .send(boardPage(r, mapUrl(req.params.token, r.look.version, r.locale)));
    },
  );

  app.get<{ Params: { token: string }; Querystring: { lang?: string } }>(
    '/board/:token/map.svg',
    limited,
    async (req, reply) => {
      const h = await holder(req.params.token, reply, false);
      if (!h) return reply;
      const at = stepOf(req.query);
      const then = at === undefined ? null : await boardAt(deps, h, at);
      const { gameType, view } = boardView(then ? { ...h, game: { ...h.game, state: then.state } } : h);
      const locale = langOf(req.query) ?? then?.locale ?? (await boardLocale(deps, h));
      const svg = await renderGameSvgInPool(gameType, view, locale);
      return secure(reply, MAP_CSP).type('image/svg+xml').send(svg);
    },
  );

  app.get<{ Querystring: { lang?: string } }>('/api/board', limited, async (req, reply) => {
    const token = headerToken(req);
    const h = await holder(token, reply, false);
    if (!h) return reply;
    const r = await boardRead(deps, h);
    r.locale = langOf(req.query) ?? r.locale;
    return secure(reply).send({
      version: r.look.version,
      html: boardFragment(r, mapUrl(token, r.look.version, r.locale)),
    });
  });

  app.get<{ Querystring: { at?: string } }>('/api/board/places', limited, async (req, reply) => {
    const h = await holder(headerToken(req), reply, false);
    if (!h) return reply;
    const at = stepOf(req.query);
    const then = at === undefined ? null : await boardAt(deps, h, at);
    const { gameType, view } = boardView(then ? { ...h, game: { ...h.game, state: then.state } } : h);
    return secure(reply).send((await boardPlaces(gameType, view)) ?? { width: 0, height: 0, places: {} });
  });

  app.get<{ Querystring: { k?: string; lang?: string } }>('/api/board/at', limited, async (req, reply) => {
    const token = headerToken(req);
    const h = await holder(token, reply, false);
    if (!h) return reply;
    const k = stepOf(req.query);
    if (k === undefined) return secure(reply).code(400).send({ error: 'k: a whole number of actions' });
    // At the record's end the board is the game's own, with its choices.
    const then = await boardAt(deps, h, k);
    const r = then ?? (await boardRead(deps, h));
    r.locale = langOf(req.query) ?? r.locale;
    const html = boardFragment(r, mapUrl(token, h.game.version, r.locale, then?.past.k));
    const n = then?.past.n ?? r.steps;
    return secure(reply).send({ version: h.game.version, k: then?.past.k ?? n, n, html });
  });

  app.get<{ Querystring: { typed?: string; lang?: string } }>('/api/board/choices', limited, async (req, reply) => {
    const h = await holder(headerToken(req), reply, false);
    if (!h) return reply;
    const typed = (req.query.typed ?? '').slice(0, 200).split(' ').filter(Boolean);
    const l = langOf(req.query) ?? (await boardLocale(deps, h));
    const choices = boardChoices(h, typed).map((c) => ({
      value: c.value,
      token: c.token,
      label: c.label[l],
      complete: c.complete,
      ...(c.only ? { only: c.only.value } : {}),
    }));
    return secure(reply).send({ version: h.game.version, choices });
  });

  app.post<{ Body: { action: string; version?: number }; Querystring: { lang?: string } }>(
    '/api/board/act',
    {
      ...limited,
      bodyLimit: MAX_BODY,
      schema: {
        body: {
          type: 'object',
          required: ['action'],
          additionalProperties: false,
          properties: {
            action: { type: 'string', minLength: 1, maxLength: 200 },
            version: { type: 'integer', minimum: 0 },
          },
        },
      },
    },
    async (req, reply) => {
      const h = await holder(headerToken(req), reply, false);
      if (!h) return reply;
      const l = langOf(req.query) ?? (await boardLocale(deps, h));
      const done = await boardAct(deps, h, req.body.action, req.body.version);
      if (!done.ok)
        return secure(reply)
          .code(409)
          .send({ ok: false, code: done.error.code, text: describeError(done.error, l) });
      return secure(reply).send({ ok: true, version: done.value.game.version, text: done.value.message[l] });
    },
  );

  app.get('/api/board/events', limited, async (req, reply) => {
    const token = headerToken(req);
    const h = await holder(token, reply, false);
    if (!h) return reply;
    secure(reply);
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      connection: 'keep-alive',
    });
    let last = h.game.version;
    res.write(`retry: 2000\ndata: ${last}\n\n`);
    let polls = 0;
    let stopped = false;
    const stop = () => {
      stopped = true;
      clearInterval(timer);
      if (!res.writableEnded) res.end();
    };
    const timer = setInterval(() => {
      void (async () => {
        polls++;
        // The link is looked at again now and then: a revoked or expired one stops following.
        if (polls % 30 === 0 && !(await boardHolder(deps, token))) return stop();
        const v = await deps.repo.findGameVersion(h.game.id);
        if (stopped) return;
        if (v === null) return stop();
        if (v !== last) {
          last = v;
          res.write(`data: ${v}\n\n`);
        } else if (polls % 15 === 0) res.write(': ping\n\n');
      })().catch(() => stop());
    }, pollMs);
    timer.unref();
    req.raw.on('close', stop);
  });
}
