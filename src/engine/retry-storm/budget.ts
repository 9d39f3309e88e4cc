/**
 * Retry budget with the semantics of gRPC `retryThrottling`
 * (gRFC A6 "Client Retries"):
 * - the bucket starts full (`maxTokens`);
 * - every failed attempt takes 1 token, every successful one returns
 *   `tokenRatio` tokens; the count stays within [0, maxTokens];
 * - a retry is allowed only while tokens > maxTokens / 2 (first attempts are
 *   never throttled).
 * Like gRPC, tokens are kept as integers in thousandths, so `tokenRatio` has
 * three decimals of precision and the arithmetic is exact.
 */
export interface RetryBudget {
  /** Current token count (in tokens, may be fractional). */
  tokens(): number;
  onFailure(): void;
  onSuccess(): void;
  /** May a retry be sent now? */
  allowRetry(): boolean;
}

export function createRetryBudget(maxTokens: number, tokenRatio: number): RetryBudget {
  const max = Math.max(1, Math.round(maxTokens)) * 1000;
  const ratio = Math.max(1, Math.round(tokenRatio * 1000));
  const threshold = max / 2;
  let milli = max;
  return {
    tokens: () => milli / 1000,
    onFailure(): void {
      milli = milli >= 1000 ? milli - 1000 : 0;
    },
    onSuccess(): void {
      milli = milli + ratio <= max ? milli + ratio : max;
    },
    allowRetry: () => milli > threshold,
  };
}
