/**
 * Run by `npm install` (postinstall): patch-package applies the diffs in patches/ and fails the install when one no
 * longer applies (an upgrade moved the code). One patch is for a dev dependency, the S3-protocol server the
 * storage tests start (s3rver signed a bucket-level request's path without the trailing slash the AWS SDK v3
 * signs). The other lets the 알림톡/SMS SDK (solapi, whose API host is fixed in its code) be pointed at the tests'
 * local provider through SOLAPI_API_URL. A production install (`npm ci --omit=dev`) has no patch-package and
 * applies neither: it has no s3rver, and solapi talks to api.solapi.com as shipped.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const bin = fileURLToPath(new URL("../../node_modules/patch-package/index.js", import.meta.url));
if (existsSync(bin)) {
  const run = spawnSync(process.execPath, [bin, "--error-on-fail"], { stdio: "inherit" });
  process.exit(run.status ?? 1);
}
