/**
 * When the attempts of a delivery happen, in seconds after the previous one: the Standard Webhooks
 * schedule (immediately, then 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h), continued every 10 hours
 * so that a delivery is retried for about three days (D12) — long enough for a receiver that is
 * down over a weekend. Each delay is spread by ±10 % jitter so deliveries that failed together do
 * not all come back at the same instant.
 */
export const STANDARD_RETRY_SCHEDULE: readonly number[] = [
  0, 5, 300, 1800, 7200, 18000, 36000, 36000, 36000, 36000, 36000, 36000, 36000,
];

const JITTER = 0.1;

/** Seconds before attempt number `attempt` (1 = the first), or undefined when there is none left. */
export function delayBefore(
  schedule: readonly number[],
  attempt: number,
  random = Math.random,
): number | undefined {
  const base = schedule[attempt - 1];
  if (base === undefined) return undefined;
  return base * (1 - JITTER + 2 * JITTER * random());
}
