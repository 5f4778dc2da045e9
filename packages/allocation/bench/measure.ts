import v8 from 'node:v8';
import vm from 'node:vm';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};
export const mb = (bytes: number): string => (bytes / 2 ** 20).toFixed(0);

export interface Measured<T> {
  /** Median wall time of the timed runs. */
  ms: number;
  times: number[];
  /** Peak V8 heap in use during one more run, started after a full collection. */
  peak: number;
  result: T;
}

/**
 * Median time of `runs` back-to-back calls after the untimed warm-up calls, then the peak heap of one
 * more call started from a collected heap. Timed runs are not preceded by a forced collection:
 * code right after a full `gc()` ran about twice as slow here (a warm server process never calls
 * it), so forcing one would time the collector's aftermath rather than the engine.
 */
export function measure<T>(run: () => T, runs = 5, warmup = 1, warmupMs = 0): Measured<T> {
  const times: number[] = [];
  let result = undefined as T;
  // At least `warmup` untimed calls, and more until `warmupMs` have passed (small instances need
  // a few dozen calls before the JIT has compiled every hot function), at most 100.
  const warmStart = performance.now();
  for (let i = 0; i < 100 && (i < warmup || performance.now() - warmStart < warmupMs); i++) run();
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    result = run();
    times.push(performance.now() - t);
  }
  gc();
  // Peak heap in use: the largest of the heap just before each collection during the call and the
  // heap at its end (V8 only frees memory in collections, so one of those is the maximum).
  const profiler = new v8.GCProfiler();
  profiler.start();
  run();
  let peak = process.memoryUsage().heapUsed;
  for (const event of profiler.stop()?.statistics ?? []) {
    peak = Math.max(peak, event.beforeGC.heapStatistics.usedHeapSize);
  }
  return { ms: median(times), times, peak, result };
}

/** Times `run` once. */
export function once(run: () => void): number {
  const t = performance.now();
  run();
  return performance.now() - t;
}
