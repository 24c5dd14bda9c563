import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppConfig } from '@freight/domain/config';
import type { Language } from '@freight/locales/languages';
import { isNotificationKind, planDelivery } from '@freight/domain/preferences/notification-delivery';
import { preferenceDomain, readPreferences } from '@freight/domain/preferences/preferences';
import type { Database, Transaction } from '../../db/client';
import { notifications, outbox, preferences } from '../../db/schema/index';
import { members } from '../../db/schema/members';
import { enqueueMails, type MailMessage } from '../../platform/mail/enqueue-mail';
import { languageOfMember } from '../../platform/member-language';
import { notificationTextsIn, type NotificationView } from './notification-view';

/** Notifications planned per transaction, with their members' preferences read in one query. */
const batchSize = 200;

type NotificationRow = typeof notifications.$inferSelect;
type Recipient = {
  email: string | null;
  mobileNumber: string | null;
  countryCode: string;
  active: boolean;
  language: string | null;
};
type OutboxRow = typeof outbox.$inferInsert;

export type DispatchContext = {
  db: Database;
  config: AppConfig;
  /** Where people reach the app, for the links of e-mails (PUBLIC_URL). */
  publicUrl: string;
};

/** What a push carries to the member's devices (decision 057); the push channel sends it as it is. */
export type PushPayload = {
  title: string;
  body: string;
  data: Pick<NotificationView['message']['data'], 'type' | 'deepLinkURI' | 'shipmentId'> & {
    vendorMessageID: string;
  };
};

/**
 * Plans what goes out of the app for the notifications written since the last pass (decision 057):
 * for each one, from its member's preferences at the time it was written, an e-mail through the outbox,
 * an SMS row and a push row, each not before the moment the preferences allow. The bell already has
 * it. Rows are claimed with SKIP LOCKED, so several servers on one database plan each notification
 * once; a deleted notification or an inactive member gets nothing. Answers how many were planned.
 */
export async function dispatchNotifications(context: DispatchContext): Promise<number> {
  return context.db.transaction(async (tx) => {
    const claimed = tx
      .select({ id: notifications.vendorMessageId })
      .from(notifications)
      .where(isNull(notifications.dispatchedAt))
      .orderBy(asc(notifications.createdAt))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    const rows = await tx
      .update(notifications)
      .set({ dispatchedAt: sql`now()` })
      .where(inArray(notifications.vendorMessageId, claimed))
      .returning();
    if (rows.length === 0) return 0;
    const { recipients, entries } = await recipientsOf(
      tx,
      rows.map((row) => row.memberId),
    );
    const mails: MailMessage[] = [];
    const messages: OutboxRow[] = [];
    const texts = textsOfBatch();
    for (const row of rows) {
      const recipient = recipients.get(row.memberId);
      if (row.status === 'DELETED' || !isNotificationKind(row.type) || !recipient?.active) continue;
      const { title, body } = texts(row, languageOfMember(recipient.language));
      plan(context, row, { title, body }, recipient, entries.get(row.memberId) ?? [], mails, messages);
    }
    await enqueueMails(tx, mails);
    if (messages.length > 0) await tx.insert(outbox).values(messages);
    return rows.length;
  });
}

/**
 * A notification's texts in its recipient's language (D3-1.03, decision 064), each text translated
 * once per batch: one event tells every member of an audience the same thing.
 */
function textsOfBatch() {
  const translated = new Map<string, { title: string; body: string }>();
  return (row: NotificationRow, language: Language) => {
    if (!row.texts) return notificationTextsIn(row, language);
    const key = `${language} ${JSON.stringify(row.texts)}`;
    let texts = translated.get(key);
    if (!texts) {
      texts = notificationTextsIn(row, language);
      translated.set(key, texts);
    }
    return texts;
  };
}

/** The members of a batch and their saved preferences, in two queries. */
async function recipientsOf(tx: Transaction, memberIds: string[]) {
  const ids = [...new Set(memberIds)];
  const [memberRows, preferenceRows] = await Promise.all([
    tx
      .select({
        id: members.id,
        email: members.email,
        mobileNumber: members.mobileNumber,
        countryCode: members.countryCode,
        active: members.active,
        language: members.language,
      })
      .from(members)
      .where(inArray(members.id, ids)),
    tx
      .select({ memberId: preferences.memberId, key: preferences.key, value: preferences.value })
      .from(preferences)
      .where(and(inArray(preferences.memberId, ids), eq(preferences.domain, preferenceDomain))),
  ]);
  const recipients = new Map<string, Recipient>(memberRows.map((row) => [row.id, row]));
  const entries = new Map<string, { key: string; value: string }[]>();
  for (const row of preferenceRows) entries.set(row.memberId, [...(entries.get(row.memberId) ?? []), row]);
  return { recipients, entries };
}

/**
 * The outbox rows of one notification, its texts in its member's language, by its member's
 * preferences, added to `mails` and `messages`.
 */
function plan(
  context: DispatchContext,
  row: NotificationRow,
  { title, body }: { title: string; body: string },
  recipient: Recipient,
  entries: { key: string; value: string }[],
  mails: MailMessage[],
  messages: OutboxRow[],
): void {
  if (!isNotificationKind(row.type)) return;
  const { config } = context;
  // Members have no time zone of their own yet: the configuration's default zone (D3-9.11).
  const delivery = planDelivery(
    row.type,
    readPreferences(entries, config),
    row.createdAt,
    config.app.defaultTimeZone,
    config,
  );
  const deliverAfter = delivery.deliverAt > row.createdAt ? delivery.deliverAt : null;
  const link = row.deepLinkUri ? `${context.publicUrl}${row.deepLinkUri}` : null;
  for (const channel of delivery.channels) {
    if (channel === 'email' && recipient.email) {
      mails.push({
        to: recipient.email,
        subject: title,
        text: link ? `${body}\n\n${link}` : body,
        ...(deliverAfter ? { deliverAfter } : {}),
      });
    } else if (channel === 'sms' && recipient.mobileNumber) {
      messages.push({
        channel: 'sms',
        recipient: `${recipient.countryCode}${recipient.mobileNumber.replace(/\D/g, '')}`,
        subject: title,
        text: link ? `${body} ${link}` : body,
        deliverAfter,
      });
    } else if (channel === 'push') {
      const payload: PushPayload = {
        title,
        body,
        data: {
          type: row.type,
          deepLinkURI: row.deepLinkUri,
          shipmentId: row.shipmentId,
          vendorMessageID: row.vendorMessageId,
        },
      };
      // The push channel sends to every device the member registered; its rows name the member.
      messages.push({
        channel: 'push',
        recipient: row.memberId,
        subject: title,
        text: JSON.stringify(payload),
        deliverAfter,
      });
    }
  }
}
