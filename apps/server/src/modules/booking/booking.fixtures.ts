import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { BookResult } from '@freight/domain/booking';
import type { Role } from '@freight/domain/roles';
import type { Executor } from '../../db/client';
import type { carriers } from '../../db/schema/index';
import { createCarrier, signInAt, type TestCaller } from '../../test-support/sign-in';
import { graphql, type GraphqlBody } from '../../test-support/test-app';
import type { LoadPostingPayload } from '../postings/load-posting.schemas';
import { buildPostingPayload } from '../postings/postings.fixtures';

// Factories for the booking tests: postings posted through the integration API, carriers with their
// bookers and the buy request as the web app sends it.

export const buyMutation = /* GraphQL */ `
  mutation Buy($input: BuyLoadRequestInput!) {
    buyLoadRequest(input: $input) {
      status
      reason
      message
      loadId
      shipmentIds
    }
  }
`;

export const bookedShipmentsQuery = /* GraphQL */ `
  query Booked($shipmentIds: [ID!]!) {
    buyLoadShipmentRequest(shipmentIds: $shipmentIds) {
      shipmentId
      loadId
      sourceSystem
      shipmentState
      myLoadsBucket
      currency
      totalCost
      stops {
        sequenceNo
        stopType
        city
        appointmentState
      }
      costItems {
        costBreakdownDescription
        totalAmount
      }
      documents {
        documentType
        displayName
        fileName
      }
    }
  }
`;

/** The rate of buildPostingPayload as the rate confirmation shows it: 2300.00 + 532.62 + 150.50. */
export const fixtureRate = {
  binRateId: 'BIN-1',
  amount: '2983.12',
  currency: 'USD',
  lhlCharges: '2300.00',
  fsrCharges: '532.62',
};

export type Booker = TestCaller & { carrierId: string };

/** A carrier (active, non-managed equipment unless told otherwise) and a member of it who books. */
export async function createBooker(
  db: Executor,
  now: Date,
  carrier: Partial<typeof carriers.$inferInsert> = {},
  roles: Role[] = ['carrierDispatcher'],
): Promise<Booker> {
  const { id } = await createCarrier(db, { scac: 'TEST', ...carrier });
  return { ...(await signInAt(db, now, { roles, carrierId: id })), carrierId: id };
}

/** A posting of buildPostingPayload (Chicago to Dallas, picking up on `pickUpDay`) by a source system. */
export async function postLoad(
  app: FastifyInstance,
  apiKey: string,
  overrides: Partial<LoadPostingPayload> & { pickUpDay?: string } = {},
): Promise<{ loadId: string; sourceReference: string }> {
  const { pickUpDay = '2030-03-04', ...fields } = overrides;
  const sourceReference = `BOOK-${randomUUID().slice(0, 12)}`;
  const payload = buildPostingPayload(fields);
  const dropDay = new Date(Date.parse(`${pickUpDay}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const timesOf = (stopType: string) =>
    stopType === 'P' ? ['08:00', '10:00', pickUpDay] : ['14:00', '16:00', dropDay];
  payload.stops = payload.stops.map((stop) => {
    const [from, to, day] = timesOf(stop.stopType);
    return { ...stop, appointmentFrom: `${day}T${from}:00-06:00`, appointmentTo: `${day}T${to}:00-06:00` };
  });
  const response = await app.inject({
    method: 'PUT',
    url: `/integration/v1/load-postings/${sourceReference}`,
    headers: { 'x-api-key': apiKey },
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return { loadId: (response.json() as { loadId: string }).loadId, sourceReference };
}

/** The buy request of the web app for a booker, a load and a new idempotency key unless told otherwise. */
export function buyInput(booker: Booker, loadId: string, overrides: Record<string, unknown> = {}) {
  return {
    userId: booker.member.id,
    carrierId: booker.carrierId,
    sourceSystem: 'MERCURYGATE',
    loadId,
    ...fixtureRate,
    idempotencyKey: randomUUID(),
    ...overrides,
  };
}

export async function buy(
  app: FastifyInstance,
  booker: Booker,
  input: Record<string, unknown>,
): Promise<{ status: number; body: GraphqlBody; result: BookResult | undefined }> {
  const { status, body } = await graphql(app, buyMutation, { input }, 'web', booker.headers);
  return { status, body, result: body.data?.buyLoadRequest as BookResult | undefined };
}
