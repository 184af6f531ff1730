/**
 * Pages load their scripts after the first paint instead of alongside the page. Everything a
 * first-time visitor reads is in the server-rendered HTML; the scripts only make it interactive, and on a
 * slow phone connection the ~140 KB of them otherwise share the bandwidth with the stylesheet and the hero
 * image the first screen waits for. React Router's output is rewritten here rather than re-implemented: its
 * module preloads are dropped and the static imports of its hydration script become dynamic imports that
 * start once a frame has been painted. Output of an unexpected shape is left as it is.
 */

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const HYDRATION_SCRIPT = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const STATIC_IMPORT = /^import \* as (route\d+) from ("[^"\\]+");$/gm;
// The route manifest (routeDiscovery "initial"): imported for its effect, before the entry reads it.
const MANIFEST_IMPORT = /^import ("\/[^"\\]*\/manifest-[^"\\]+\.js");$/m;
// Two macrotasks past the next animation frame: the frame has been produced, not just scheduled.
const AFTER_FIRST_PAINT = "await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));";

export function deferScriptsPastFirstPaint(html: string): string {
  const script = HYDRATION_SCRIPT.exec(html);
  if (!script) return html;
  const [whole, open, body, close] = script as unknown as [string, string, string, string];
  const imports = [...body.matchAll(STATIC_IMPORT)];
  const manifest = MANIFEST_IMPORT.exec(body)?.[1];
  const rest = body.replace(STATIC_IMPORT, "").replace(MANIFEST_IMPORT, "");
  // Anything else imported statically would still load at once (and is not a shape this rewrite knows).
  if (imports.length === 0 || /^\s*import\s*["{*\w]/m.test(rest)) return html;
  const loads = [manifest, ...imports.map((m) => m[2])]
    .filter((url) => url !== undefined)
    .map((url) => `import(${url})`);
  // The manifest's slot is left unnamed: it is imported for its effect.
  const names = `${manifest ? ", " : ""}${imports.map((m) => m[1]).join(", ")}`;
  const deferred = `${open}${AFTER_FIRST_PAINT}\nconst [${names}] = await Promise.all([${loads.join(", ")}]);${rest}${close}`;
  return html.replace(MODULE_PRELOAD, "").replace(whole, () => deferred);
}

const SCRIPT_END = "</script>";

/** A shell this long without its hydration script is not React Router's: it is sent on as it is. */
const MAX_HELD_SHELL = 2 * 1024 * 1024;

/**
 * The same rewrite on a page that is streamed (signed-in areas, whose data can arrive after the shell). The
 * shell is held until its hydration script has arrived whole, which is where React Router's first flush ends
 * anyway, and sent rewritten; everything after it passes through as bytes. The held text is decoded as a stream,
 * so a Korean character split between two chunks stays whole, and the script is looked for only when a new
 * `</script>` has come in: React sends a shell in many small chunks, and matching the whole held text on each
 * made the rewrite's cost grow with the square of the page.
 */
export function deferScriptsInStream(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let held: string | null = "";
  let heldBytes = 0;
  let overlap = "";
  /** The last bytes held (at most a character's worth): those the decoder may still be waiting to complete. */
  let tail = new Uint8Array(0);
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        if (held === null) {
          controller.enqueue(chunk);
          return;
        }
        const text = decoder.decode(chunk, { stream: true });
        // Searched in the new text and the end of the one before, never in `held`: searching a string built by
        // `+=` copies all of it.
        const seen = overlap + text;
        overlap = seen.slice(-SCRIPT_END.length);
        held += text;
        heldBytes += chunk.byteLength;
        const joined = new Uint8Array(tail.byteLength + chunk.byteLength);
        joined.set(tail);
        joined.set(chunk, tail.byteLength);
        tail = joined.slice(Math.max(0, joined.byteLength - 3));
        const scriptEnded = seen.includes(SCRIPT_END) && HYDRATION_SCRIPT.test(held);
        if (!scriptEnded && held.length <= MAX_HELD_SHELL) return;
        controller.enqueue(encoder.encode(deferScriptsPastFirstPaint(held)));
        // Bytes of a character not yet whole: the decoder never gave them as text, so they go on as they came.
        const pending = heldBytes - Buffer.byteLength(held);
        if (pending > 0) controller.enqueue(tail.slice(tail.byteLength - pending));
        held = null;
      },
      flush(controller) {
        if (held === null) return;
        const rest = held + decoder.decode();
        if (rest) controller.enqueue(encoder.encode(deferScriptsPastFirstPaint(rest)));
      },
    }),
  );
}
