/**
 * The CPU slowdown that makes a host with this benchmark index emulate Lighthouse's mid-tier phone, as
 * the calculator linked from Lighthouse's throttling guide computes it: 1x at 150, 2x at 800, 3x at
 * 1300, then one more step every 233 (4x near 1533, the high-end desktop the default 4x assumes).
 * Below 150 no slowdown can emulate that phone.
 */
export function slowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150)
    throw new Error(`benchmark index ${benchmarkIndex}: this host is too slow to emulate Lighthouse's mobile device`);
  if (benchmarkIndex < 800) return 1 + (benchmarkIndex - 150) / 650;
  if (benchmarkIndex < 1300) return 2 + (benchmarkIndex - 800) / 500;
  return 3 + (benchmarkIndex - 1300) / 233;
}
