import { describe, expect, it } from 'vitest';
import {
  maxUserEventKeys,
  maxUserEventValueLength,
  parseUserEvent,
  userEventNames,
  type UserEventRefusal,
} from './user-events';

const refusalsOf = (name: unknown, data?: unknown): UserEventRefusal[] => {
  const parsed = parseUserEvent(name, data);
  return parsed.ok ? [] : parsed.refusals;
};

describe('user events', () => {
  it('[D1-4.17] [D1-4.22] [D1-8.05] [D2-4.63] the allow-list holds the tab change, the failed Add Reference, the declined confirmation and the failed booking', () => {
    expect(userEventNames).toEqual([
      'loadDetails.tabChanged',
      'references.addFailed',
      'booking.rateConfirmationDeclined',
      'booking.failed',
    ]);
  });

  it('[D1-4.17] accepts a tab change of a shipment with its tab, ids and module', () => {
    const data = { tab: 'documents', shipmentId: 'SH1', loadId: 'L1', module: 'inTransit' };

    expect(parseUserEvent('loadDetails.tabChanged', data)).toEqual({
      ok: true,
      event: { name: 'loadDetails.tabChanged', data },
    });
  });

  it('[D1-4.17] accepts a tab change of a posting, which has no module', () => {
    expect(parseUserEvent('loadDetails.tabChanged', { tab: 'pay', loadId: 'L1' }).ok).toBe(true);
  });

  it('[D1-8.05] accepts a failed booking with a numeric or text status', () => {
    expect(parseUserEvent('booking.failed', { loadId: 'L1', status: 409, message: 'Booked' }).ok).toBe(true);
    expect(parseUserEvent('booking.failed', { loadId: 'L1', status: 'REJECTED' }).ok).toBe(true);
    expect(parseUserEvent('booking.rateConfirmationDeclined', { loadId: 'L1' }).ok).toBe(true);
  });

  it('[D2-4.63] accepts a failed Add Reference with the answer message or the error code', () => {
    const answered = { shipmentId: 'SH1', message: 'Reference not added' };
    expect(parseUserEvent('references.addFailed', answered)).toEqual({
      ok: true,
      event: { name: 'references.addFailed', data: answered },
    });
    expect(parseUserEvent('references.addFailed', { shipmentId: 'SH1', status: 'NETWORK_ERROR' }).ok).toBe(
      true,
    );
    expect(refusalsOf('references.addFailed', { message: 'x' })).toEqual([
      { path: 'data.shipmentId', issue: 'missing' },
    ]);
  });

  it('[D1-4.17] refuses a name outside the allow-list', () => {
    expect(refusalsOf('loadDetails.opened', { tab: 'map' })).toEqual([
      { path: 'name', issue: 'unknownName' },
    ]);
    expect(refusalsOf(42, {})).toEqual([{ path: 'name', issue: 'unknownName' }]);
    // Names of Object's prototype are not events.
    expect(refusalsOf('toString', {})).toEqual([{ path: 'name', issue: 'unknownName' }]);
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['an array', ['map']],
    ['a text', 'tab=map'],
  ])('[D1-4.17] refuses data that is %s', (_name, data) => {
    expect(refusalsOf('loadDetails.tabChanged', data)).toEqual([{ path: 'data', issue: 'notAnObject' }]);
  });

  it.each<[string, unknown]>([
    ['an object', { nested: true }],
    ['a list', ['a']],
    ['null', null],
    ['not a number', Number.NaN],
    ['infinite', Number.POSITIVE_INFINITY],
  ])('[D1-4.17] refuses a value that is %s', (_name, value) => {
    expect(refusalsOf('booking.failed', { loadId: 'L1', status: value })).toEqual([
      { path: 'data.status', issue: 'invalidValue' },
    ]);
  });

  it('[D1-4.17] refuses more than 20 keys, and accepts a text of exactly 200 characters', () => {
    const tooMany = Object.fromEntries(
      Array.from({ length: maxUserEventKeys + 1 }, (_, index) => [`k${index}`, 'x']),
    );
    expect(refusalsOf('booking.failed', tooMany)).toEqual([{ path: 'data', issue: 'tooManyKeys' }]);

    const longest = 'x'.repeat(maxUserEventValueLength);
    expect(parseUserEvent('booking.failed', { loadId: 'L1', message: longest }).ok).toBe(true);
    expect(refusalsOf('booking.failed', { loadId: 'L1', message: `${longest}x` })).toEqual([
      { path: 'data.message', issue: 'tooLong' },
    ]);
  });

  it('[D1-4.17] refuses a missing field, a field the event does not carry, a wrong kind and an unknown tab', () => {
    expect(refusalsOf('loadDetails.tabChanged', { loadId: 'L1' })).toEqual([
      { path: 'data.tab', issue: 'missing' },
    ]);
    expect(refusalsOf('loadDetails.tabChanged', { tab: 'map', email: 'a@b.c' })).toEqual([
      { path: 'data.email', issue: 'unexpected' },
    ]);
    expect(refusalsOf('loadDetails.tabChanged', { tab: 'map', loadId: 7 })).toEqual([
      { path: 'data.loadId', issue: 'wrongKind' },
    ]);
    expect(refusalsOf('loadDetails.tabChanged', { tab: 'invoices' })).toEqual([
      { path: 'data.tab', issue: 'notAllowed' },
    ]);
    expect(refusalsOf('loadDetails.tabChanged', { tab: 'map', module: 'archive' })).toEqual([
      { path: 'data.module', issue: 'notAllowed' },
    ]);
  });

  it('[D1-4.17] refuses a key that names the prototype as a field the event does not carry', () => {
    const data = Object.fromEntries([
      ['loadId', 'L1'],
      ['__proto__', 'x'],
    ]) as Record<string, unknown>;
    expect(refusalsOf('booking.rateConfirmationDeclined', data)).toEqual([
      { path: 'data.__proto__', issue: 'unexpected' },
    ]);
  });

  it('[D1-8.05] data left out counts as empty, so a required field is missing', () => {
    expect(refusalsOf('booking.failed')).toEqual([{ path: 'data.loadId', issue: 'missing' }]);
  });
});
