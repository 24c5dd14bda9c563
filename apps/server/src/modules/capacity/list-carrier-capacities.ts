import { and, count, eq } from 'drizzle-orm';
import { isCapacitySegment, type CapacitySegment } from '@freight/domain/capacity/capacity-form';
import type { Executor } from '../../db/client';
import { capacities } from '../../db/schema/capacity';
import type { Caller } from '../../platform/caller';
import { badInput } from '../../platform/errors';
import { message } from '../../platform/i18n';
import type { Services } from '../../platform/services';
import { parseInput } from '../../platform/validate';
import { capacityListInputSchema } from './capacity-input';
import { capacitiesOfCarrier, selectCapacityRecords, type CapacityRecord } from './capacity-records';

// A page of the caller's carrier's capacities (D3-7.14, D3-7.15), newest first, of one segment
// (D3-2.52: ALL, TRUCK or LANE), 10 at a time unless asked otherwise (D3-9.06).

export type CapacityPage = { records: CapacityRecord[]; totalRecords: number; totalPages: number };

function segmentOf(value: string | null | undefined): CapacitySegment {
  const segment = value?.trim().toUpperCase() || 'ALL';
  if (!isCapacitySegment(segment)) {
    const text = message('capacity.segment');
    throw badInput(text, { capacityType: text });
  }
  return segment;
}

export async function listCarrierCapacities(
  db: Executor,
  caller: Caller,
  input: unknown,
  pageSize: number,
): Promise<CapacityPage> {
  const request = parseInput(capacityListInputSchema, input ?? {});
  const segment = segmentOf(request.capacityType);
  const page = request.page ?? 0;
  const size = request.size ?? pageSize;
  const carrierId = caller.carrier?.id;
  if (!carrierId) return { records: [], totalRecords: 0, totalPages: 0 };
  const where = and(
    capacitiesOfCarrier(carrierId),
    segment === 'ALL' ? undefined : eq(capacities.capacityType, segment),
  )!;
  const [records, [counted]] = await Promise.all([
    selectCapacityRecords(db, where, { limit: size, offset: page * size }),
    db.select({ value: count() }).from(capacities).where(where),
  ]);
  const totalRecords = counted?.value ?? 0;
  return { records, totalRecords, totalPages: Math.ceil(totalRecords / size) };
}

/** What the two list queries share of their services. */
export type ListServices = Pick<Services, 'db' | 'appConfig' | 'now'>;
