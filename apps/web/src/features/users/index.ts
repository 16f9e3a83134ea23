// The users feature's entry: all that other features, the shells and the shared layers use of it.
export type { UserRow } from './api/usersApi';
