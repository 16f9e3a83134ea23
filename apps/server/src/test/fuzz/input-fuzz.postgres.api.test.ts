import { describeInputFuzz } from './input-fuzz.js';

// The same walk on PostgreSQL, when TEST_DATABASE_URL is set (see input-fuzz.ts).
describeInputFuzz('postgres');
