import { z } from 'zod';
import { issueMessage } from '../../platform/validate';

/** Devices a member may register; a new one past this replaces their oldest (decision 028, bounded work). */
export const maxDevicesPerMember = 10;

const endpointText = issueMessage('devices.endpoint');
const base64Url = /^[A-Za-z0-9_-]+={0,2}$/;

/** The bytes of a base64url text, or null when it is not one. */
function bytesOf(text: string): Buffer | null {
  return base64Url.test(text) ? Buffer.from(text.replace(/=+$/, ''), 'base64url') : null;
}

/**
 * Whether the push service's host is one the server may post to (WEB_PUSH_ENDPOINT_HOSTS): an exact
 * host, or any subdomain of an entry that starts with a dot. The server sends requests to the address a
 * client gave, so only the push services' hosts are taken (no request to an internal address).
 */
export function isPushServiceHost(host: string, allowed: readonly string[]): boolean {
  const name = host.toLowerCase();
  return allowed.some((entry) => (entry.startsWith('.') ? name.endsWith(entry) : name === entry));
}

/**
 * A browser's push subscription as `PushSubscription.toJSON()` gives it (registerDevice, D3-7.20): the
 * https endpoint of an allowed push service, the P-256 public key (65 bytes, uncompressed) and the
 * 16-byte auth secret, both base64url.
 */
export function deviceInputSchema(allowedHosts: readonly string[]) {
  return z.object(
    {
      endpoint: z
        .string(endpointText)
        .trim()
        .max(1_000, endpointText)
        // Each check runs even when the one before failed (zod reports every issue): none may throw.
        .refine((value) => URL.canParse(value), endpointText)
        .refine((value) => URL.canParse(value) && new URL(value).protocol === 'https:', endpointText)
        .refine(
          (value) => URL.canParse(value) && isPushServiceHost(new URL(value).hostname, allowedHosts),
          issueMessage('devices.endpointHost'),
        ),
      keys: z.object(
        {
          p256dh: z
            .string(issueMessage('devices.p256dh'))
            .max(200, issueMessage('devices.p256dh'))
            .refine((value) => {
              const bytes = bytesOf(value);
              return bytes?.length === 65 && bytes[0] === 4;
            }, issueMessage('devices.p256dh')),
          auth: z
            .string(issueMessage('devices.auth'))
            .max(100, issueMessage('devices.auth'))
            .refine((value) => bytesOf(value)?.length === 16, issueMessage('devices.auth')),
        },
        issueMessage('devices.keys'),
      ),
    },
    issueMessage('devices.payload'),
  );
}

export const endpointInputSchema = z.object(
  { endpoint: z.string(endpointText).trim().min(1, endpointText).max(1_000, endpointText) },
  issueMessage('devices.payload'),
);
