import type { Readable } from "node:stream";

/** Where media files live. Local disk by default; an S3-compatible store implements the same contract. */
export interface MediaStorage {
  /** Writes all files of one object; either all are stored or none. */
  putAll(files: { name: string; body: Buffer; contentType: string }[]): Promise<void>;
  read(name: string): Promise<{ body: Readable; size: number; contentType: string } | null>;
  removeAll(names: string[]): Promise<void>;
  /** The keys (folders) of every object stored. */
  objectKeys(): Promise<string[]>;
  /** Removes the object's files last written before `before` (all of them, for an object left alone); true if any were. */
  removeFilesWrittenBefore(key: string, before: Date): Promise<boolean>;
}
