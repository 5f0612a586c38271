/**
 * A sliding-window budget kept in this process, for limits whose breach is costly (Bluesky locks
 * createSession for a day after 30 logins in 5 minutes). Spending past the limit returns how many
 * seconds until a unit frees up instead of spending.
 */
export class RateBudget {
  private spent = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowSeconds: number,
  ) {}

  /** Spends `cost` for `key`; null when allowed, else the seconds to wait. */
  trySpend(key: string, cost = 1, now = Date.now()): number | null {
    const windowStart = now - this.windowSeconds * 1000;
    const recent = (this.spent.get(key) ?? []).filter((t) => t > windowStart);
    if (recent.length + cost > this.limit) {
      this.spent.set(key, recent);
      return Math.max(1, Math.ceil((recent[0] + this.windowSeconds * 1000 - now) / 1000));
    }
    for (let i = 0; i < cost; i++) recent.push(now);
    this.spent.set(key, recent);
    return null;
  }
}
