/** A domain type as it arrives over JSON: every Date is an ISO string. */
export type Json<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};
