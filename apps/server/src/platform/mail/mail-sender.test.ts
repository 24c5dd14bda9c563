import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { outbox } from '../../db/schema/index';
import { openTestDatabase } from '../../db/test-database';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../../test-support/smtp-sink';
import Fastify from 'fastify';
import { parseEnv } from '../env';
import { createLocalFileStore } from '../file-store';
import { deliverPendingMail, mailClaimLeaseMs, maxMailAttempts } from './deliver-pending-mail';
import { enqueueMail } from './enqueue-mail';
import { mailPollIntervalMs, startMailSender } from './start-mail-sender';

let database: DatabaseHandle;
let sink: SmtpSink;
let port = 0;
let received: ReceivedMail[];
const silentLog = { warn: () => undefined };

beforeAll(async () => {
  database = await openTestDatabase();
  sink = await startSmtpSink();
  port = sink.port;
  received = sink.received;
});

afterAll(async () => {
  await sink.close();
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

  it('attaches the files of a mail, read from the object store when it is sent', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'freight-mail-'));
    try {
      const files = createLocalFileStore(dir);
      const bytes = Buffer.from('%PDF-1.4 the invoice');
      const storageKey = await files.put(bytes, 'pdf');
      const id = await enqueueMail(database.db, {
        to: 'dispatch@mail.test',
        subject: 'Invoice INV-7',
        text: 'Your invoice is attached.',
        attachments: [{ fileName: 'Invoice-S1.pdf', contentType: 'application/pdf', storageKey }],
      });
      const transport = nodemailer.createTransport(`smtp://127.0.0.1:${port}`);
      const result = await deliverPendingMail(
        database.db,
        transport,
        'x@freight.test',
        silentLog,
        undefined,
        files,
      );
      transport.close();

      expect(result).toEqual({ sent: 1, failed: 0 });
      const mail = received.find((entry) => entry.to.includes('dispatch@mail.test'))!;
      expect(mail.raw).toMatch(/Content-Type: application\/pdf; name=Invoice-S1\.pdf/);
      expect(mail.raw).toContain('Content-Disposition: attachment; filename=Invoice-S1.pdf');
      expect(mail.raw.replace(/\r?\n/g, '')).toContain(bytes.toString('base64'));
      const [row] = await database.db.select().from(outbox).where(eq(outbox.id, id));
      expect(row).toMatchObject({ status: 'SENT' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('does not send a mail whose attachment cannot be read, and tries again later', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'freight-mail-'));
    try {
      const files = createLocalFileStore(dir);
      const storageKey = await files.put(Buffer.from('%PDF-1.4'), 'pdf');
      await files.delete(storageKey);
      const id = await enqueueMail(database.db, {
        to: 'lost@mail.test',
        subject: 'Invoice',
        text: 'Attached.',
        attachments: [{ fileName: 'Invoice.pdf', contentType: 'application/pdf', storageKey }],
      });
      const sentTo: string[] = [];
      const transport = { sendMail: async (message: { to: string }) => void sentTo.push(message.to) };
      const result = await deliverPendingMail(
        database.db,
        transport,
        'x@freight.test',
        silentLog,
        undefined,
        files,
      );
      expect(result).toEqual({ sent: 0, failed: 1 });
      expect(sentTo).toEqual([]);
      const [row] = await database.db.select().from(outbox).where(eq(outbox.id, id));
      expect(row).toMatchObject({ status: 'PENDING', attempts: 1 });
      // Out of the way of the next tests, which count their own attempts.
      await database.db.update(outbox).set({ status: 'FAILED' }).where(eq(outbox.id, id));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
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
