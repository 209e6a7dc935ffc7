/** Discord-style snowflake ids: 64-bit, time-ordered, rendered as decimal strings. */

export const DISCORD_EPOCH = 1420070400000n;

/**
 * Generates strictly increasing snowflakes (timestamp << 22 | worker << 17 | process << 12 | increment),
 * like Discord's. Ids from one generator always compare greater than the previous one, also when
 * many are generated within the same millisecond.
 */
export class SnowflakeGenerator {
  private lastMs = 0n;
  private increment = 0n;

  constructor(
    private readonly workerId = 1n,
    private readonly processId = 0n,
  ) {}

  next(): string {
    let now = BigInt(Date.now());
    if (now <= this.lastMs) {
      now = this.lastMs;
      this.increment += 1n;
      if (this.increment > 4095n) {
        now += 1n;
        this.increment = 0n;
      }
    } else {
      this.increment = 0n;
    }
    this.lastMs = now;
    return (
      ((now - DISCORD_EPOCH) << 22n) |
      (this.workerId << 17n) |
      (this.processId << 12n) |
      this.increment
    ).toString();
  }
}

/** Milliseconds since the Unix epoch encoded in a snowflake. */
export function snowflakeTimestamp(id: string): number {
  return Number((BigInt(id) >> 22n) + DISCORD_EPOCH);
}

/** Sort comparator for snowflake strings (numeric order). */
export function compareSnowflakes(a: string, b: string): number {
  const x = BigInt(a);
  const y = BigInt(b);
  return x < y ? -1 : x > y ? 1 : 0;
}
