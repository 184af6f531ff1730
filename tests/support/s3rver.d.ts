/** The parts of @20minutes/s3rver (a fork of s3rver, kept up for Node 20) the tests use; it ships no types. */
declare module "@20minutes/s3rver" {
  import type { Server } from "node:http";
  import type { AddressInfo } from "node:net";

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    resetOnClose?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: { name: string }[];
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
    httpServer?: Server;
  }
}
