/**
 * Image work takes turns: one image is decoded and encoded at a time in this process, and its steps run one
 * after another, so resizing holds at most one core and page rendering always has the rest. An 8 MB photo
 * costs about a second of CPU; a burst of them queues instead of taking every core.
 */
let busy = false;
const waiting: (() => void)[] = [];

export async function inResizeTurn<T>(work: () => Promise<T>): Promise<T> {
  if (busy) await new Promise<void>((resolve) => waiting.push(resolve));
  busy = true;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else busy = false;
  }
}
