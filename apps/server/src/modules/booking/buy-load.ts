import type { FastifyBaseLogger } from 'fastify';
import type { BookResult } from '@freight/domain/booking';
import type { BookResultReason } from '@freight/domain/book-result-reasons';
import type { Caller } from '../../platform/caller';
import { forbidden } from '../../platform/errors';
import type { Services } from '../../platform/services';
import { parseInput } from '../../platform/validate';
import { bookResultOf } from './book-result';
import { buyLoadInputSchema, invalidBookingRequestMessage } from './booking-input';
import { chooseRejection } from './choose-rejection';
import { confirmBooking } from './confirm-booking';
import { recordBookingAnswer, type BookingRequest } from './record-booking-answer';
import { replayBooking } from './replay-booking';
import { readBookingFacts, type BookingFacts } from './read-booking-facts';
import { reserveLoad } from './reserve-load';
import type { SourceCalls } from './source-calls';

/**
 * buyLoadRequest (D1-4.22, D1-4.26 to D1-4.31, D1-4.33, D1-7.16): books a load for the caller's
 * carrier at the rate the user accepted. The server checks everything again (chooseRejection), then
 * reserves the load (reserveLoad: a conditional update and a unique index, so that exactly one of any
 * number of concurrent buys wins) and asks the source system to confirm (confirmBooking). Every
 * answer but OK is stored and logged, and a repeated idempotency key answers the first answer again.
 */
export async function buyLoad(
  services: Pick<Services, 'db' | 'now' | 'appConfig' | 'usageLimits'>,
  calls: SourceCalls,
  log: FastifyBaseLogger,
  caller: Caller,
  rawInput: unknown,
): Promise<BookResult> {
  const input = parseInput(buyLoadInputSchema, rawInput, invalidBookingRequestMessage);
  const carrier = caller.carrier;
  // The request names its user and carrier (D1-7.16): the server books only as the caller, for their own.
  if (!carrier || input.userId !== caller.memberId || input.carrierId !== carrier.id) throw forbidden();
  const replay = async () => (await replayBooking(services, caller.memberId, input))!;
  const earlier = await replayBooking(services, caller.memberId, input);
  if (earlier) return earlier;
  // A repeated request answers above for free; every new attempt counts, booked or not (decision 028).
  await services.usageLimits.consume('booking', caller.memberId);

  const config = await services.appConfig();
  const facts = await readBookingFacts(services.db, caller, carrier, input, config, services.now());
  const request: BookingRequest = {
    memberId: caller.memberId,
    carrierId: carrier.id,
    loadId: input.loadId,
    loadPostingId: facts.posting?.id ?? null,
    idempotencyKey: input.idempotencyKey,
    amountCents: input.amount,
    currency: input.currency,
    binRateId: input.binRateId,
    now: services.now(),
  };
  const logged = (answer: BookResult) => {
    log.info(
      { loadId: answer.loadId, carrierId: carrier.id, status: answer.status, reason: answer.reason },
      answer.status === 'OK' ? 'load booked' : 'load not booked',
    );
    return answer;
  };
  const refuse = async (reason: BookResultReason, found: BookingFacts) => {
    const answer = bookResultOf(reason, input.loadId, {
      hold: found.carrier.complianceHoldReason ?? undefined,
    });
    // Not stored: a twin request with the same key stored its answer first, and that one is the answer.
    if (!(await recordBookingAnswer(services.db, request, answer))) return replay();
    return logged(answer);
  };

  const rejection = chooseRejection(facts.carrier, facts.posting, input);
  if (rejection || !facts.posting) return refuse(rejection ?? 'noLongerAvailable', facts);
  const reservation = await reserveLoad(services.db, {
    ...request,
    loadPostingId: facts.posting.id,
    lineHaulCents: input.lhlCharges ?? null,
    fuelCents: input.fsrCharges ?? null,
  });
  if (reservation.outcome === 'duplicate') return replay();
  if (reservation.outcome === 'taken') {
    // Lost the race, or the posting changed since it was read: tell which, as it is now.
    const current = await readBookingFacts(services.db, caller, carrier, input, config, services.now());
    return refuse(chooseRejection(current.carrier, current.posting, input) ?? 'alreadyBooked', current);
  }

  const settled = await confirmBooking(services, calls, log, {
    bookingId: reservation.bookingId,
    loadId: input.loadId,
    sourceSystem: input.sourceSystem,
    confirmationUrl: facts.posting.confirmationUrl,
  });
  if (!settled) return logged(bookResultOf('confirmationPending', input.loadId));
  return logged(
    bookResultOf(settled.reason, input.loadId, {
      shipmentIds: settled.shipmentId ? [settled.shipmentId] : [],
    }),
  );
}
