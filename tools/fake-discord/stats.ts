/** Latency statistics for benches. */

export interface LatencySummary {
  count: number;
  min: number;
  max: number;
  mean: number;
  median: number;
  p90: number;
  p95: number;
  p99: number;
}

/** Nearest-rank percentile (p in 0..100) of unsorted values; NaN for an empty list. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] as number;
}

export function summarize(values: readonly number[]): LatencySummary {
  const count = values.length;
  return {
    count,
    min: count ? Math.min(...values) : Number.NaN,
    max: count ? Math.max(...values) : Number.NaN,
    mean: count ? values.reduce((a, b) => a + b, 0) / count : Number.NaN,
    median: percentile(values, 50),
    p90: percentile(values, 90),
    p95: percentile(values, 95),
    p99: percentile(values, 99),
  };
}

/** One line such as `n=200 median=3.1ms p90=4.0ms p99=7.9ms max=12.0ms`. */
export function formatSummary(s: LatencySummary, unit = 'ms'): string {
  const f = (v: number) => `${v.toFixed(1)}${unit}`;
  return `n=${s.count} min=${f(s.min)} median=${f(s.median)} p90=${f(s.p90)} p99=${f(s.p99)} max=${f(s.max)}`;
}
