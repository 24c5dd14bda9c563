import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Reads the e-mails the launcher's SMTP sink received (support/start-server.mjs): one JSON file per
// message with its envelope recipients and raw MIME text. Only what our mails use is decoded: headers
// with encoded words, multipart/alternative, quoted-printable and base64 text parts.

export type ReceivedMail = { to: string[]; subject: string; text: string };

type StoredMail = { to: string[]; raw: string };

function mailboxDir(): string {
  const dir = process.env.E2E_MAILBOX_DIR;
  if (!dir) throw new Error('E2E_MAILBOX_DIR is not set (playwright.config.ts sets it)');
  return dir;
}

function splitHeaders(raw: string): { headers: Map<string, string>; body: string } {
  const index = raw.search(/\r?\n\r?\n/);
  const head = index === -1 ? raw : raw.slice(0, index);
  const body = index === -1 ? '' : raw.slice(index).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  // Folded header lines start with white space and continue the previous one.
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const unfolded = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < unfolded.length; i += 1) {
    const char = unfolded[i]!;
    const hex = unfolded.slice(i + 1, i + 3);
    if (char === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(body: string, encoding: string | undefined): string {
  const kind = (encoding ?? '7bit').toLowerCase();
  if (kind === 'quoted-printable') return decodeQuotedPrintable(body);
  if (kind === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** `=?UTF-8?Q?...?=` and `=?UTF-8?B?...?=` words of a header. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_whole, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function textOf(raw: string): string {
  const { headers, body } = splitHeaders(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const parts = body.split(`--${boundary}`).slice(1, -1);
    const texts = parts.map(textOfPart).filter((text): text is string => text !== undefined);
    return texts[0] ?? '';
  }
  return decodeBody(body, headers.get('content-transfer-encoding'));
}

function textOfPart(part: string): string | undefined {
  const { headers } = splitHeaders(part.replace(/^\r?\n/, ''));
  const type = (headers.get('content-type') ?? 'text/plain').toLowerCase();
  if (type.startsWith('multipart/')) return textOf(part.replace(/^\r?\n/, ''));
  if (!type.startsWith('text/plain')) return undefined;
  return textOf(part.replace(/^\r?\n/, '')).replace(/\r?\n$/, '');
}

function readMails(): { name: string; mail: ReceivedMail }[] {
  const dir = mailboxDir();
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const stored = JSON.parse(readFileSync(join(dir, name), 'utf8')) as StoredMail;
      const { headers } = splitHeaders(stored.raw);
      return {
        name,
        mail: {
          to: stored.to,
          subject: decodeHeader(headers.get('subject') ?? ''),
          text: textOf(stored.raw),
        },
      };
    });
}

/**
 * The newest e-mail to this address received after `since` (ms epoch) that `matches` accepts (any, by
 * default), waiting for it up to timeoutMs. An action that sends one address two e-mails sends them in
 * no set order: a test reading one of them names it.
 */
export async function waitForMail(
  to: string,
  timeoutMs = 20_000,
  since = 0,
  matches: (mail: ReceivedMail) => boolean = () => true,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  const recipient = to.toLowerCase();
  for (;;) {
    const found = readMails()
      .filter(
        ({ name, mail }) =>
          mail.to.includes(recipient) && Number(name.split('-')[0]) >= since && matches(mail),
      )
      .at(-1);
    if (found) return found.mail;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
