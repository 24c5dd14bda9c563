import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Role } from '@freight/domain/roles';
import type { Database } from '../../db/client';
import { signInAt, type TestCaller } from '../../test-support/sign-in';
import { graphqlAs } from '../../test-support/test-app';
import {
  buildPostingPayload,
  createSearchCarrier,
  testPlaces,
  type TestPlace,
} from '../postings/postings.fixtures';
import type { LoadPostingPayload } from '../postings/load-posting.schemas';

// Factories for the capacity tests: the app's clock is Friday 1 March 2030, 06:00 in Chicago; a
// dispatcher of a carrier that sees every non-managed load; the save payload of D3-3.12 for a Truck
// and a Lane, which a test changes one field at a time; and the GraphQL documents of the area.

export const capacityNow = new Date('2030-03-01T12:00:00Z');

export const capacityFields = /* GraphQL */ `
  fragment CapacityFields on Capacity {
    capacityId
    capacityType
    commonCarrierId
    trailerType
    origin {
      city
      state
      country
      postalCode
      latitude
      longitude
      radius
      timeZone
    }
    destination {
      city
      state
      country
      postalCode
      latitude
      longitude
      radius
      timeZone
    }
    destinationStates
    destinationCountry
    pickUpFromDate
    pickUpToDate
    preferredDays
    lastUpdatedDateTime
    lastUpdatedBy
    lastUpdatedByEmail
    lastUpdatedByPhoneNumber
    loadCount
    loadCountCapped
  }
`;

export const addMutation = /* GraphQL */ `
  ${capacityFields}
  mutation Add($input: CapacityInput!) {
    addCarrierCapacity(input: $input) {
      capacityID
      lastUpdatedByUserName
      capacity {
        ...CapacityFields
      }
    }
  }
`;
export const updateMutation = addMutation
  .replace('mutation Add', 'mutation Update')
  .replace('addCarrierCapacity', 'updateCarrierCapacity');
export const deleteMutation = /* GraphQL */ `
  mutation Delete($capacityId: ID!) {
    deleteCarrierCapacity(capacityId: $capacityId) {
      capacityId
      capacityType
    }
  }
`;
export const restoreMutation = /* GraphQL */ `
  ${capacityFields}
  mutation Restore($capacityId: ID!) {
    restoreCarrierCapacity(capacityId: $capacityId) {
      ...CapacityFields
    }
  }
`;
export const listQuery = /* GraphQL */ `
  ${capacityFields}
  query List($input: CapacityListInput) {
    getCarrierCapacityWithLoadCount(input: $input) {
      totalPages
      totalRecords
      capacity {
        ...CapacityFields
      }
    }
  }
`;
export const plainListQuery = listQuery
  .replace('query List', 'query PlainList')
  .replace('getCarrierCapacityWithLoadCount', 'getCarrierCapacity');
export const selectQuery = /* GraphQL */ `
  ${capacityFields}
  query Select($capacityId: ID!) {
    selectCarrierCapacity(capacityId: $capacityId) {
      ...CapacityFields
    }
  }
`;
export const loadsQuery = /* GraphQL */ `
  ${capacityFields}
  query Loads($input: CapacityLoadInput!) {
    getCapacityLoad(input: $input) {
      totalRecords
      totalRecordsCapped
      capacity {
        ...CapacityFields
      }
      loadPostings {
        loadId
        transportMode
        isWatched
        originDeadHead
        destinationDeadHead
        stops {
          city
          appointmentFrom
        }
      }
    }
  }
`;

export type CapacityView = {
  capacityId: string;
  capacityType: string;
  trailerType: string;
  origin: Record<string, unknown>;
  destination: Record<string, unknown>;
  destinationStates: string[];
  destinationCountry: string | null;
  pickUpFromDate: string | null;
  pickUpToDate: string | null;
  preferredDays: string[];
  lastUpdatedDateTime: string;
  lastUpdatedBy: string | null;
  lastUpdatedByEmail: string | null;
  lastUpdatedByPhoneNumber: string | null;
  loadCount: number | null;
  loadCountCapped: boolean | null;
};

const placeFields = (prefix: 'origin' | 'destination', place: TestPlace) => ({
  [`${prefix}City`]: place.name,
  [`${prefix}State`]: place.state,
  [`${prefix}Country`]: place.country,
  [`${prefix}PostalCode`]: place.postalCode ?? null,
  [`${prefix}Latitude`]: place.latitude,
  [`${prefix}Longitude`]: place.longitude,
});

/** A Truck of Dry Van from Chicago (100 miles), 4 to 7 March 2030 at 06:00 there, to Anywhere. */
export function truckInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    capacityId: null,
    capacityType: 'TRUCK',
    trailerType: 'Dry Van',
    ...placeFields('origin', testPlaces.chicago),
    originRadius: 100,
    destinationCity: null,
    destinationState: null,
    destinationCountry: null,
    destinationPostalCode: null,
    destinationLatitude: null,
    destinationLongitude: null,
    destinationRadius: null,
    destinationStates: [],
    preferredDays: [],
    pickUpFromDate: '2030-03-04T06:00:00-06:00',
    pickUpToDate: '2030-03-07T06:00:00-06:00',
    ...overrides,
  };
}

/** A Lane of Refrigerated from Chicago to Dallas (100 miles each) on Mondays and Wednesdays. */
export function laneInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return truckInput({
    capacityType: 'LANE',
    trailerType: 'Refrigerated',
    ...placeFields('destination', testPlaces.dallas),
    destinationRadius: 100,
    preferredDays: ['Monday', 'Wednesday'],
    pickUpFromDate: null,
    pickUpToDate: null,
    ...overrides,
  });
}

export type Dispatcher = TestCaller & { carrierId: string };

/** A dispatcher (or other roles) of a new carrier that may see every non-managed load. */
export async function signInDispatcher(
  db: Database,
  roles: Role[] = ['carrierDispatcher'],
): Promise<Dispatcher> {
  const carrier = await createSearchCarrier(db);
  const caller = await signInAt(db, capacityNow, { roles, carrierId: carrier.id });
  return { ...caller, carrierId: carrier.id };
}

/** Another member of the same carrier. */
export async function signInColleague(db: Database, of: Dispatcher, roles: Role[]): Promise<Dispatcher> {
  const caller = await signInAt(db, capacityNow, { roles, carrierId: of.carrierId });
  return { ...caller, carrierId: of.carrierId };
}

/** Adds a capacity through the API and answers it as saved. */
export async function addCapacity(
  app: FastifyInstance,
  caller: TestCaller,
  input: Record<string, unknown>,
): Promise<CapacityView> {
  const { body } = await graphqlAs(app, caller.headers, addMutation, { input });
  expect(body.errors).toBeUndefined();
  return (body.data!.addCarrierCapacity as { capacity: CapacityView }).capacity;
}

/** The carrier's capacity rows, removed ones included, as stored. */
export function storedCapacities(db: Database, carrierId: string) {
  return db.query.capacities.findMany({ where: (table, { eq }) => eq(table.carrierId, carrierId) });
}

/** A posting as a source system sends it, picking up at `pickup` (Chicago time) from `from`. */
export function postingPayload(
  from: TestPlace,
  to: TestPlace,
  pickup: string,
  overrides: Partial<LoadPostingPayload> = {},
): LoadPostingPayload {
  const payload = buildPostingPayload(overrides);
  const dropAt = new Date(Date.parse(pickup) + 30 * 3_600_000).toISOString();
  const plus = (iso: string, hours: number) => new Date(Date.parse(iso) + hours * 3_600_000).toISOString();
  const place = (stop: (typeof payload.stops)[number], at: TestPlace, start: string) => ({
    ...stop,
    city: at.name,
    state: at.state,
    country: at.country as 'USA' | 'CAN',
    postalCode: at.postalCode ?? '00000',
    latitude: at.latitude,
    longitude: at.longitude,
    timeZone: at.timeZone,
    appointmentFrom: start,
    appointmentTo: plus(start, 2),
  });
  return {
    ...payload,
    sourceReference: `CAP-${randomUUID().slice(0, 12)}`,
    stops: [place(payload.stops[0]!, from, pickup), place(payload.stops[1]!, to, dropAt)],
  };
}
