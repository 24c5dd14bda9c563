import { and, eq, gt } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/client';
import { outbox } from '../../db/schema/index';
import type { Env } from '../env';
import type { FileStore } from '../file-store';
import { repeatUntilClose, type RepeatingTask } from '../repeat-until-close';
import { deliverPendingMail } from './deliver-pending-mail';

export const mailPollIntervalMs = 3_000;

export type MailSender = RepeatingTask;

/**
 * Delivers the outbox every few seconds through SMTP_URL, and stops when the app closes. Without
 * SMTP_URL mail stays in the outbox and each new message is logged with its recipient and subject only
 * (never its body, which may hold a password-reset link). Attachments are read from `files`, the
 * app's object store.
 */
export function startMailSender(
  app: FastifyInstance,
  db: Database,
  env: Env,
  files?: Pick<FileStore, 'get'>,
): MailSender {
  const log = app.log.child({ component: 'mail' });
  const transport = env.SMTP_URL ? nodemailer.createTransport(env.SMTP_URL) : null;
  let since = new Date();

  const tick = async () => {
    if (transport) {
      const { sent } = await deliverPendingMail(db, transport, env.MAIL_FROM, log, undefined, files);
      if (sent > 0) log.info({ sent }, 'mail: delivered');
    } else {
      since = await logNewMail(db, since, log);
    }
  };
  if (!transport) log.info('mail: SMTP_URL is not set; e-mails stay in the outbox table');
  const sender = repeatUntilClose(app, log, mailPollIntervalMs, 'mail: sender failed', tick);
  const stop = async () => {
    await sender.stop();
    transport?.close();
  };
  app.addHook('onClose', () => transport?.close());
  return { stop };
}

async function logNewMail(db: Database, since: Date, log: FastifyBaseLogger): Promise<Date> {
  const rows = await db
    .select({ recipient: outbox.recipient, subject: outbox.subject, createdAt: outbox.createdAt })
    .from(outbox)
    .where(and(eq(outbox.status, 'PENDING'), gt(outbox.createdAt, since)))
    .orderBy(outbox.createdAt);
  for (const row of rows) log.info({ to: row.recipient, subject: row.subject }, 'mail: queued (no SMTP_URL)');
  return rows.at(-1)?.createdAt ?? since;
}
