import { describe, expect, it } from 'vitest';
import { countNotifications, getNotificationsPath } from './get-unread-notification-count';

describe('unread notifications', () => {
  it('[D3-4.35] the bell counts the NEW notifications of the upn, which the list makes UNREAD', () => {
    expect(getNotificationsPath('a+b@demo.freight.test')).toBe(
      '/notifications/v1/retrievebystatusandupn?notificationStatus=NEW&upn=a%2Bb%40demo.freight.test',
    );
  });

  it('[D3-7.19] the list asks for the UNREAD notifications of the upn', () => {
    expect(getNotificationsPath('rosa@demo.freight.test', 'UNREAD')).toBe(
      '/notifications/v1/retrievebystatusandupn?notificationStatus=UNREAD&upn=rosa%40demo.freight.test',
    );
  });

  it('counts a list, a page or an explicit count, and refuses anything else', () => {
    expect(countNotifications([{}, {}])).toBe(2);
    expect(countNotifications({ notifications: [{}] })).toBe(1);
    expect(countNotifications({ totalCount: 7, notifications: [] })).toBe(7);
    expect(() => countNotifications('x')).toThrow();
  });
});
