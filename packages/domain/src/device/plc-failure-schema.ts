import { z } from 'zod';

/** A gateway's PLC failure as its status carries it: the cause's code and its detail (`plc-failure.ts`). */
export const PlcFailureSchema = z.object({
  code: z.string().min(1).max(50),
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.null()])).default({}),
});
export type PlcFailureReason = z.infer<typeof PlcFailureSchema>;
