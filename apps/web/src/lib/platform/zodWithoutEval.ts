// The web build's `zod` (vite.config.ts resolves the bare `zod` here): zod itself, configured before
// any schema is built, wherever in the chunks the first schema is. Loaded with the first page that
// parses, never with the sign-in page.
//
// zod compiles object parsers with `new Function` when it may, and probes whether it may by trying
// one: under the server's Content-Security-Policy (no 'unsafe-eval') that probe is refused and
// reported as a violation even though zod catches it. Jitless parsing never tries.
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
