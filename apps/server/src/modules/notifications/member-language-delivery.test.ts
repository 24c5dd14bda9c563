import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '@freight/domain/config';
import type { Database } from '../../db/client';
import { outbox, preferences } from '../../db/schema/index';
import { members } from '../../db/schema/members';
import { deliverPendingMail, deliverPendingOutbox } from '../../platform/mail/deliver-pending-mail';
import { startPushReceiver, type PushReceiver } from '../../test-support/push-receiver';
import { createCarrier, signInAt, type TestCaller } from '../../test-support/sign-in';
import { startSmtpSink, type SmtpSink } from '../../test-support/smtp-sink';
import { graphqlAs, startTestApp, type TestApp } from '../../test-support/test-app';
import { serverVapidKeys } from '../devices/vapid-keys';
import { webPushChannel } from '../devices/web-push-channel';
import { dispatchNotifications } from './dispatch-notifications';
import { notifyMember } from './notify-member';

const now = new Date('2030-03-04T12:00:00Z');
const silentLog = { info: () => undefined, warn: () => undefined };
const allChannels = JSON.stringify({ sms: true, email: true, 'inapp-notifications': true });

const setLanguage = `mutation ($language: String!) { setMemberLanguage(language: $language) { language } }`;
const registerMutation = `mutation ($device: DeviceInput!) { registerDevice(device: $device) { registered } }`;

const texts = {
  en: { title: 'Load S-LANG-1 delivered', body: 'Load S-LANG-1 was delivered.' },
  fr: { title: 'Chargement S-LANG-1 livré', body: 'Le chargement S-LANG-1 a été livré.' },
};

/** A received mail as text: its encoded-word headers and quoted-printable body read. */
function readableMail(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw
    .slice(0, split)
    .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_match, word: string) => word.replace(/_/g, ' '));
  const body = raw.slice(split).replace(/=\r?\n/g, '');
  return Buffer.from(
    `${headers}${body}`.replace(/=([0-9A-F]{2})/g, (_match, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    ),
    'latin1',
  ).toString('utf8');
}

// What the server writes to a member outside the app (the notifications' e-mail, push and SMS) is in
// that member's language (decision 064), English when it is not known.
describe('notifications in the member language', () => {
  let test: TestApp;
  let db: Database;
  let receiver: PushReceiver;
  let sink: SmtpSink;
  let carrierId: string;
  let sequence = 0;

  const signIn = async () => {
    const caller = await signInAt(db, now, { roles: ['carrierDispatcher'], carrierId });
    await db
      .insert(preferences)
      .values({ memberId: caller.member.id, key: 'preferredstatusupdates', value: allChannels });
    await graphqlAs(test.app, caller.headers, registerMutation, { device: receiver.subscribe() });
    return caller;
  };
  const choose = (caller: TestCaller, language: string) =>
    graphqlAs(test.app, caller.headers, setLanguage, { language });
  const notifyAndDispatch = async (caller: TestCaller) => {
    sequence += 1;
    await notifyMember(db, {
      memberId: caller.member.id,
      type: 'DELIVERED',
      title: { key: 'messages:shipmentNotices.titles.DELIVERED', values: { loadId: 'S-LANG-1' } },
      body: { key: 'messages:shipmentNotices.bodies.DELIVERED', values: { loadId: 'S-LANG-1' } },
      shipmentId: 'S-LANG-1',
      deepLinkUri: '/carrier/app/MyLoad?shipmentId=S-LANG-1',
      eventKey: `test:language:${sequence}`,
    });
    await dispatchNotifications({ db, config: defaultConfig, publicUrl: 'https://freight.test' });
  };
  const rowsOf = async (caller: TestCaller) => {
    const rows = await db.select().from(outbox);
    const mine = rows.filter(
      (row) =>
        row.recipient === caller.member.id || row.recipient === caller.member.upn || row.channel === 'sms',
    );
    return {
      mails: mine.filter((row) => row.channel === 'email' && row.recipient === caller.member.upn),
      push: mine.filter((row) => row.channel === 'push' && row.recipient === caller.member.id),
    };
  };
  const sendMails = async () => {
    const transport = nodemailer.createTransport(sink.url);
    await deliverPendingMail(db, transport, 'no-reply@freight.test', silentLog, () => now);
    transport.close();
  };
  const sendPushes = async () => {
    const before = receiver.received.length;
    const channel = webPushChannel({
      db,
      vapid: () => serverVapidKeys({ db, env: test.env }),
      log: silentLog,
      agent: receiver.agent,
    });
    await deliverPendingOutbox(db, 'push', channel.send, silentLog, () => now);
    return receiver.received
      .slice(before)
      .map((push) => JSON.parse(push.text) as { title: string; body: string });
  };
  const mailsTo = (caller: TestCaller) =>
    sink.received.filter((mail) => mail.to.includes(caller.member.upn)).map((mail) => readableMail(mail.raw));

  beforeAll(async () => {
    receiver = await startPushReceiver();
    sink = await startSmtpSink();
    test = await startTestApp({ WEB_PUSH_ENDPOINT_HOSTS: '127.0.0.1' }, { now: () => now });
    db = test.database.db;
    carrierId = (await createCarrier(db)).id;
  });
  afterAll(async () => {
    await test.close();
    await receiver.close();
    await sink.close();
  });

  it('[D3-1.03] a French member gets the notification e-mail in French in the outbox and at the SMTP server, an English one in English', async () => {
    const french = await signIn();
    const english = await signIn();
    await choose(french, 'fr');
    await choose(english, 'en');
    await notifyAndDispatch(french);
    await notifyAndDispatch(english);
    const [frenchMail] = (await rowsOf(french)).mails;
    const [englishMail] = (await rowsOf(english)).mails;
    expect(frenchMail).toMatchObject({ subject: texts.fr.title });
    expect(frenchMail!.text).toContain(texts.fr.body);
    expect(englishMail).toMatchObject({ subject: texts.en.title });
    expect(englishMail!.text).toContain(texts.en.body);

    await sendMails();
    const [frenchReceived] = mailsTo(french);
    const [englishReceived] = mailsTo(english);
    expect(frenchReceived).toContain(`Subject: ${texts.fr.title}`);
    expect(frenchReceived).toContain(texts.fr.body);
    expect(frenchReceived).not.toContain(texts.en.body);
    expect(englishReceived).toContain(`Subject: ${texts.en.title}`);
    expect(englishReceived).toContain(texts.en.body);
  });

  it('[D3-4.48] a French member gets the push in French at the push receiver, an English one in English', async () => {
    const french = await signIn();
    const english = await signIn();
    await choose(french, 'fr');
    await choose(english, 'en');
    await sendPushes(); // what earlier tests left
    await notifyAndDispatch(french);
    const frenchPushes = await sendPushes();
    await notifyAndDispatch(english);
    const englishPushes = await sendPushes();
    expect(frenchPushes).toEqual([expect.objectContaining(texts.fr)]);
    expect(englishPushes).toEqual([expect.objectContaining(texts.en)]);
  });

  it('[D3-1.03] the SMS is written in the member language', async () => {
    const french = await signIn();
    await db.update(members).set({ mobileNumber: '312 555 0199' }).where(eq(members.id, french.member.id));
    await choose(french, 'fr');
    await notifyAndDispatch(french);
    const [sms] = await db.select().from(outbox).where(eq(outbox.recipient, '+13125550199'));
    expect(sms).toMatchObject({ channel: 'sms', subject: texts.fr.title });
    expect(sms!.text).toContain(texts.fr.body);
  });

  it('[D3-1.03] changing the language in the app changes the next e-mail', async () => {
    const member = await signIn();
    await choose(member, 'fr');
    await notifyAndDispatch(member);
    await choose(member, 'en');
    await notifyAndDispatch(member);
    const subjects = (await rowsOf(member)).mails.map((row) => row.subject);
    expect(subjects).toEqual([texts.fr.title, texts.en.title]);
  });

  it('a member whose language is not known gets English; one who only used the app in French gets French', async () => {
    const unknown = await signIn();
    const fromCalls = await signIn();
    await graphqlAs(
      test.app,
      { ...fromCalls.headers, 'accept-language': 'fr-CA' },
      `{ getUserPreference { domain } }`,
    );
    await notifyAndDispatch(unknown);
    await notifyAndDispatch(fromCalls);
    expect((await rowsOf(unknown)).mails.map((row) => row.subject)).toEqual([texts.en.title]);
    expect((await rowsOf(fromCalls)).mails.map((row) => row.subject)).toEqual([texts.fr.title]);
  });
});
