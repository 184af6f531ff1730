/** `attachment` with an ASCII fallback and the UTF-8 name (RFC 5987), so Korean file names survive every browser. */
export function attachment(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
