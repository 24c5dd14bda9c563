import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { BookResult } from '@freight/domain/booking';
import type { BookResultReason } from '@freight/domain/book-result-reasons';
import type { AppConfig } from '@freight/domain/config';
import { localDateOf } from '@freight/domain/zoned-dates';
import type { Executor } from '../../db/client';
import { carriers } from '../../db/schema/carriers';
import { loadPostings } from '../../db/schema/loads';
import type { Caller, CallerCarrier } from '../../platform/caller';
import { forbidden } from '../../platform/errors';
import type { Services } from '../../platform/services';
import { parseInput } from '../../platform/validate';
import { visibleTo } from '../postings/load-posting-conditions';
import { loadViewerOf } from '../postings/load-viewer';
import { bookResultOf } from './book-result';
import { buyLoadInputSchema, invalidBookingRequestMessage, type BuyLoadInput } from './booking-input';
import { chooseRejection, type BookingCarrierFacts, type BookingPostingFacts } from './choose-rejection';
import { confirmBooking } from './confirm-booking';
import { recordBookingAnswer, type BookingRequest } from './record-booking-answer';
import { replayBooking } from './replay-booking';
import { carrierHoldOf, selectInsurancePolicies } from './read-carrier-hold';
import { reserveLoad } from './reserve-load';
import type { SourceCalls } from './source-calls';

type BookingFacts = {
  carrier: BookingCarrierFacts;
  posting: (BookingPostingFacts & { id: string }) | null;
};

/** The carrier's standing and the posting as they are now, with whether the carrier may see the load. */
async function readBookingFacts(
  db: Executor,
  caller: Caller,
  carrier: CallerCarrier,
  input: Pick<BuyLoadInput, 'loadId' | 'sourceSystem'>,
  config: AppConfig,
  now: Date,
): Promise<BookingFacts> {
  const visible = visibleTo(loadViewerOf(caller), config) ?? sql`true`;
  const [[carrierRow], [posting], policies] = await Promise.all([
    db
      .select({
        active: carriers.active,
        source: carriers.source,
        complianceHoldReason: carriers.complianceHoldReason,
      })
      .from(carriers)
      .where(eq(carriers.id, carrier.id)),
    db
      .select({
        id: loadPostings.id,
        status: loadPostings.status,
        buyAllowed: loadPostings.buyAllowed,
        binRateId: loadPostings.binRateId,
        totalChargeCents: loadPostings.totalChargeCents,
        currency: loadPostings.currency,
        lineHaulCents: loadPostings.lineHaulCents,
        fuelCents: loadPostings.fuelCents,
        isVisible: sql<boolean>`coalesce(${visible}, false)`,
      })
      .from(loadPostings)
      .where(and(eq(loadPostings.loadId, input.loadId), eq(loadPostings.sourceSystem, input.sourceSystem))),
    selectInsurancePolicies(db, carrier.id),
  ]);
  const today = localDateOf(now.getTime(), config.app.defaultTimeZone);
  const hold = carrierHoldOf(carrierRow?.complianceHoldReason ?? null, policies, today);
  return {
    carrier: { ...(carrierRow ?? carrier), complianceHoldReason: hold },
    posting: posting ?? null,
  };
}

/**
 * buyLoadRequest (D1-4.22, D1-4.26 to D1-4.31, D1-4.33, D1-7.16): books a load for the caller's
 * carrier at the rate the user accepted. The server checks everything again (chooseRejection), then
 * reserves the load (reserveLoad: a conditional update and a unique index, so that exactly one of any
 * number of concurrent buys wins) and asks the source system to confirm (confirmBooking). Every
 * answer but OK is stored and logged, and a repeated idempotency key answers the first answer again.
 */
export async function buyLoad(
  services: Pick<Services, 'db' | 'now' | 'fileStore' | 'appConfig' | 'usageLimits'>,
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

  const settled = await confirmBooking(services, calls, log, reservation.bookingId);
  if (!settled) return logged(bookResultOf('confirmationPending', input.loadId));
  return logged(
    bookResultOf(settled.reason, input.loadId, {
      shipmentIds: settled.shipmentId ? [settled.shipmentId] : [],
    }),
  );
}
