import { z } from "zod";

// Zod compiles fast object parsers with `new Function`; the site's Content-Security-Policy (no 'unsafe-eval')
// forbids that in browsers, and the mere probe is reported as a violation. Every schema imports zod from here.
z.config({ jitless: true });

export { z };
