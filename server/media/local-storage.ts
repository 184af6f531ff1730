import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { access, constants, mkdir, readdir, rename, rm, rmdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { contentTypeOf, MEDIA_FILE_NAME, MEDIA_OBJECT_KEY, type MediaStorage } from "./storage";

export function createLocalStorage(root: string): MediaStorage {
  const resolve = (name: string) => {
    if (!MEDIA_FILE_NAME.test(name)) return null;
    return path.join(root, name);
  };
  return {
    async putAll(files) {
      for (const file of files) if (!resolve(file.name)) throw new Error(`invalid media name ${file.name}`);
      const written: string[] = [];
      try {
        for (const file of files) {
          const target = resolve(file.name) as string;
          await mkdir(path.dirname(target), { recursive: true });
          // Write then rename, so a reader never sees half a file. The temporary name is this write's own: two
          // uploads of the same photo at once store the same names, and a shared one was renamed away under the
          // second (ENOENT, a 500 for that upload).
          const temp = `${target}.${randomUUID()}.tmp`;
          await writeFile(temp, file.body);
          await rename(temp, target);
          written.push(target);
        }
      } catch (error) {
        await Promise.all(written.map((file) => rm(file, { force: true })));
        throw error;
      }
    },
    async read(name) {
      const file = resolve(name);
      if (!file) return null;
      try {
        const info = await stat(file);
        return {
          body: createReadStream(file),
          size: info.size,
          contentType: contentTypeOf(name),
        };
      } catch {
        return null;
      }
    },
    async objectKeys() {
      const entries = await readdir(root, { withFileTypes: true }).catch(() => []);
      return entries
        .filter((entry) => entry.isDirectory() && MEDIA_OBJECT_KEY.test(entry.name))
        .map((entry) => entry.name);
    },
    async filesOf(key) {
      if (!MEDIA_OBJECT_KEY.test(key)) return [];
      const names = await readdir(path.join(root, key)).catch(() => []);
      return names.map((name) => `${key}/${name}`).filter((name) => MEDIA_FILE_NAME.test(name));
    },
    async removeFilesWrittenBefore(key, before) {
      if (!MEDIA_OBJECT_KEY.test(key)) return false;
      const folder = path.join(root, key);
      let removed = false;
      for (const name of await readdir(folder).catch(() => [])) {
        const file = path.join(folder, name);
        const info = await stat(file).catch(() => null);
        if (!info || info.mtimeMs >= before.getTime()) continue;
        await rm(file, { force: true });
        removed = true;
      }
      // Only once empty: a write in progress keeps its folder.
      await rmdir(folder).catch(() => {});
      return removed;
    },
    async ping() {
      try {
        await mkdir(root, { recursive: true });
        await access(root, constants.W_OK);
        return true;
      } catch {
        return false;
      }
    },
    async removeAll(names) {
      await Promise.all(
        names.map((name) => {
          const file = resolve(name);
          return file ? rm(file, { force: true }) : undefined;
        }),
      );
    },
  };
}
