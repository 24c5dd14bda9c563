import type { FastifyInstance } from 'fastify';
import { liveChannel, parseLiveMessage } from '../../platform/live-channel';
import type { ApiModule } from '../../platform/module';
import type { Services } from '../../platform/services';
import { checkLiveSessions } from './check-live-sessions';
import { createLiveHub, type LiveHub } from './live-hub';
import { openLiveStream } from './open-live-stream';

/** A token without an expiry (an external issuer's) is held at most this long before the client reconnects. */
const maxStreamAgeMs = 60 * 60_000;

/**
 * The hub of this process, fed by the live channel of the database, with its heartbeat, ended with the
 * app: the streams close before the server stops listening, then the channel is left.
 */
async function startLiveHub(app: FastifyInstance, services: Services): Promise<LiveHub> {
  const log = app.log.child({ component: 'live' });
  const hub = createLiveHub({
    perMember: services.env.LIVE_STREAMS_PER_MEMBER,
    max: services.env.LIVE_STREAMS_MAX,
    heartbeatMs: services.env.LIVE_HEARTBEAT_MS,
    checkSessions: (sessions) => checkLiveSessions(services.db, sessions, services.now()),
    now: () => services.now().getTime(),
    log,
  });
  const stopListening = await services.listen(
    liveChannel,
    (payload) => {
      const message = parseLiveMessage(payload);
      if (message) hub.deliver(message);
    },
    () => {
      log.warn('live: the channel was lost and is back; every stream reads again');
      hub.resync();
    },
  );
  let heartbeat = Promise.resolve();
  const timer = setInterval(() => {
    heartbeat = heartbeat
      .then(hub.heartbeat)
      .catch((error: unknown) => log.error({ err: error }, 'live: heartbeat failed'));
  }, services.env.LIVE_HEARTBEAT_MS);
  timer.unref();
  app.addHook('preClose', async () => {
    clearInterval(timer);
    hub.closeAll();
  });
  app.addHook('onClose', async () => {
    await heartbeat;
    await stopListening();
  });
  return hub;
}

export const liveModule: ApiModule = {
  name: 'live',
  routes: async (app, services) => {
    const hub = await startLiveHub(app, services);
    const limits = { perMember: services.env.LIVE_STREAMS_PER_MEMBER, maxAgeMs: maxStreamAgeMs };
    // Every signed-in member, their own events only (decision 061).
    app.get('/live/v1/events', { config: { access: 'signedIn' } }, (request, reply) =>
      openLiveStream(hub, limits, request, reply, services.now().getTime()),
    );
  },
};
