import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Request, Response } from "express";

/** A response body compressed once, up front, for bodies that are sent many times unchanged. */
export interface PrecompressedBody {
  type: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

export function precompress(text: string, type: string): PrecompressedBody {
  const identity = Buffer.from(text);
  return {
    type,
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
  };
}

/** Sends the encoding the client accepts best; the compression middleware leaves an encoded body alone. */
export function sendPrecompressed(req: Request, res: Response, body: PrecompressedBody): void {
  const encoding = req.acceptsEncodings("br", "gzip", "identity");
  const bytes = encoding === "br" ? body.br : encoding === "gzip" ? body.gzip : body.identity;
  res.vary("Accept-Encoding");
  if (encoding === "br" || encoding === "gzip") res.set("Content-Encoding", encoding);
  res.type(body.type).set("Content-Length", String(bytes.length)).end(req.method === "HEAD" ? undefined : bytes);
}
