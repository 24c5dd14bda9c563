import type { MatchCount } from '@freight/domain/search/match-count';
import { personName } from '@freight/domain/person-name';
import { formatInZone } from '@freight/domain/zoned-dates';
import type { Capacity } from '../../generated/graphql';
import type { CapacityEditor, CapacityRecord } from './capacity-records';

// A capacity as the API answers it (D3-3.11, capacity.graphql's Capacity): a Truck's dates in its
// origin's zone, the last editor's name, e-mail and phone (D3-2.63) and, in the counted list, its
// number of matching loads.

/** The editor's e-mail: the member's own, else the upn they sign in with (an e-mail too). */
const emailOf = (editor: CapacityEditor) => editor.email?.trim() || editor.upn;

export function toCapacityView(
  { row, commonCarrierId, editor }: CapacityRecord,
  originZone: string,
  matchCount: MatchCount | null = null,
): Capacity {
  const hasDestinationCity = row.destinationCity !== null && row.destinationLatitude !== null;
  const writeDate = (date: Date | null) => (date ? formatInZone(date, originZone) : null);
  return {
    capacityId: row.id,
    capacityType: row.capacityType,
    commonCarrierId,
    trailerType: row.trailerType,
    origin: {
      city: row.originCity,
      state: row.originState,
      country: row.originCountry,
      postalCode: row.originPostalCode,
      latitude: row.originLatitude,
      longitude: row.originLongitude,
      radius: row.originRadius,
      timeZone: originZone,
    },
    destination: {
      city: hasDestinationCity ? row.destinationCity : null,
      state: hasDestinationCity ? row.destinationState : null,
      country: hasDestinationCity ? row.destinationCountry : null,
      postalCode: hasDestinationCity ? row.destinationPostalCode : null,
      latitude: hasDestinationCity ? row.destinationLatitude : null,
      longitude: hasDestinationCity ? row.destinationLongitude : null,
      radius: hasDestinationCity ? row.destinationRadius : null,
      timeZone: null,
    },
    destinationStates: row.destinationStates,
    destinationCountry: row.destinationCountry,
    pickUpFromDate: row.capacityType === 'TRUCK' ? writeDate(row.pickUpFromDate) : null,
    pickUpToDate: row.capacityType === 'TRUCK' ? writeDate(row.pickUpToDate) : null,
    preferredDays: row.capacityType === 'LANE' ? row.preferredDays : [],
    lastUpdatedDateTime: row.updatedAt.toISOString(),
    lastUpdatedBy: editor ? personName(editor) : null,
    lastUpdatedByEmail: editor ? emailOf(editor) : null,
    lastUpdatedByPhoneNumber: editor?.mobileNumber?.trim() || null,
    loadCount: matchCount?.totalRecords ?? null,
    loadCountCapped: matchCount ? matchCount.totalRecordsCapped : null,
  };
}
