/**
 * The key every per-address limit counts a client under (forms, uploads, page views, sign-in attempts, the
 * request pace). An IPv6 client is its /64: one subscriber, one household or one server is handed a whole /64
 * and may take any address in it, so counting whole addresses would give it 2^64 fresh allowances. An
 * IPv4-mapped IPv6 address (`::ffff:1.2.3.4`, how a dual-stack socket names an IPv4 peer) is that IPv4 address,
 * so the client counts the same whichever way it connected. Anything that is no address (a proxy's odd
 * X-Forwarded-For entry) is its own key, trimmed and lower-cased.
 */
export function addressLimitKey(address: string): string {
  const written = address.trim().toLowerCase();
  const ipv4 = ipv4Text(written);
  if (ipv4) return ipv4;
  const groups = ipv6Groups(written.replace(/^\[(.*)\]$/, "$1").replace(/%.*$/, ""));
  if (!groups) return written;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** A dotted IPv4 address in its plain form (no leading zeros), or null. */
function ipv4Text(text: string): string | null {
  const parts = text.split(".");
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return null;
  return parts.map(Number).join(".");
}

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a dotted IPv4 tail read as two groups), or null. */
function ipv6Groups(text: string): number[] | null {
  if (!text.includes(":")) return null;
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const read = (half: string | undefined, last: boolean): number[] | null => {
    if (!half) return [];
    const groups: number[] = [];
    const pieces = half.split(":");
    for (const [i, piece] of pieces.entries()) {
      if (last && i === pieces.length - 1 && piece.includes(".")) {
        const ipv4 = ipv4Text(piece);
        if (!ipv4) return null;
        const [a = 0, b = 0, c = 0, d = 0] = ipv4.split(".").map(Number);
        groups.push((a << 8) | b, (c << 8) | d);
      } else if (/^[0-9a-f]{1,4}$/.test(piece)) groups.push(Number.parseInt(piece, 16));
      else return null;
    }
    return groups;
  };
  const head = read(halves[0], halves.length === 1);
  const tail = read(halves[1], true);
  if (!head || !tail) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  if (missing < 1) return null;
  return [...head, ...Array<number>(missing).fill(0), ...tail];
}
