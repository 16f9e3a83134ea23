import { describeInputFuzz } from './input-fuzz.js';

// Every route of the OpenAPI document under generated input, on PGlite (see input-fuzz.ts).
describeInputFuzz('pglite');
