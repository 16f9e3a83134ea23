import { describeMatrix } from './authorization-matrix.js';

// Every route x eight principals x objects of two companies, on PGlite (see authorization-matrix.ts).
describeMatrix('pglite');
