import { brotliCompressSync, constants, gunzipSync, gzipSync } from "node:zlib";
import type { Request, Response } from "express";

/** A response body compressed once, up front, for bodies that are sent many times unchanged. */
export interface PrecompressedBody {
  type: string;
  /** Left out where memory matters more: the rare client that accepts no encoding gets the gzip body unpacked. */
  identity?: Buffer;
  gzip: Buffer;
  br: Buffer;
}

/**
 * `brotliQuality` 9 suits a body compressed once per data version; a lower one suits bodies compressed while
 * a visitor waits (the first view of each page after a change).
 */
export function precompress(
  text: string,
  type: string,
  options: { brotliQuality?: number; keepIdentity?: boolean } = {},
): PrecompressedBody {
  const identity = Buffer.from(text);
  const quality = options.brotliQuality ?? 9;
  return {
    type,
    identity: options.keepIdentity === false ? undefined : identity,
    gzip: gzipSync(identity, { level: 9 }),
    br: brotliCompressSync(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
  };
}

/** Bytes held by a precompressed body. */
export function precompressedSize(body: PrecompressedBody): number {
  return (body.identity?.length ?? 0) + body.gzip.length + body.br.length;
}

/** Sends the encoding the client accepts best; the compression middleware leaves an encoded body alone. */
export function sendPrecompressed(req: Request, res: Response, body: PrecompressedBody): void {
  const encoding = req.acceptsEncodings("br", "gzip", "identity");
  const bytes =
    encoding === "br" ? body.br : encoding === "gzip" ? body.gzip : (body.identity ?? gunzipSync(body.gzip));
  res.vary("Accept-Encoding");
  if (encoding === "br" || encoding === "gzip") res.set("Content-Encoding", encoding);
  res
    .type(body.type)
    .set("Content-Length", String(bytes.length))
    .end(req.method === "HEAD" ? undefined : bytes);
}
