import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * What a database connection hears on a channel of NOTIFY (decision 061): `onNotify` gets each
 * payload, sent by any process on the same database, once its transaction commits; `onReconnect`
 * is called after a lost listening connection is back, since what was sent meanwhile was missed.
 * Answers the function that stops listening.
 */
export type Listen = (
  channel: string,
  onNotify: (payload: string) => void,
  onReconnect?: () => void,
) => Promise<() => Promise<void>>;

const channelPattern = /^[a-z_][a-z0-9_]{0,62}$/;

function checkedChannel(channel: string): string {
  if (!channelPattern.test(channel)) throw new Error(`not a channel name: ${channel}`);
  return channel;
}

/** PGlite is one connection in the process: its own listen hears what its transactions notify. */
export function listenOnPglite(client: PGlite): Listen {
  return async (channel, onNotify) => client.listen(checkedChannel(channel), onNotify);
}

const firstRetryMs = 500;
const lastRetryMs = 30_000;

/**
 * PostgreSQL: one connection of its own, outside the pool, holds LISTEN (a pooled connection would
 * go back to the pool with it). When it drops (a restart, a network cut), it is opened again with a
 * growing wait, then `onReconnect` says that events may have been missed.
 */
export function listenOnPostgres(url: string): Listen {
  return async (channel, onNotify, onReconnect) => {
    const name = checkedChannel(channel);
    let client: pg.Client | null = null;
    let stopped = false;
    let retryMs = firstRetryMs;
    let timer: NodeJS.Timeout | undefined;

    const connect = async (): Promise<void> => {
      const next = new pg.Client({ connectionString: url });
      next.on('notification', (notice) => {
        if (notice.channel === name && notice.payload !== undefined) onNotify(notice.payload);
      });
      next.on('error', () => lost(next));
      next.on('end', () => lost(next));
      await next.connect();
      await next.query(`listen ${name}`);
      client = next;
    };
    const lost = (which: pg.Client) => {
      if (stopped || client !== which) return;
      client = null;
      which.removeAllListeners('notification');
      void which.end().catch(() => undefined);
      schedule();
    };
    const schedule = () => {
      timer = setTimeout(() => {
        connect().then(
          () => {
            retryMs = firstRetryMs;
            onReconnect?.();
          },
          () => {
            retryMs = Math.min(retryMs * 2, lastRetryMs);
            schedule();
          },
        );
      }, retryMs);
      timer.unref();
    };

    await connect();
    return async () => {
      stopped = true;
      clearTimeout(timer);
      const open = client;
      client = null;
      await open?.end().catch(() => undefined);
    };
  };
}
