/**
 * Page views count once per visitor, path and clock minute. A burst that must land in one minute first waits,
 * when less than `needMs` of the current minute is left, until the next minute has begun (a wait on the clock,
 * which the app in the same process reads too).
 */
export async function roomInThisMinute(needMs = 20_000): Promise<void> {
  const left = () => 60_000 - (Date.now() % 60_000);
  if (left() >= needMs) return;
  const minute = Math.floor(Date.now() / 60_000);
  while (Math.floor(Date.now() / 60_000) === minute) await new Promise((resolve) => setTimeout(resolve, 50));
}
