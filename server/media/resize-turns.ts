/**
 * Image work takes turns: one image is decoded and encoded at a time in this process, and its steps run one
 * after another, so resizing holds at most one core and page rendering always has the rest. An 8 MB photo
 * costs about a second of CPU; a burst of them queues instead of taking every core.
 */
let busy = false;
const waiting: (() => void)[] = [];
/** The most images seen working and waiting at once since the last reset: what a test of the turns reads. */
const peaks = { working: 0, waiting: 0 };
let working = 0;

export function resizeTurnPeaks(reset = false): { working: number; waiting: number } {
  const seen = { ...peaks };
  if (reset) peaks.working = peaks.waiting = 0;
  return seen;
}

export async function inResizeTurn<T>(work: () => Promise<T>): Promise<T> {
  if (busy) {
    const waited = new Promise<void>((resolve) => waiting.push(resolve));
    peaks.waiting = Math.max(peaks.waiting, waiting.length);
    await waited;
  }
  busy = true;
  working++;
  peaks.working = Math.max(peaks.working, working);
  try {
    return await work();
  } finally {
    working--;
    const next = waiting.shift();
    if (next) next();
    else busy = false;
  }
}
