/**
 * Shares whole cents by weights, largest remainder first (ties: the earlier share), so the shares
 * always add up to the total. No weight (all 0) shares equally.
 */
export function shareCents(totalCents: number, weights: readonly number[]): number[] {
  if (weights.length === 0) {
    return [];
  }
  const w = weights.every((x) => x <= 0) ? weights.map(() => 1) : weights.map((x) => Math.max(0, x));
  const sum = w.reduce((a, b) => a + b, 0);
  const sign = totalCents < 0 ? -1 : 1;
  const total = Math.abs(totalCents);
  const exact = w.map((x) => (total * x) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((x, i) => ({ i, rest: x - Math.floor(x) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) {
      break;
    }
    shares[i] = (shares[i] as number) + 1;
    left--;
  }
  return shares.map((s) => s * sign);
}
