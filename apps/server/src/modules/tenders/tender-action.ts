import type { FastifyBaseLogger } from 'fastify';
import type { Caller } from '../../platform/caller';
import type { Services } from '../../platform/services';
import { parseInput } from '../../platform/validate';
import { acceptTender } from './accept-tender';
import { declineTender } from './decline-tender';
import type { TenderActionResult } from './respond-to-tender';
import { tenderActionInputSchema } from './tender-action-input';

/** tenderAction (D2-7.07): one operation for both answers, as the spec names it; each has its use case. */
export function tenderAction(
  services: Pick<Services, 'db' | 'appConfig' | 'now'>,
  log: FastifyBaseLogger,
  caller: Caller,
  input: unknown,
): Promise<TenderActionResult> {
  const request = parseInput(tenderActionInputSchema, input);
  return request.action === 'ACCEPT'
    ? acceptTender(services, log, caller, request)
    : declineTender(services, log, caller, request);
}
