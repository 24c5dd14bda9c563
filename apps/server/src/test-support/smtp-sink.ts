import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

// A real SMTP server on a free local port for the mail tests: no auth, no TLS, keeps what it receives.

export type ReceivedMail = { from: string; to: string[]; raw: string };

export type SmtpSink = {
  port: number;
  url: string;
  received: ReceivedMail[];
  close: () => Promise<void>;
};

export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const sink = new SMTPServer({
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
  const port = (sink.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => sink.close(() => resolve())),
  };
}
