import { describe, expect, it } from 'vitest';
import { parseLiveMessage, type LiveMessage } from '../../platform/live-channel';
import { mayReceive, type LiveListener } from './live-audience';

const carrier = '00000000-0000-4000-8000-00000000000c';
const otherCarrier = '00000000-0000-4000-8000-0000000000cc';
const me = '00000000-0000-4000-8000-000000000001';
const colleague = '00000000-0000-4000-8000-000000000002';
const listener = (roles: LiveListener['roles'], carrierId: string | null = carrier): LiveListener => ({
  memberId: me,
  carrierId,
  roles,
});
const change = (driverMemberId: string | null, carrierId = carrier): LiveMessage => ({
  kind: 'shipment',
  shipmentId: 'S1',
  carrierId,
  driverMemberId,
});

describe('who hears a live message', () => {
  it('a notification goes to its members only', () => {
    const told: LiveMessage = { kind: 'notification', memberIds: [colleague, me], shipmentId: null };
    expect(mayReceive(listener(['carrierAdmin']), told)).toBe(true);
    expect(
      mayReceive({ ...listener(['carrierAdmin']), memberId: '00000000-0000-4000-8000-000000000003' }, told),
    ).toBe(false);
  });

  it('a shipment’s change goes to its carrier’s members who see My Loads, never to another carrier', () => {
    expect(mayReceive(listener(['carrierDispatcher']), change(null))).toBe(true);
    expect(mayReceive(listener(['carrierLeasedOwnerOpr']), change(null))).toBe(true);
    expect(mayReceive(listener(['carrierDispatcher'], otherCarrier), change(null))).toBe(false);
    expect(mayReceive(listener(['carrierDispatcher'], null), change(null))).toBe(false);
    // An Admin alone and a Guest have no My Loads.
    expect(mayReceive(listener(['carrierAdmin']), change(null))).toBe(false);
    expect(mayReceive(listener(['carrierGuest']), change(null))).toBe(false);
  });

  it('[D2-6.02] a driver hears only of the shipments whose latest assignment names them; a driver who dispatches of all', () => {
    expect(mayReceive(listener(['carrierDriver']), change(me))).toBe(true);
    expect(mayReceive(listener(['carrierDriver']), change(colleague))).toBe(false);
    expect(mayReceive(listener(['carrierDriver']), change(null))).toBe(false);
    expect(mayReceive(listener(['carrierDriver'], otherCarrier), change(me, carrier))).toBe(false);
    expect(mayReceive(listener(['carrierDriver', 'carrierDispatcher']), change(colleague))).toBe(true);
  });
});

describe('live channel payloads', () => {
  it('reads the messages the server sends and nothing else', () => {
    const told: LiveMessage = { kind: 'notification', memberIds: [me], shipmentId: 'S1' };
    expect(parseLiveMessage(JSON.stringify(told))).toEqual(told);
    expect(parseLiveMessage(JSON.stringify(change(me)))).toEqual(change(me));
    expect(parseLiveMessage('not json')).toBeNull();
    expect(parseLiveMessage('"text"')).toBeNull();
    expect(
      parseLiveMessage(JSON.stringify({ kind: 'notification', memberIds: ['x'], shipmentId: null })),
    ).toBeNull();
    expect(parseLiveMessage(JSON.stringify({ ...change(me), carrierId: 'x' }))).toBeNull();
    expect(parseLiveMessage(JSON.stringify({ kind: 'other' }))).toBeNull();
  });
});
