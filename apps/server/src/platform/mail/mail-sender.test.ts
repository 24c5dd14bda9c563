import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { outbox } from '../../db/schema/index';
import { openTestDatabase } from '../../db/test-database';
import Fastify from 'fastify';
import { parseEnv } from '../env';
import { deliverPendingMail, mailClaimLeaseMs, maxMailAttempts } from './deliver-pending-mail';
import { enqueueMail } from './enqueue-mail';
import { mailPollIntervalMs, startMailSender } from './start-mail-sender';

type Received = { from: string; to: string[]; raw: string };

let database: DatabaseHandle;
let sink: SMTPServer;
let port = 0;
const received: Received[] = [];
const silentLog = { warn: () => undefined };

beforeAll(async () => {
  database = await openTestDatabase();
  // A real SMTP server on a free local port: no auth, no TLS, keeps what it receives.
  sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((address) => address.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  port = (sink.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => sink.close(() => resolve()));
  await database.close();
});

describe('mail sender', () => {
  it('delivers pending mail to the SMTP server and marks it sent', async () => {
    const id = await enqueueMail(database.db, {
      to: 'karen@mail.test',
      subject: 'Choose a new password',
      text: 'Open http://127.0.0.1/identity/reset-password/abc',
      html: '<p>Open the link</p>',
    });
    const transport = nodemailer.createTransport(`smtp://127.0.0.1:${port}`);
    const result = await deliverPendingMail(
      database.db,
      transport,
      'Freight <no-reply@freight.test>',
      silentLog,
    );
    transport.close();

    expect(result).toEqual({ sent: 1, failed: 0 });
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['karen@mail.test']);
    expect(received[0]!.from).toBe('no-reply@freight.test');
    expect(received[0]!.raw).toContain('Subject: Choose a new password');
    expect(received[0]!.raw).toContain('reset-password/abc');
    const [row] = await database.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ status: 'SENT', attempts: 1, lastError: null });
    expect(row!.sentAt).toBeInstanceOf(Date);

    // Nothing left to send.
    const again = nodemailer.createTransport(`smtp://127.0.0.1:${port}`);
    expect(await deliverPendingMail(database.db, again, 'x@freight.test', silentLog)).toEqual({
      sent: 0,
      failed: 0,
    });
    again.close();
  });

  it('records failures, retries, and gives up after the last attempt', async () => {
    const id = await enqueueMail(database.db, { to: 'nobody@mail.test', subject: 'Hello', text: 'Hi' });
    const failing = {
      sendMail: () => Promise.reject(new Error('connection refused')),
    };
    for (let attempt = 1; attempt <= maxMailAttempts; attempt += 1) {
      expect(await deliverPendingMail(database.db, failing, 'x@freight.test', silentLog)).toEqual({
        sent: 0,
        failed: 1,
      });
    }
    const [row] = await database.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({
      status: 'FAILED',
      attempts: maxMailAttempts,
      lastError: 'connection refused',
    });
    expect(await deliverPendingMail(database.db, failing, 'x@freight.test', silentLog)).toEqual({
      sent: 0,
      failed: 0,
    });
  });

  it('takes again a message whose sender stopped mid-send, once its claim is old enough', async () => {
    const id = await enqueueMail(database.db, { to: 'lease@mail.test', subject: 'Reset', text: 'Link' });
    const claimedAt = new Date('2030-01-01T12:00:00Z');
    await database.db
      .update(outbox)
      .set({ status: 'SENDING', claimedAt, attempts: 1 })
      .where(eq(outbox.id, id));
    const sentTo: string[] = [];
    const transport = { sendMail: async (message: { to: string }) => void sentTo.push(message.to) };
    const at = (ms: number) => () => new Date(claimedAt.getTime() + ms);

    // Still within the lease: another sender may be talking to SMTP right now.
    await deliverPendingMail(
      database.db,
      transport,
      'x@freight.test',
      silentLog,
      at(mailClaimLeaseMs - 1_000),
    );
    expect(sentTo).toEqual([]);
    await deliverPendingMail(
      database.db,
      transport,
      'x@freight.test',
      silentLog,
      at(mailClaimLeaseMs + 1_000),
    );
    expect(sentTo).toEqual(['lease@mail.test']);
    const [row] = await database.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ status: 'SENT', attempts: 2 });
  });

  it('the sender started with the app delivers through SMTP_URL on its own and stops with the app', async () => {
    // The app's clock for repeating (setInterval) is faked: the first pass comes one interval after
    // the start, when the test moves the clock on; the delivery itself is real.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const app = Fastify({ logger: false });
      const env = parseEnv({ SMTP_URL: `smtp://127.0.0.1:${port}` });
      startMailSender(app, database.db, env);
      const id = await enqueueMail(database.db, {
        to: 'poller@mail.test',
        subject: 'Polled',
        text: 'Hello',
      });
      const statusOf = async () =>
        (await database.db.select({ status: outbox.status }).from(outbox).where(eq(outbox.id, id)))[0]!
          .status;
      vi.advanceTimersByTime(mailPollIntervalMs);
      await vi.waitFor(async () => expect(await statusOf()).toBe('SENT'), {
        timeout: 10_000,
        interval: 20,
      });
      const status = await statusOf();
      await app.close();
      expect(status).toBe('SENT');
      expect(received.some((mail) => mail.to.includes('poller@mail.test'))).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
