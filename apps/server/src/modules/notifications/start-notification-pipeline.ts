import type { FastifyInstance } from 'fastify';
import { deliverPendingOutbox } from '../../platform/mail/deliver-pending-mail';
import { repeatUntilClose, type RepeatingTask } from '../../platform/repeat-until-close';
import { publicUrl } from '../../platform/env';
import type { Services } from '../../platform/services';
import { dispatchNotifications } from './dispatch-notifications';
import { loggingSmsChannel, type MessageChannel } from './message-channels';
import { relayShipmentEvents } from './relay-shipment-events';

/**
 * Every NOTIFICATION_INTERVAL_MS until the app closes (decision 057): writes the notifications of new
 * shipment events, plans the e-mail, SMS and push of new notifications from their members'
 * preferences, and sends the channels' rows (SMS logged; push rows wait for a push channel, which
 * `channels` plugs in). Null when the interval is 0 (the tests run the passes themselves).
 */
export function startNotificationPipeline(
  app: FastifyInstance,
  services: Services,
  channels: MessageChannel[] = [loggingSmsChannel(app.log.child({ component: 'sms' }))],
): RepeatingTask | null {
  const intervalMs = services.env.NOTIFICATION_INTERVAL_MS;
  if (intervalMs === 0) return null;
  const log = app.log.child({ component: 'notifications' });
  const pass = async () => {
    const written = await relayShipmentEvents(services.db);
    const planned = await dispatchNotifications({
      db: services.db,
      config: await services.appConfig(),
      publicUrl: publicUrl(services.env),
    });
    for (const channel of channels)
      await deliverPendingOutbox(services.db, channel.channel, channel.send, log, services.now);
    if (written + planned > 0) log.debug({ written, planned }, 'notifications: pass');
  };
  return repeatUntilClose(app, log, intervalMs, 'notifications: pass failed', pass, { runAtStart: true });
}
