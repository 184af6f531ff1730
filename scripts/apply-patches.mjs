/**
 * Run by `npm install` (postinstall): patch-package applies the diffs in patches/ and fails the install when one no
 * longer applies (an upgrade moved the code). The one patch is for a dev dependency, the S3-protocol server the
 * storage tests start (s3rver signed a bucket-level request's path without the trailing slash the AWS SDK v3
 * signs); a production install (`npm ci --omit=dev`) has neither it nor patch-package, and nothing to patch.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const bin = fileURLToPath(new URL("../node_modules/patch-package/index.js", import.meta.url));
if (existsSync(bin)) {
  const run = spawnSync(process.execPath, [bin, "--error-on-fail"], { stdio: "inherit" });
  process.exit(run.status ?? 1);
}
