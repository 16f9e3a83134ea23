import { describeMatrix } from './authorization-matrix.js';

// The same matrix on PostgreSQL, when TEST_DATABASE_URL is set (see authorization-matrix.ts).
describeMatrix('postgres');
