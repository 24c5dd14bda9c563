import { and, eq, sql } from 'drizzle-orm';
import type { SourceSystem } from '@freight/domain/source-systems';
import type { Executor, Transaction } from '../../db/client';
import { makeReadableId, maxIdAttempts } from '../../db/readable-id';
import { loadPostingAccessorials, loadPostings, loadPostingStops } from '../../db/schema/index';
import { message } from '../../platform/i18n';
import { conflict } from '../../platform/errors';
import { runInTransaction } from '../../db/run-in-transaction';
import type { LoadPostingInput } from './load-posting.schemas';

export type UpsertLoadPostingOptions = {
  /** Makes the loadId of a new posting; the demo seed passes a seeded one to stay deterministic. */
  newLoadId?: () => string;
};

export type UpsertLoadPostingResult = {
  loadId: string;
  status: string;
  version: number;
  totalCharge: number | null;
  isCreated: boolean;
};

type PostingRow = typeof loadPostings.$inferInsert;

/** The posting row: origin from the first stop, destination from the last, the total added up here. */
function toPostingRow(sourceSystem: SourceSystem, input: LoadPostingInput): Omit<PostingRow, 'loadId'> {
  const first = input.stops[0]!;
  const last = input.stops[input.stops.length - 1]!;
  const rate = input.rate;
  const accessorialCents = rate?.accessorials.reduce((sum, item) => sum + item.charge, 0) ?? 0;
  return {
    sourceSystem,
    sourceReference: input.sourceReference,
    status: 'OPEN',
    loadType: input.loadType,
    transportMode: input.transportMode,
    isHazardous: input.isHazardous,
    isHighValue: input.isHighValue,
    isTemperatureControlled: input.isTemperatureControlled,
    isGapForDriver: input.isGapForDriver,
    totalDistance: input.totalDistance,
    totalWeight: input.totalWeight,
    numberOfStops: input.stops.length,
    termsAndConditions: input.termsAndConditions ?? null,
    buyAllowed: input.buyAllowed,
    managedEquipment: input.managedEquipment,
    exclusiveLoad: input.exclusiveLoad,
    currency: rate?.currency ?? 'USD',
    binRateId: rate?.binRateId ?? null,
    totalChargeCents: rate ? rate.lineHaul.charge + (rate.fuel?.charge ?? 0) + accessorialCents : null,
    lineHaulCents: rate?.lineHaul.charge ?? null,
    lineHaulUnitCharge: rate?.lineHaul.unitCharge ?? null,
    lineHaulQuantity: rate?.lineHaul.quantity ?? null,
    lineHaulQualifier: rate?.lineHaul.rateQualifier ?? null,
    fuelCents: rate?.fuel?.charge ?? null,
    fuelUnitCharge: rate?.fuel?.unitCharge ?? null,
    fuelQuantity: rate?.fuel?.quantity ?? null,
    fuelQualifier: rate?.fuel?.rateQualifier ?? null,
    originCity: first.city,
    originState: first.state,
    originCountry: first.country,
    originPostalCode: first.postalCode ?? null,
    originLat: first.latitude,
    originLng: first.longitude,
    originTimeZone: first.timeZone,
    pickupStart: first.appointmentFrom,
    pickupEnd: first.appointmentTo,
    destinationCity: last.city,
    destinationState: last.state,
    destinationCountry: last.country,
    destinationPostalCode: last.postalCode ?? null,
    destinationLat: last.latitude,
    destinationLng: last.longitude,
    destinationTimeZone: last.timeZone,
    dropStart: last.appointmentFrom,
    dropEnd: last.appointmentTo,
    withdrawnAt: null,
  };
}

async function insertChildren(tx: Transaction, postingId: string, loadId: string, input: LoadPostingInput) {
  await tx.insert(loadPostingStops).values(
    input.stops.map((stop) => ({
      loadPostingId: postingId,
      stopId: `${loadId}-${stop.sequence}`,
      sequence: stop.sequence,
      stopType: stop.stopType,
      locationName: stop.locationName ?? null,
      addressLine1: stop.addressLine1 ?? null,
      addressLine2: stop.addressLine2 ?? null,
      city: stop.city,
      state: stop.state,
      postalCode: stop.postalCode ?? null,
      country: stop.country,
      latitude: stop.latitude,
      longitude: stop.longitude,
      timeZone: stop.timeZone,
      appointmentFrom: stop.appointmentFrom,
      appointmentTo: stop.appointmentTo,
      // 'P' drives the "appointment not confirmed" pre-book warning (D1-4.20) on pick-ups only.
      appointmentState: stop.stopType === 'P' && !stop.appointmentConfirmed ? 'P' : null,
      specialServices: stop.specialServices,
    })),
  );
  const accessorials = input.rate?.accessorials ?? [];
  if (accessorials.length > 0) {
    await tx.insert(loadPostingAccessorials).values(
      accessorials.map((item) => ({
        loadPostingId: postingId,
        code: item.code,
        description: item.description,
        type: item.type,
        chargeCents: item.charge,
      })),
    );
  }
}

/**
 * Creates or updates a source system's posting, keyed by (sourceSystem, sourceReference). An update
 * replaces stops and accessorials and bumps the version; a booked or withdrawn posting is final.
 */
export async function upsertLoadPosting(
  db: Executor,
  sourceSystem: SourceSystem,
  input: LoadPostingInput,
  options: UpsertLoadPostingOptions = {},
): Promise<UpsertLoadPostingResult> {
  const row = toPostingRow(sourceSystem, input);
  return runInTransaction(db, async (tx) => {
    for (let attempt = 0; attempt < maxIdAttempts; attempt += 1) {
      const loadId = options.newLoadId?.() ?? makeReadableId('L');
      // Insert first and learn from the conflict: no read-then-write race between two creates.
      const [created] = await tx
        .insert(loadPostings)
        .values({ ...row, loadId })
        .onConflictDoNothing()
        .returning({ id: loadPostings.id, version: loadPostings.version });
      if (created) {
        await insertChildren(tx, created.id, loadId, input);
        return {
          loadId,
          status: 'OPEN',
          version: created.version,
          totalCharge: row.totalChargeCents ?? null,
          isCreated: true,
        };
      }
      const [existing] = await tx
        .select({ id: loadPostings.id, loadId: loadPostings.loadId, status: loadPostings.status })
        .from(loadPostings)
        .where(
          and(
            eq(loadPostings.sourceSystem, sourceSystem),
            eq(loadPostings.sourceReference, input.sourceReference),
          ),
        )
        .for('update');
      if (!existing) continue; // the conflict was on loadId: try another one
      if (existing.status === 'BOOKED' || existing.status === 'WITHDRAWN') {
        throw conflict(
          message('integration.postingClosed', {
            loadId: existing.loadId,
            status: existing.status.toLowerCase(),
          }),
        );
      }
      // An EXPIRED posting that its source system sends again is offered again.
      const [updated] = await tx
        .update(loadPostings)
        .set({ ...row, version: sql`${loadPostings.version} + 1` })
        .where(eq(loadPostings.id, existing.id))
        .returning({ version: loadPostings.version });
      await tx.delete(loadPostingStops).where(eq(loadPostingStops.loadPostingId, existing.id));
      await tx.delete(loadPostingAccessorials).where(eq(loadPostingAccessorials.loadPostingId, existing.id));
      await insertChildren(tx, existing.id, existing.loadId, input);
      return {
        loadId: existing.loadId,
        status: 'OPEN',
        version: updated?.version ?? 0,
        totalCharge: row.totalChargeCents ?? null,
        isCreated: false,
      };
    }
    throw new Error(`No free loadId after ${maxIdAttempts} attempts`);
  });
}
