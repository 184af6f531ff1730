import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createLocalStorage } from "./local-storage";

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe("local media storage", () => {
  it("stores the same files written many times at once, each write succeeding, and leaves no temporary file", async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "rentcar-media-"));
    roots.push(root);
    const storage = createLocalStorage(root);
    const key = "0123456789abcdef0123456789abcdef";
    const files = [
      { name: `${key}/original.png`, body: Buffer.from("같은 사진"), contentType: "image/png" },
      { name: `${key}/640.webp`, body: Buffer.from("같은 변환본"), contentType: "image/webp" },
    ];
    const writes = await Promise.allSettled(Array.from({ length: 20 }, () => storage.putAll(files)));
    expect(writes.filter((w) => w.status === "rejected")).toEqual([]);
    expect(readFileSync(path.join(root, key, "original.png"), "utf8")).toBe("같은 사진");
    expect(readdirSync(path.join(root, key)).sort()).toEqual(["640.webp", "original.png"]);
  });
});
