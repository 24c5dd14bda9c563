import { defaultConfig } from '@freight/domain/config';
import { openDatabase, type Database } from '../../apps/server/src/db/client';
import { applyMigrations } from '../../apps/server/src/db/migrate';
import { outbox, preferences } from '../../apps/server/src/db/schema/index';
import { dispatchNotifications } from '../../apps/server/src/modules/notifications/dispatch-notifications';
import { notifyTenderReceived } from '../../apps/server/src/modules/notifications/notify-tender-received';
import { relayShipmentEvents } from '../../apps/server/src/modules/notifications/relay-shipment-events';
import { recordShipmentEvent } from '../../apps/server/src/modules/shipments/record-shipment-event';
import { buildTenderPayload, detailsNow } from '../../apps/server/src/modules/shipments/shipments.fixtures';
import { tenderShipment } from '../../apps/server/src/modules/shipments/tender-shipment';
import { tenderShipmentSchema } from '../../apps/server/src/modules/shipments/tender-shipment.schemas';
import { createCarrier, createMemberWithRoles } from '../../apps/server/src/test-support/sign-in';
import { runOnEngines, type BenchEngine } from './bench-engines';
import { percentile } from './search-stats';

// `npm run bench -- notifications [--shipments N] [--rounds N] [--engines postgres,pglite]` (decision
// 057): a carrier with 20 dispatchers, half of them by e-mail only, is tendered N shipments (200 by
// default) whose trips start, run late at a stop and complete; it times the tender notices, the relay
// of the shipment events into notifications and the dispatch that plans their e-mail, SMS and push
// from each member's preferences, as the server's pipeline runs them, and the pass with nothing new
// that every server runs every NOTIFICATION_INTERVAL_MS (`--rounds` passes, 50 by default).

type NotificationsBenchArgs = { shipments?: number; rounds?: number; engines?: string };

const log = (message: string) => console.log(message);
const dispatcherCount = 20;
const commonCarrierId = 'BENCH-NOTIFY';

const elapsed = async <T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> => {
  const start = performance.now();
  const value = await work();
  return { ms: performance.now() - start, value };
};

/** Runs a pass until it has nothing left; answers what it did in all and how long it took. */
async function drain(pass: () => Promise<number>): Promise<{ ms: number; count: number }> {
  let count = 0;
  const { ms } = await elapsed(async () => {
    for (let done = await pass(); done > 0; done = await pass()) count += done;
  });
  return { ms, count };
}

async function prepare(db: Database, shipments: number): Promise<string[]> {
  const carrierId = (await createCarrier(db, { commonCarrierId })).id;
  for (let index = 0; index < dispatcherCount; index += 1) {
    const member = await createMemberWithRoles(db, { roles: ['carrierDispatcher'], carrierId });
    if (index % 2 === 0)
      await db.insert(preferences).values({
        memberId: member.id,
        key: 'preferredstatusupdates',
        value: JSON.stringify({ sms: false, email: true, 'inapp-notifications': false }),
      });
  }
  const ids: string[] = [];
  for (let index = 0; index < shipments; index += 1) {
    const payload = buildTenderPayload({ commonCarrierId, orderId: `BENCH-${index}`, state: 'TENDERED' });
    const input = tenderShipmentSchema('MERCURYGATE').parse(payload);
    ids.push((await tenderShipment(db, 'MERCURYGATE', input, { now: detailsNow })).shipmentId);
  }
  return ids;
}

async function recordTrips(db: Database, shipmentIds: readonly string[]): Promise<number> {
  let recorded = 0;
  for (const shipmentId of shipmentIds) {
    const shipment = { sourceSystem: 'MERCURYGATE' as const, shipmentId, orderId: null };
    await db.transaction(async (tx) => {
      await recordShipmentEvent(tx, {
        type: 'TRIP_STARTED',
        data: {
          startDateTime: '2030-03-04T07:30:00-06:00',
          startLocation: null,
          gpsTrackingStatus: 1,
          startedBy: 'bench',
        },
        shipment,
        occurredAt: detailsNow,
      });
      await recordShipmentEvent(tx, {
        type: 'STOP_UPDATED',
        data: {
          stopId: 'STOP-1',
          sequenceNo: 1,
          actualEta: null,
          actualArrival: '2030-03-04T09:10:00-06:00',
          actualDeparture: null,
          trailerIn: null,
          trailerOut: null,
          chassisNumber: null,
          lateArrivalReason: 'WEATHER',
          position: null,
          updatedBy: 'bench',
        },
        shipment,
        occurredAt: detailsNow,
      });
      await recordShipmentEvent(tx, {
        type: 'TRIP_COMPLETED',
        data: { completedAt: '2030-03-05T15:00:00-06:00', completedBy: 'bench' },
        shipment,
        occurredAt: detailsNow,
      });
    });
    recorded += 3;
  }
  return recorded;
}

const perSecond = (count: number, ms: number) => Math.round((count / ms) * 1000).toLocaleString('en-US');

async function runEngine(engine: BenchEngine, args: NotificationsBenchArgs): Promise<boolean> {
  const shipments = args.shipments ?? 200;
  const rounds = args.rounds ?? 50;
  log(`\n${engine.name} (${engine.description}): ${shipments} shipments, ${dispatcherCount} dispatchers`);
  const database = await engine.create();
  const handle = await openDatabase(database.target);
  try {
    await applyMigrations(handle);
    const { db } = handle;
    const context = { db, config: defaultConfig, publicUrl: 'http://127.0.0.1' };
    const ids = await prepare(db, shipments);

    const tenders = await elapsed(async () => {
      let told = 0;
      for (const shipmentId of ids) told += await notifyTenderReceived(db, shipmentId);
      return told;
    });
    log(
      `  tender notices: ${tenders.value.toLocaleString('en-US')} in ${(tenders.ms / 1000).toFixed(2)} s, ${perSecond(tenders.value, tenders.ms)}/s`,
    );
    const events = await recordTrips(db, ids);
    const relayed = await drain(() => relayShipmentEvents(db));
    log(
      `  relay: ${events.toLocaleString('en-US')} events into ${relayed.count.toLocaleString('en-US')} notifications in ${(relayed.ms / 1000).toFixed(2)} s, ${perSecond(events, relayed.ms)} events/s, ${perSecond(relayed.count, relayed.ms)} notifications/s`,
    );
    const dispatched = await drain(() => dispatchNotifications(context));
    const rows = await db.$count(outbox);
    log(
      `  dispatch: ${dispatched.count.toLocaleString('en-US')} notifications planned into ${rows.toLocaleString('en-US')} outbox rows in ${(dispatched.ms / 1000).toFixed(2)} s, ${perSecond(dispatched.count, dispatched.ms)}/s`,
    );
    const idleRelay: number[] = [];
    const idleDispatch: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      idleRelay.push((await elapsed(() => relayShipmentEvents(db))).ms);
      idleDispatch.push((await elapsed(() => dispatchNotifications(context))).ms);
    }
    const spread = (samples: number[]) => {
      const sorted = [...samples].sort((a, b) => a - b);
      return `p50 ${percentile(sorted, 50).toFixed(2)} ms, p95 ${percentile(sorted, 95).toFixed(2)} ms`;
    };
    log(
      `  a pass with nothing new (${rounds}): relay ${spread(idleRelay)}; dispatch ${spread(idleDispatch)}`,
    );
    return true;
  } finally {
    await handle.close();
    await database.remove();
  }
}

export async function benchNotifications(args: NotificationsBenchArgs): Promise<void> {
  const engines = (args.engines ?? 'postgres,pglite').split(',').map((name) => name.trim().toLowerCase());
  await runOnEngines(
    engines,
    { urlVariables: ['BENCH_POSTGRES_URL'], folderPrefix: 'freight-bench-notifications-' },
    (engine) => runEngine(engine, args),
  );
}
