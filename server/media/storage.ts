import type { Readable } from "node:stream";

/**
 * Where media files live: local disk (`local-storage.ts`, one instance) or an S3-compatible bucket (`s3-storage.ts`,
 * any number of instances). A file is named `<object key>/<file>`, the object key being the upload's content hash,
 * so a name always holds the same bytes and is never rewritten with others.
 */
export interface MediaStorage {
  /** Writes all files of one object; either all are stored or none. */
  putAll(files: { name: string; body: Buffer; contentType: string }[]): Promise<void>;
  read(name: string): Promise<{ body: Readable; size: number; contentType: string } | null>;
  removeAll(names: string[]): Promise<void>;
  /** The keys (folders) of every object stored. */
  objectKeys(): Promise<string[]>;
  /** The names (`<key>/<file>`) of one object's files. */
  filesOf(key: string): Promise<string[]>;
  /** Removes the object's files last written before `before` (all of them, for an object left alone); true if any were. */
  removeFilesWrittenBefore(key: string, before: Date): Promise<boolean>;
  /** Whether the store answers (and may be written) right now. */
  ping(): Promise<boolean>;
}

const CONTENT_TYPES: Record<string, string> = {
  webp: "image/webp",
  jpg: "image/jpeg",
  png: "image/png",
};

/** The only names either store reads or writes: a content hash, then a width or `original`, then the format. */
export const MEDIA_FILE_NAME = /^[a-f0-9]{32}\/[a-z0-9]+\.(webp|jpg|png)$/;
export const MEDIA_OBJECT_KEY = /^[a-f0-9]{32}$/;

/** A name never holds other bytes, so whoever serves it (this site, a CDN, the bucket) may keep it for a year. */
export const IMMUTABLE = "public, max-age=31536000, immutable";

export function contentTypeOf(name: string): string {
  return CONTENT_TYPES[name.slice(name.lastIndexOf(".") + 1)] ?? "application/octet-stream";
}
