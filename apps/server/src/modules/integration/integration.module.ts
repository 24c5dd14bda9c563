import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { formatCents } from '@freight/domain/money';
import { authenticateSourceSystem } from '../../platform/api-keys';
import type { ApiModule } from '../../platform/module';
import { badInput } from '../../platform/errors';
import { notifyCapacityMatches } from '../capacity/notify-capacity-matches';
import { notifyTenderReceived } from '../notifications/notify-tender-received';
import { issueMessage, parseInput, parseQuery } from '../../platform/validate';
import { loadPostingSchema, sourceReferenceSchema } from '../postings/load-posting.schemas';
import { upsertLoadPosting } from '../postings/upsert-load-posting';
import { tenderShipment } from '../shipments/tender-shipment';
import { tenderShipmentSchema } from '../shipments/tender-shipment.schemas';
import { carrierDataSchema, carrierParamsSchema } from './carrier-data.schemas';
import { decideBooking } from './decide-booking';
import {
  bookingDecisionParamsSchema,
  bookingDecisionSchema,
  bookingListQuerySchema,
  paymentStatusSchema,
  shipmentEventsQuerySchema,
} from './integration.schemas';
import { listPendingBookings } from './list-pending-bookings';
import { listShipmentEvents } from './list-shipment-events';
import { putCarrierData } from './put-carrier-data';
import { setPaymentStatus } from './set-payment-status';
import { withdrawLoadPosting } from './withdraw-load-posting';
import { message } from '../../platform/i18n';

const prefix = '/integration/v1';
const postingParamsSchema = z.object({ sourceReference: sourceReferenceSchema });
const shipmentParamsSchema = z.object({
  shipmentId: z.string().regex(/^[A-Za-z0-9-]{1,32}$/, issueMessage('integration.shipmentId')),
});
const money = (cents: number | null) => (cents === null ? null : formatCents(cents));

/** The path names the posting; a body that names another one is a mistake worth reporting. */
function postingBody(body: unknown, sourceReference: string): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw badInput(message('invalidInput'), { _: message('integration.jsonObject') });
  const named = (body as { sourceReference?: unknown }).sourceReference;
  if (named !== undefined && named !== sourceReference) {
    throw badInput(message('invalidInput'), { sourceReference: message('integration.referenceMismatch') });
  }
  return { ...body, sourceReference };
}

// The supply side: source systems post, update and withdraw load postings, tender shipments, report
// payment status, describe their carriers and read what carriers did with their shipments. The caller's source system always
// comes from its API key, never the body.
export const integrationModule: ApiModule = {
  name: 'integration',
  routes: (app, services) => {
    const authenticate = (request: FastifyRequest) =>
      authenticateSourceSystem(services.db, request.headers['x-api-key']);
    // Source systems authenticate with their own API keys (authenticateSourceSystem), not ID tokens.
    const sourceSystemAccess = { config: { access: 'sourceSystem' } } as const;

    app.put(`${prefix}/load-postings/:sourceReference`, sourceSystemAccess, async (request, reply) => {
      const sourceSystem = await authenticate(request);
      const { sourceReference } = parseInput(postingParamsSchema, request.params, message('invalidPath'));
      const input = parseInput(loadPostingSchema(sourceSystem), postingBody(request.body, sourceReference));
      const result = await upsertLoadPosting(services.db, sourceSystem, input);
      // A new posting tells the dispatchers whose capacity it matches (decision 050). The posting is
      // written either way: a failure here is logged, and the source system is answered as usual.
      if (result.isCreated) {
        await notifyCapacityMatches(services, result.loadId).catch((error: unknown) =>
          request.log.error({ err: error, loadId: result.loadId }, 'capacity match notices failed'),
        );
      }
      return reply.status(result.isCreated ? 201 : 200).send({
        loadId: result.loadId,
        sourceReference,
        status: result.status,
        version: result.version,
        currency: input.rate?.currency ?? null,
        totalCharge: money(result.totalCharge),
      });
    });

    app.delete(`${prefix}/load-postings/:sourceReference`, sourceSystemAccess, async (request) => {
      const sourceSystem = await authenticate(request);
      const { sourceReference } = parseInput(postingParamsSchema, request.params, message('invalidPath'));
      const result = await withdrawLoadPosting(services.db, sourceSystem, sourceReference, services.now());
      return { ...result, sourceReference };
    });

    app.post(`${prefix}/shipments`, sourceSystemAccess, async (request, reply) => {
      const sourceSystem = await authenticate(request);
      const input = parseInput(tenderShipmentSchema(sourceSystem), request.body);
      const result = await tenderShipment(services.db, sourceSystem, input, { now: services.now() });
      // A tender tells the carrier's dispatchers (decision 057), once per shipment; the tender is
      // written either way: a failure here is logged, and the source system is answered as usual.
      await notifyTenderReceived(services.db, result.shipmentId).catch((error: unknown) =>
        request.log.error({ err: error, shipmentId: result.shipmentId }, 'tender notices failed'),
      );
      return reply.status(201).send({
        shipmentId: result.shipmentId,
        shipmentState: result.shipmentState,
        currency: input.currency,
        totalCost: money(result.totalCost),
        offeredRate: money(result.offeredRate),
      });
    });

    app.put(`${prefix}/shipments/:shipmentId/payment-status`, sourceSystemAccess, async (request) => {
      const sourceSystem = await authenticate(request);
      const { shipmentId } = parseInput(shipmentParamsSchema, request.params, message('invalidPath'));
      const input = parseInput(paymentStatusSchema, request.body);
      return setPaymentStatus(services, sourceSystem, shipmentId, input);
    });

    // A carrier's master data, contacts, insurances and certifications, the whole record at once: what
    // the carrier profile shows (D3-2.46, D3-7.11), and an expired insurance holds its bookings (D1-4.28).
    app.put(`${prefix}/carriers/:commonCarrierId`, sourceSystemAccess, async (request, reply) => {
      const sourceSystem = await authenticate(request);
      const { commonCarrierId } = parseInput(carrierParamsSchema, request.params, message('invalidPath'));
      const input = parseInput(carrierDataSchema, request.body);
      const result = await putCarrierData(services, sourceSystem, commonCarrierId, input);
      return reply.status(result.isCreated ? 201 : 200).send(result);
    });

    // A source system's bookings to decide, and its decision on one (decision 014).
    app.get(`${prefix}/bookings`, sourceSystemAccess, async (request) => {
      const sourceSystem = await authenticate(request);
      const { status } = parseQuery(bookingListQuerySchema, request.query);
      return listPendingBookings(services.db, sourceSystem, status);
    });

    app.post(`${prefix}/bookings/:bookingId/decision`, sourceSystemAccess, async (request) => {
      const sourceSystem = await authenticate(request);
      const { bookingId } = parseInput(bookingDecisionParamsSchema, request.params, message('invalidPath'));
      const { decision } = parseInput(bookingDecisionSchema, request.body);
      return decideBooking(services, sourceSystem, bookingId, decision);
    });

    // What carriers did with the source's shipments, read from a cursor (decision 018).
    app.get(`${prefix}/shipment-events`, sourceSystemAccess, async (request) => {
      const sourceSystem = await authenticate(request);
      const query = parseQuery(shipmentEventsQuerySchema, request.query);
      return listShipmentEvents(services.db, sourceSystem, query);
    });
  },
};
