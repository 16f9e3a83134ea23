import { z } from 'zod';

// zod compiles object parsers with `new Function` when it may, and probes whether it may by trying
// one: under the server's Content-Security-Policy (no 'unsafe-eval') that probe is refused and
// reported as a violation even though zod catches it. Jitless parsing never tries.
z.config({ jitless: true });
