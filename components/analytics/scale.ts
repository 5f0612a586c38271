/** Axis helpers of the analytics charts (pure, unit-tested). */

/** A round step near `span / count`: 1, 2, 2.5 or 5 times a power of ten. */
function niceStep(span: number, count: number): number {
  const raw = span / Math.max(1, count);
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / magnitude;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * magnitude;
}

/**
 * Evenly spaced round ticks covering [min, max], about `count` intervals. From zero when `fromZero`
 * (bars, counts), otherwise hugging the data (followers: 8,400 to 8,900 shows the growth, 0 to 9,000 flattens it).
 */
export function niceTicks(values: readonly number[], { count = 4, fromZero = false } = {}): number[] {
  const max = Math.max(0, ...values);
  let min = fromZero || values.length === 0 ? 0 : Math.min(...values);
  if (max === min) {
    if (max === 0) return Array.from({ length: count + 1 }, (_, i) => i);
    min = fromZero ? 0 : Math.max(0, min - Math.max(1, Math.abs(min) * 0.05));
  }
  const top = max === min ? max + 1 : max;
  const step = niceStep(top - min, count);
  const start = Math.floor(min / step) * step;
  const ticks: number[] = [];
  for (let t = start; t < top + step; t += step) {
    ticks.push(Math.round(t * 1e6) / 1e6);
    if (t >= top) break;
  }
  return ticks;
}

/** Which of `count` category labels to print on an axis with room for about `room`: the last always, then every k-th back from it. */
export function labelIndexes(count: number, room: number): number[] {
  if (count <= 0) return [];
  const every = Math.max(1, Math.ceil(count / Math.max(1, room)));
  const shown: number[] = [];
  for (let i = count - 1; i >= 0; i -= every) shown.unshift(i);
  return shown;
}
