import type { FastifyBaseLogger } from 'fastify';
import type { OutboxMessage } from '../../platform/mail/deliver-pending-mail';

/**
 * A channel outside the app that the notifications' messages go out on besides e-mail (decision 057):
 * SMS, and push to the member's devices. Each sends one outbox row of its channel; a failure is
 * retried by the next pass. E-mail is the mail sender's (platform/mail).
 */
export type MessageChannel = {
  channel: 'sms' | 'push';
  send: (message: OutboxMessage) => Promise<void>;
};

/**
 * SMS as an interface that logs (no SMS provider yet): the row counts as sent once logged, with its
 * recipient's last digits and subject, never the body.
 */
export function loggingSmsChannel(log: Pick<FastifyBaseLogger, 'info'>): MessageChannel {
  return {
    channel: 'sms',
    send: async (message) => {
      log.info(
        { to: `…${message.recipient.slice(-4)}`, subject: message.subject },
        'sms: sent (logged only)',
      );
    },
  };
}
