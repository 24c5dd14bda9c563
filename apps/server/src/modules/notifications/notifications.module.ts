import { signedInCaller as callerOf } from '../../platform/access';
import { requestLanguage } from '../../platform/i18n';
import type { ApiModule } from '../../platform/module';
import { markNewNotificationsUnread } from './mark-new-notifications-unread';
import { retrieveNotifications } from './retrieve-notifications';
import { webPushChannel } from '../devices/web-push-channel';
import { serverVapidKeys } from '../devices/vapid-keys';
import { loggingSmsChannel } from './message-channels';
import { startNotificationPipeline } from './start-notification-pipeline';
import { updateNotificationStatus } from './update-notification-status';

// The spec's notifications service (D3-7.19) lives on a separate host; here it is served under
// /notifications. Every route is for any signed-in member, on their own notifications only.
const prefix = '/notifications/v1';
const signedInAccess = { config: { access: 'signedIn' } } as const;

export const notificationsModule: ApiModule = {
  name: 'notifications',
  routes: (app, services) => {
    app.get(`${prefix}/retrievebystatusandupn`, signedInAccess, (request) =>
      retrieveNotifications(
        services.db,
        callerOf(request),
        request.query,
        services.now(),
        requestLanguage(request),
      ),
    );
    app.put(`${prefix}/:vendorMessageId`, signedInAccess, (request) =>
      updateNotificationStatus(
        services.db,
        callerOf(request),
        request.params,
        request.body,
        services.now(),
        requestLanguage(request),
      ),
    );
    app.put(prefix, signedInAccess, (request) => markNewNotificationsUnread(services.db, callerOf(request)));
    // Notifications of shipment events, and their e-mail, SMS and push (decision 057).
    // Push goes to the member's registered devices with web-push (decision 060).
    startNotificationPipeline(app, services, [
      loggingSmsChannel(app.log.child({ component: 'sms' })),
      webPushChannel({
        db: services.db,
        vapid: () => serverVapidKeys(services),
        log: app.log.child({ component: 'push' }),
      }),
    ]);
  },
};
