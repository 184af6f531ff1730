/**
 * Run by `npm install` (postinstall): two one-line fixes in installed packages, each safe to run again.
 *
 * @react-router/dev 7 starts its internal Vite servers with `envFile: false`,
 * which Vite 8.1 deprecated: every build and start printed "The `envFile` option is deprecated" nine times, from
 * servers no config of ours reaches. React Router fixed it in 8.0 (remix-run/react-router#15230), not in 7.x, so
 * the installed copy gets the same one-word fix: `envDir: false`, which Vite reads exactly as it read
 * `envFile: false` (no .env file is loaded). Safe to run again; a copy that no longer has the option is left alone.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const dev = fileURLToPath(new URL("../node_modules/@react-router/dev", import.meta.url));
// Absent when dev dependencies are left out: nothing builds there, so there is nothing to fix.
if (existsSync(dev)) {
  for (const file of ["dist/vite.js", "dist/cli/index.js", "dist/vite/cloudflare.js"]) {
    const target = path.join(dev, file);
    if (!existsSync(target)) continue;
    const source = readFileSync(target, "utf8");
    const patched = source.replaceAll("envFile: false", "envDir: false");
    if (patched !== source) writeFileSync(target, patched);
  }
}

/*
 * s3rver (the S3-protocol server the storage tests start) signs a bucket-level request's path without its trailing
 * slash, while the AWS SDK v3 sends and signs `/bucket/` for a path-style list, head or create: every such request
 * was refused as SignatureDoesNotMatch. The resource it checks the signature against keeps the slash the request
 * had, as S3 itself does. A dev dependency only: absent from a production install.
 */
const s3rverAuth = fileURLToPath(
  new URL("../node_modules/@20minutes/s3rver/lib/middleware/authentication.js", import.meta.url),
);
if (existsSync(s3rverAuth)) {
  const source = readFileSync(s3rverAuth, "utf8");
  const patched = source.replace(
    "        canonicalizedResource += '/' + ctx.params.key;\n      }\n",
    "        canonicalizedResource += '/' + ctx.params.key;\n      } else if (!ctx.state.vhost && ctx.path.endsWith('/')) {\n        canonicalizedResource += '/';\n      }\n",
  );
  if (patched !== source) writeFileSync(s3rverAuth, patched);
}
