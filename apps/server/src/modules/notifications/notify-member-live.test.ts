import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInTransaction } from '../../db/run-in-transaction';
import { openLiveReader, type LiveReader } from '../../test-support/live-reader';
import { createCarrier, signInAs } from '../../test-support/sign-in';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { notifyMember } from './notify-member';

// A notification written tells its member's open bell and list through the live stream (decision 061).

let test: TestApp;
let url: string;
const readers: LiveReader[] = [];
const open = async (headers: Record<string, string>) => {
  const reader = await openLiveReader(url, headers);
  readers.push(reader);
  await reader.waitFor((event) => event.event === 'ready');
  return reader;
};
const note = { title: { key: 'generic' }, body: { key: 'generic' } } as const;

beforeAll(async () => {
  test = await startTestApp();
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const reader of readers) reader.close();
  await test.close();
});

describe('notifications on the live stream', () => {
  it('a notification reaches its member’s stream once committed, and nobody else’s; a rolled back one nobody', async () => {
    const db = test.database.db;
    const carrier = await createCarrier(db);
    const reader = await signInAs(db, { roles: ['carrierDispatcher'], carrierId: carrier.id });
    const colleague = await signInAs(db, { roles: ['carrierDispatcher'], carrierId: carrier.id });
    const readerStream = await open(reader.headers);
    const colleagueStream = await open(colleague.headers);

    await runInTransaction(db, async (tx) => {
      await notifyMember(tx, {
        memberId: reader.member.id,
        type: 'BOOKING',
        ...note,
        shipmentId: 'S-ROLLED',
      });
      throw new Error('rolled back');
    }).catch(() => undefined);
    await notifyMember(db, { memberId: reader.member.id, type: 'BOOKING', ...note, shipmentId: 'S-KEPT' });
    await notifyMember(db, { memberId: colleague.member.id, type: 'BOOKING', ...note, shipmentId: null });

    await readerStream.waitFor(
      (event) => event.event === 'notification' && event.data.shipmentId === 'S-KEPT',
    );
    await colleagueStream.waitFor(
      (event) => event.event === 'notification' && event.data.shipmentId === null,
    );
    expect(readerStream.events.filter((event) => event.event === 'notification')).toHaveLength(1);
    expect(colleagueStream.events.filter((event) => event.event === 'notification')).toHaveLength(1);
  });
});
