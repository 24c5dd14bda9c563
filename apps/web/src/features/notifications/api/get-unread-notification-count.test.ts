import { describe, expect, it } from 'vitest';
import { countNotifications, getUnreadNotificationsPath } from './get-unread-notification-count';

describe('unread notifications', () => {
  it('asks for the UNREAD notifications of the upn', () => {
    expect(getUnreadNotificationsPath('a+b@demo.freight.test')).toBe(
      '/notifications/v1/retrievebystatusandupn?notificationStatus=UNREAD&upn=a%2Bb%40demo.freight.test',
    );
  });

  it('counts a list, a page or an explicit count, and refuses anything else', () => {
    expect(countNotifications([{}, {}])).toBe(2);
    expect(countNotifications({ notifications: [{}] })).toBe(1);
    expect(countNotifications({ totalCount: 7, notifications: [] })).toBe(7);
    expect(() => countNotifications('x')).toThrow();
  });
});
