import type { MediaStorage } from "#server/media/storage";

/** Later than any file's write time: removes an object whole (its folder too, on disk). */
const END_OF_TIME = new Date(8.64e15);

/**
 * Copies every object `from` holds into `to`, either store on disk or in a bucket; an object `to` already holds
 * whole is skipped, its names being content hashes. Answers how many objects `from` holds.
 */
export async function copyMedia(from: MediaStorage, to: MediaStorage): Promise<number> {
  const keys = await from.objectKeys();
  for (const key of keys) {
    const names = await from.filesOf(key);
    const present = new Set(await to.filesOf(key));
    if (names.every((name) => present.has(name))) continue;
    const files = [];
    for (const name of names) {
      const file = await from.read(name);
      if (file) files.push({ name, body: Buffer.concat(await file.body.toArray()), contentType: file.contentType });
    }
    await to.putAll(files);
  }
  return keys.length;
}

/** Makes `to` hold what `from` holds and nothing else (a restore). */
export async function mirrorMedia(from: MediaStorage, to: MediaStorage): Promise<void> {
  const wanted = new Set(await from.objectKeys());
  await copyMedia(from, to);
  for (const key of await to.objectKeys()) if (!wanted.has(key)) await to.removeFilesWrittenBefore(key, END_OF_TIME);
}
