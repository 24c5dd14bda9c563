import { z } from 'zod';
import type { Message } from '../../platform/i18n';
import { issueMessage } from '../../platform/validate';

// The add and remove request of D1-7.15. carrierId, userId and watchDate are not read: unknown keys
// are dropped, the watch belongs to the signed-in caller and the server dates it.
export const watchedLoadInputSchema = z.object({
  loadId: z
    .string()
    .trim()
    .min(1, issueMessage('input.chooseLoad'))
    .max(64)
    .transform((loadId) => loadId.toUpperCase()),
  origin: z.string().trim().max(120).nullish(),
});

/** The answer of both mutations: the watch record's id, null when nothing was removed. */
export type WatchedLoadResult = { id: string | null; error: boolean; message: Message | null };
