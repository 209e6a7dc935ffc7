// /rule and /help: a rule's summary in our own words (each game's rule-summaries.ts, found through
// the registry), and the list of commands in the reader's language.
import type { Locale, Text } from '#engine/types.ts';
import { allPackages, getPackage } from '#games/index.ts';
import { t } from './i18n.ts';
import { gameToRead } from './read.ts';
import { fail, type Result, type ServiceDeps } from './types.ts';

/** The game /rule reads: the one named, else this channel's (open, or the latest that ended). */
async function gameFor(deps: ServiceDeps, channelId: string, gameType: string | null): Promise<Result<string>> {
  if (gameType)
    return getPackage(gameType)
      ? { ok: true, value: gameType }
      : fail(
          'UNKNOWN_GAME',
          t('unknownGame', {
            game: gameType,
            legal: allPackages()
              .map((p) => p.rules.id)
              .join(', '),
          }),
        );
  const found = await gameToRead(deps, channelId);
  if (found.ok) return { ok: true, value: found.value.gameType };
  return fail(
    'RULE_WHICH_GAME',
    t('ruleWhichGame', {
      legal: allPackages()
        .map((p) => p.rules.id)
        .join(', '),
    }),
  );
}

/** One subsection of a rule, listed under it: its number and title. */
export interface RulePart {
  number: string;
  title: Text;
}

/**
 * A rule's summary: its number as typed ("8.2", "【ルール 8.2】", "rule 8.2"), in the channel's game or
 * the named one. A chapter or section ("8") answers with its own summary (kept as "8" or "8.0") when
 * there is one, and with the titles of its subsections ("8.2", "8.3"…, one level down) when it has any:
 * a number with subsections but no summary of its own lists them instead of being refused.
 */
export async function ruleSummary(
  deps: ServiceDeps,
  channelId: string,
  number: string,
  gameType: string | null,
): Promise<Result<{ game: Text; number: string; summary?: { title: Text; text: Text }; parts: RulePart[] }>> {
  const g = await gameFor(deps, channelId, gameType);
  if (!g.ok) return g;
  const pkg = getPackage(g.value)!;
  const n = (/\d+(?:\.\d+)*/.exec(number) ?? [''])[0];
  const base = n.replace(/(?:\.0)+$/, '');
  const key = [n, base, `${base}.0`].find((k) => k && pkg.ruleSummaries[k]);
  const depth = base.split('.').length + 1;
  const parts = Object.entries(pkg.ruleSummaries)
    .filter(([k]) => base && k.startsWith(`${base}.`) && k !== key && k.split('.').length === depth)
    .map(([k, s]) => ({ number: k, title: s.title }));
  if (!key && !parts.length) {
    const near = Object.keys(pkg.ruleSummaries).filter((k) => k.split('.')[0] === n.split('.')[0]);
    return fail(
      'UNKNOWN_RULE',
      t('unknownRule', {
        number: number.trim() || '—',
        game: `${pkg.rules.name.ja} / ${pkg.rules.name.en}`,
        near: (near.length ? near : Object.keys(pkg.ruleSummaries)).slice(0, 20).join(', '),
      }),
    );
  }
  const s = key ? pkg.ruleSummaries[key] : undefined;
  return { ok: true, value: { game: pkg.rules.name, number: key ?? base, summary: s, parts } };
}

/** The rule numbers of a game (or the channel's) with their titles, for autocomplete. */
export async function ruleChoices(
  deps: ServiceDeps,
  channelId: string,
  gameType: string | null,
  locale: Locale,
): Promise<{ value: string; name: string }[]> {
  const g = await gameFor(deps, channelId, gameType);
  if (!g.ok) return [];
  return Object.entries(getPackage(g.value)!.ruleSummaries).map(([k, s]) => ({
    value: k,
    name: `${k} ${s.title[locale]}`.slice(0, 100),
  }));
}
