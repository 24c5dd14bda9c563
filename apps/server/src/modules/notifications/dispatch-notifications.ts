import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppConfig } from '@freight/domain/config';
import {
  isNotificationKind,
  planDelivery,
  type DeliveryChannel,
} from '@freight/domain/preferences/notification-delivery';
import { readPreferences } from '@freight/domain/preferences/preferences';
import type { Database, Transaction } from '../../db/client';
import { notifications, outbox, preferences } from '../../db/schema/index';
import { members } from '../../db/schema/members';
import { enqueueMail } from '../../platform/mail/enqueue-mail';
import type { NotificationView } from './notification-view';

/** Notifications planned per transaction: each one reads its member's preferences. */
const batchSize = 50;

type NotificationRow = typeof notifications.$inferSelect;
type Recipient = { email: string | null; mobileNumber: string | null; countryCode: string; active: boolean };

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
    for (const row of rows) await planOne(tx, context, row);
    return rows.length;
  });
}

async function planOne(tx: Transaction, context: DispatchContext, row: NotificationRow): Promise<void> {
  if (row.status === 'DELETED' || !isNotificationKind(row.type)) return;
  const [member] = await tx
    .select({
      email: members.email,
      mobileNumber: members.mobileNumber,
      countryCode: members.countryCode,
      active: members.active,
    })
    .from(members)
    .where(eq(members.id, row.memberId));
  if (!member?.active) return;
  const entries = await tx
    .select({ key: preferences.key, value: preferences.value })
    .from(preferences)
    .where(and(eq(preferences.memberId, row.memberId), eq(preferences.domain, 'carrier')));
  const { config } = context;
  // Members have no time zone of their own yet: the configuration's default zone (D3-9.11).
  const plan = planDelivery(
    row.type,
    readPreferences(entries, config),
    row.createdAt,
    config.app.defaultTimeZone,
    config,
  );
  const deliverAfter = plan.deliverAt > row.createdAt ? plan.deliverAt : undefined;
  for (const channel of plan.channels) await enqueue(tx, context, channel, row, member, deliverAfter);
}

async function enqueue(
  tx: Transaction,
  context: DispatchContext,
  channel: DeliveryChannel,
  row: NotificationRow,
  member: Recipient,
  deliverAfter: Date | undefined,
): Promise<void> {
  const link = row.deepLinkUri ? `${context.publicUrl}${row.deepLinkUri}` : null;
  switch (channel) {
    case 'email':
      if (!member.email) return;
      await enqueueMail(tx, {
        to: member.email,
        subject: row.title,
        text: link ? `${row.body}\n\n${link}` : row.body,
        ...(deliverAfter ? { deliverAfter } : {}),
      });
      return;
    case 'sms':
      if (!member.mobileNumber) return;
      await tx.insert(outbox).values({
        channel: 'sms',
        recipient: `${member.countryCode}${member.mobileNumber.replace(/\D/g, '')}`,
        subject: row.title,
        text: link ? `${row.body} ${link}` : row.body,
        deliverAfter: deliverAfter ?? null,
      });
      return;
    case 'push': {
      const payload: PushPayload = {
        title: row.title,
        body: row.body,
        data: {
          type: row.type,
          deepLinkURI: row.deepLinkUri,
          shipmentId: row.shipmentId,
          vendorMessageID: row.vendorMessageId,
        },
      };
      // The push channel sends to every device the member registered; its rows name the member.
      await tx.insert(outbox).values({
        channel: 'push',
        recipient: row.memberId,
        subject: row.title,
        text: JSON.stringify(payload),
        deliverAfter: deliverAfter ?? null,
      });
      return;
    }
  }
}
