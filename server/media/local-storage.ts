import { createReadStream } from "node:fs";
import { mkdir, readdir, rename, rm, rmdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { MediaStorage } from "./storage";

const CONTENT_TYPES: Record<string, string> = {
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".png": "image/png",
};

const SAFE_NAME = /^[a-f0-9]{32}\/[a-z0-9]+\.(webp|jpg|png)$/;
const OBJECT_KEY = /^[a-f0-9]{32}$/;

export function createLocalStorage(root: string): MediaStorage {
  const resolve = (name: string) => {
    if (!SAFE_NAME.test(name)) return null;
    return path.join(root, name);
  };
  return {
    async putAll(files) {
      const written: string[] = [];
      try {
        for (const file of files) {
          const target = resolve(file.name);
          if (!target) throw new Error(`invalid media name ${file.name}`);
          await mkdir(path.dirname(target), { recursive: true });
          // Write then rename, so a reader never sees half a file.
          const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
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
          contentType: CONTENT_TYPES[path.extname(file)] ?? "application/octet-stream",
        };
      } catch {
        return null;
      }
    },
    async objectKeys() {
      const entries = await readdir(root, { withFileTypes: true }).catch(() => []);
      return entries.filter((entry) => entry.isDirectory() && OBJECT_KEY.test(entry.name)).map((entry) => entry.name);
    },
    async removeFilesWrittenBefore(key, before) {
      if (!OBJECT_KEY.test(key)) return false;
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
