import type { FastifyBaseLogger } from 'fastify';
import type { LiveMessage } from '../../platform/live-channel';
import { mayReceive, type LiveListener } from './live-audience';
import { sessionKey } from './check-live-sessions';

/** The session a stream was opened with, checked again at every heartbeat. */
export type LiveSession = {
  memberId: string;
  /** The provider's grant the token was issued under (ended at logout); absent for an external issuer. */
  grantId: string | undefined;
  /** When the token expires (ms since the epoch): the stream ends then, and the client opens one with its new token. */
  expiresAt: number;
};

/** Where a stream's events are written: the raw HTTP answer. */
export type LiveSink = {
  write: (text: string) => void;
  /** What is written but not yet sent: a reader that stops reading is dropped past `maxBufferedBytes`. */
  bufferedBytes: () => number;
  end: () => void;
};

export type LiveStream = { listener: LiveListener; session: LiveSession; sink: LiveSink };

export type Admission = 'OK' | 'MEMBER_FULL' | 'PROCESS_FULL';

export type LiveHubOptions = {
  perMember: number;
  max: number;
  heartbeatMs: number;
  /**
   * The listeners of the sessions still alive, as the database knows them now, by `sessionKey`; a session
   * that ended (logout, deactivated) is not in it.
   */
  checkSessions: (sessions: LiveSession[]) => Promise<Map<string, LiveListener>>;
  now: () => number;
  log: FastifyBaseLogger;
};

/** At most this much unsent text per stream: a stalled reader is dropped rather than held in memory. */
export const maxBufferedBytes = 64 * 1024;

/** One server-sent event: its name and a JSON data line. */
export function formatEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** What a listener is told of a message: which record to read again, nothing else. */
function eventOf(message: LiveMessage): string {
  return message.kind === 'notification'
    ? formatEvent('notification', { shipmentId: message.shipmentId })
    : formatEvent('shipment', { shipmentId: message.shipmentId });
}

/**
 * The open live streams of this process (decision 061): admits them within the caps per member and
 * per process, hands each message heard on the live channel to the streams that may see it, sends
 * heartbeats and checks every stream's session then, and closes them all at shutdown.
 */
export function createLiveHub(options: LiveHubOptions) {
  const streams = new Set<LiveStream>();
  const perMember = new Map<string, number>();
  let checking = false;

  const remove = (stream: LiveStream) => {
    if (!streams.delete(stream)) return;
    const count = (perMember.get(stream.listener.memberId) ?? 1) - 1;
    if (count > 0) perMember.set(stream.listener.memberId, count);
    else perMember.delete(stream.listener.memberId);
    stream.sink.end();
  };

  const send = (stream: LiveStream, text: string) => {
    if (stream.sink.bufferedBytes() > maxBufferedBytes) {
      options.log.info(
        { memberId: stream.listener.memberId },
        'live: a stream that stopped reading is closed',
      );
      remove(stream);
      return;
    }
    stream.sink.write(text);
  };

  return {
    /** Whether one more stream of this member may open now. */
    admit(memberId: string): Admission {
      if (streams.size >= options.max) return 'PROCESS_FULL';
      if ((perMember.get(memberId) ?? 0) >= options.perMember) return 'MEMBER_FULL';
      return 'OK';
    },

    /** Adds an admitted stream and tells it the heartbeat it can expect. */
    add(stream: LiveStream): void {
      streams.add(stream);
      perMember.set(stream.listener.memberId, (perMember.get(stream.listener.memberId) ?? 0) + 1);
      send(stream, formatEvent('ready', { heartbeatMs: options.heartbeatMs }));
    },

    remove,

    /** A message heard on the live channel, to every stream whose listener may see it. */
    deliver(message: LiveMessage): void {
      const text = eventOf(message);
      for (const stream of streams) if (mayReceive(stream.listener, message)) send(stream, text);
    },

    /** The channel was lost for a while: every stream reads again what it shows. */
    resync(): void {
      const text = formatEvent('resync', {});
      for (const stream of streams) send(stream, text);
    },

    /**
     * A heartbeat to every stream, then each session checked once: a stream whose token expired or
     * whose session ended is closed; one whose roles or carrier changed hears with them from now on.
     */
    async heartbeat(): Promise<void> {
      if (checking) return;
      checking = true;
      try {
        const now = options.now();
        const sessions = new Map<string, LiveStream[]>();
        for (const stream of streams) {
          if (stream.session.expiresAt <= now) {
            remove(stream);
            continue;
          }
          send(stream, ': heartbeat\n\n');
          const key = sessionKey(stream.session);
          sessions.set(key, [...(sessions.get(key) ?? []), stream]);
        }
        const alive = await options.checkSessions([...sessions.values()].map((held) => held[0]!.session));
        for (const [key, held] of sessions) {
          const listener = alive.get(key);
          for (const stream of held) {
            if (!streams.has(stream)) continue;
            if (listener) stream.listener = listener;
            else remove(stream);
          }
        }
      } finally {
        checking = false;
      }
    },

    /** Ends every stream (shutdown): their clients reconnect to another process or after the restart. */
    closeAll(): void {
      for (const stream of [...streams]) remove(stream);
    },

    size: () => streams.size,
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
