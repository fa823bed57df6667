/** Abbreviates a dashboard count: 950 → '950', 1500 → '1.5k', 2_000_000 → '2M' (spec 1 §9). */
export function abbreviateCount(n: number): string {
  const abs = Math.abs(n);
  const trim = (x: number) => (Math.round(x * 10) / 10).toString();
  if (abs >= 1_000_000) {
    return `${trim(n / 1_000_000)}M`;
  }
  if (abs >= 1_000) {
    const k = Math.round((n / 1_000) * 10) / 10;
    return Math.abs(k) >= 1000 ? `${trim(n / 1_000_000)}M` : `${trim(n / 1_000)}k`;
  }
  return String(n);
}
