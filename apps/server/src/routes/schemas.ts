import { z } from 'zod';

/** Payloads shared by several routes. Unknown keys (account, userUuid, …) are allowed and ignored. */
export const emptySchema = z.object({}).loose();
export const uuidSchema = z.object({ uuid: z.string().trim().min(1).max(100) }).loose();
