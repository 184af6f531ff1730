import type { Readable } from "node:stream";
import type { ListObjectsV2CommandOutput, S3Client } from "@aws-sdk/client-s3";
import { contentTypeOf, IMMUTABLE, MEDIA_FILE_NAME, MEDIA_OBJECT_KEY, type MediaStorage } from "./storage";

export interface S3Settings {
  bucket: string;
  /** Unset for AWS itself; the provider's address otherwise (Cloudflare R2, Naver Cloud, MinIO). */
  endpoint: string | undefined;
  region: string;
  /** Unset: the SDK's own chain (AWS_* variables, an instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** Deletes in flight at once: a cleanup of many objects stays a steady trickle of requests. */
const DELETES_AT_ONCE = 8;
/** How long a health check waits for the bucket before calling it down. */
const PING_TIMEOUT_MS = 3_000;

type Sdk = typeof import("@aws-sdk/client-s3");

const isMissing = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === "NoSuchKey" || name === "NotFound" || $metadata?.httpStatusCode === 404;
};

function newClient(sdk: Sdk, settings: S3Settings): S3Client {
  return new sdk.S3Client({
    region: settings.region,
    // Providers other than AWS are addressed by path (`endpoint/bucket/key`), which all of them serve.
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // Checksums only where the API requires one: the SDK's default adds CRC headers and chunked uploads that
    // several S3-compatible providers refuse.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    requestHandler: {
      connectionTimeout: 5_000,
      requestTimeout: 30_000,
      // A page of photos streams through `/media/` at once; the default 50 sockets would queue them.
      httpAgent: { keepAlive: true, maxSockets: 256 },
      httpsAgent: { keepAlive: true, maxSockets: 256 },
    },
  });
}

/**
 * Media in an S3-compatible bucket (AWS S3, Cloudflare R2, Naver Cloud Object Storage, MinIO), through the AWS SDK
 * v3 over HTTP. Files sit at `<key>/<file>`, the same names as on disk; each is written with its content type and
 * immutable caching, so a CDN in front of the bucket keeps them as the site's own `/media/` does.
 */
export function createS3Storage(settings: S3Settings): MediaStorage {
  const Bucket = settings.bucket;
  // The SDK is loaded on first use: a site keeping its media on disk never loads it.
  let connected: Promise<{ sdk: Sdk; client: S3Client }> | undefined;
  const connect = () => {
    connected ??= import("@aws-sdk/client-s3").then((sdk) => ({ sdk, client: newClient(sdk, settings) }));
    return connected;
  };

  async function listed(prefix: string, delimiter?: string): Promise<ListObjectsV2CommandOutput[]> {
    const { sdk, client } = await connect();
    const pages: ListObjectsV2CommandOutput[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new sdk.ListObjectsV2Command({
          Bucket,
          Prefix: prefix,
          ...(delimiter ? { Delimiter: delimiter } : {}),
          ...(token ? { ContinuationToken: token } : {}),
        }),
      );
      pages.push(page);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return pages;
  }

  async function remove(names: string[]): Promise<void> {
    const queue = names.filter((name) => MEDIA_FILE_NAME.test(name));
    if (queue.length === 0) return;
    const { sdk, client } = await connect();
    const worker = async () => {
      for (let name = queue.shift(); name; name = queue.shift())
        await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: name }));
    };
    await Promise.all(Array.from({ length: Math.min(DELETES_AT_ONCE, queue.length) }, worker));
  }

  return {
    async putAll(files) {
      for (const file of files)
        if (!MEDIA_FILE_NAME.test(file.name)) throw new Error(`invalid media name ${file.name}`);
      const { sdk, client } = await connect();
      const results = await Promise.allSettled(
        files.map((file) =>
          client.send(
            new sdk.PutObjectCommand({
              Bucket,
              Key: file.name,
              Body: file.body,
              ContentLength: file.body.length,
              ContentType: file.contentType,
              CacheControl: IMMUTABLE,
            }),
          ),
        ),
      );
      const failed = results.find((result) => result.status === "rejected");
      if (failed) {
        // All or none: the ones that made it go again (should that fail too, the daily job removes them).
        const written = files.filter((_, i) => results[i]?.status === "fulfilled").map((file) => file.name);
        await remove(written).catch(() => {});
        throw failed.reason;
      }
    },
    async read(name) {
      if (!MEDIA_FILE_NAME.test(name)) return null;
      const { sdk, client } = await connect();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: name }));
        if (!object.Body) return null;
        return {
          body: object.Body as Readable,
          size: Number(object.ContentLength ?? 0),
          contentType: object.ContentType || contentTypeOf(name),
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async objectKeys() {
      const pages = await listed("", "/");
      return pages
        .flatMap((page) => page.CommonPrefixes ?? [])
        .map((prefix) => (prefix.Prefix ?? "").replace(/\/$/, ""))
        .filter((key) => MEDIA_OBJECT_KEY.test(key));
    },
    async filesOf(key) {
      if (!MEDIA_OBJECT_KEY.test(key)) return [];
      const pages = await listed(`${key}/`);
      return pages
        .flatMap((page) => page.Contents ?? [])
        .map((object) => object.Key ?? "")
        .filter((name) => MEDIA_FILE_NAME.test(name));
    },
    async removeFilesWrittenBefore(key, before) {
      if (!MEDIA_OBJECT_KEY.test(key)) return false;
      const pages = await listed(`${key}/`);
      const old = pages
        .flatMap((page) => page.Contents ?? [])
        .filter((object) => object.LastModified && object.LastModified.getTime() < before.getTime())
        .map((object) => object.Key ?? "");
      await remove(old);
      return old.length > 0;
    },
    async removeAll(names) {
      await remove(names);
    },
    async ping() {
      try {
        const { sdk, client } = await connect();
        await client.send(new sdk.HeadBucketCommand({ Bucket }), {
          abortSignal: AbortSignal.timeout(PING_TIMEOUT_MS),
        });
        return true;
      } catch {
        return false;
      }
    },
  };
}
