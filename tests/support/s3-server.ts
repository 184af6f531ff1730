import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "@20minutes/s3rver";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll } from "vitest";

// The SDK warns on Node 20 about its releases after January 2027; the test output is not the place for it.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";

/** s3rver's built-in account: it checks every signed request's signature against these. */
const CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
const REGION = "us-east-1";

export interface S3Server {
  /** The server's address, as S3_ENDPOINT. */
  endpoint: string;
  /** Creates an empty bucket and answers the settings that point the site at it. */
  newBucket(): Promise<S3Env>;
  close(): Promise<void>;
}

export interface S3Env extends Record<string, string> {
  S3_BUCKET: string;
  S3_ENDPOINT: string;
  S3_REGION: string;
  S3_ACCESS_KEY_ID: string;
  S3_SECRET_ACCESS_KEY: string;
}

/**
 * An S3-protocol server on a random local port (s3rver: a real HTTP server storing objects in a folder, checking
 * AWS signatures), so the site's store talks to it through the real AWS SDK, as to a provider.
 */
export async function startS3Server(): Promise<S3Server> {
  const directory = mkdtempSync(path.join(os.tmpdir(), "rentcar-s3-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, vhostBuckets: false });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: REGION, forcePathStyle: true, credentials: CREDENTIALS });
  return {
    endpoint,
    async newBucket() {
      const bucket = `media-${randomBytes(6).toString("hex")}`;
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      return {
        S3_BUCKET: bucket,
        S3_ENDPOINT: endpoint,
        S3_REGION: REGION,
        S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
        S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      };
    },
    async close() {
      client.destroy();
      server.httpServer?.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** An S3 server for the enclosing file or `describe`, like useTestApp: read it inside hooks and tests. */
export function useS3Server(): S3Server {
  let started: S3Server | undefined;
  const running = () => {
    if (!started) throw new Error("the S3 server runs only between its beforeAll and afterAll");
    return started;
  };
  beforeAll(async () => {
    started = await startS3Server();
  });
  afterAll(async () => {
    await started?.close();
    started = undefined;
  });
  return {
    get endpoint() {
      return running().endpoint;
    },
    newBucket: () => running().newBucket(),
    close: () => running().close(),
  };
}
