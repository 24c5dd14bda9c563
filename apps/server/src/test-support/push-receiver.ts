import { createDecipheriv, createECDH, createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, Agent } from 'node:https';
import type { AddressInfo } from 'node:net';
import { decodeProtectedHeader, importJWK, jwtVerify, type JWTPayload } from 'jose';

// A real push service for the tests, on https://127.0.0.1: it holds the private half of each
// subscription it hands out, decrypts what a sender posts (aes128gcm, RFC 8188, with the Web Push key
// derivation of RFC 8291) and checks the VAPID signature (RFC 8292), as a browser's push service and
// the browser together would. No part of web-push is used to read what web-push wrote.

// A self-signed certificate for 127.0.0.1 alone, valid until 2126, made for this receiver (web-push
// only speaks https). Its key protects nothing: it is not a secret. The browser tests' server trusts it
// through NODE_EXTRA_CA_CERTS (e2e/support/start-server.mjs).
export const receiverCertificatePath = new URL('./push-receiver.cert.pem', import.meta.url);
const receiverCertificate = readFileSync(receiverCertificatePath, 'utf8');
const receiverKey = readFileSync(new URL('./push-receiver.key.pem', import.meta.url), 'utf8');

/** What a browser's PushSubscription.toJSON() gives: the endpoint and the public keys. */
export type TestSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };

export type ReceivedPush = {
  /** The path of the endpoint it was posted to. */
  path: string;
  /** The decrypted payload, as text. */
  text: string;
  ttl: number;
  /** The VAPID JWT's claims, verified with the key named in the Authorization header. */
  claims: JWTPayload;
  /** The VAPID public key (base64url) of that header. */
  vapidKey: string;
};

export type PushReceiver = {
  origin: string;
  received: ReceivedPush[];
  /** Refusals of the request (wrong encryption, bad signature), with their reason. */
  refused: string[];
  /** A new subscription at this receiver; `status` is what its endpoint answers (201 by default). */
  subscribe: (status?: number) => TestSubscription;
  /** A TLS agent that trusts the receiver's certificate, for the sender. */
  agent: Agent;
  close: () => Promise<void>;
};

type Holder = { ecdh: ReturnType<typeof createECDH>; auth: Buffer; status: number };

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** Decrypts one aes128gcm body for the subscription whose private key and auth secret are given. */
export function decryptPush(body: Buffer, holder: Pick<Holder, 'ecdh' | 'auth'>): string {
  // RFC 8188 §2.1: salt (16) | record size (4) | key id length (1) | key id | records.
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const records = body.subarray(21 + idLength);
  if (idLength !== 65 || senderKey[0] !== 4) throw new Error('the key id is not a P-256 public key');
  if (records.length > recordSize) throw new Error('more than one record');
  // RFC 8291 §3.3, 3.4: the input keying material from the ECDH secret and the auth secret.
  const receiverKey = holder.ecdh.getPublicKey();
  const ecdhSecret = holder.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverKey, senderKey, Buffer.from([1])]);
  const ikm = hmac(hmac(holder.auth, ecdhSecret), keyInfo);
  // RFC 8188 §2.2, 2.3: the content-encryption key and the nonce.
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const padded = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then any number of zeros of padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('the last record has no delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** Checks `Authorization: vapid t=<jwt>, k=<key>` (RFC 8292 §3) for this origin; answers the claims. */
async function verifyVapid(header: string | undefined, origin: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error('no vapid authorization');
  const [, token, key] = match as unknown as [string, string, string];
  const raw = Buffer.from(key, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('the vapid key is not a P-256 public key');
  if (decodeProtectedHeader(token).alg !== 'ES256') throw new Error('the vapid token is not ES256');
  const publicKey = await importJWK({
    kty: 'EC',
    crv: 'P-256',
    x: raw.subarray(1, 33).toString('base64url'),
    y: raw.subarray(33).toString('base64url'),
    alg: 'ES256',
  });
  const { payload } = await jwtVerify(token, publicKey, { audience: origin, algorithms: ['ES256'] });
  if (!payload.exp || payload.exp * 1000 > Date.now() + 24 * 60 * 60 * 1000)
    throw new Error('the vapid token lives more than 24 hours');
  if (!/^(mailto:|https:)/.test(String(payload.sub))) throw new Error('the vapid subject is no contact');
  return { claims: payload, vapidKey: key };
}

export async function startPushReceiver(): Promise<PushReceiver> {
  const holders = new Map<string, Holder>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  let origin = '';
  const server = createServer({ cert: receiverCertificate, key: receiverKey }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      const holder = holders.get(path);
      const answer = (status: number) => response.writeHead(status).end();
      if (request.method !== 'POST' || !holder) return answer(404);
      if (holder.status !== 201) return answer(holder.status);
      if (request.headers['content-encoding'] !== 'aes128gcm') {
        refused.push('content-encoding');
        return answer(400);
      }
      verifyVapid(request.headers.authorization, origin)
        .then(({ claims, vapidKey }) => {
          const text = decryptPush(Buffer.concat(chunks), holder);
          received.push({ path, text, ttl: Number(request.headers.ttl), claims, vapidKey });
          answer(201);
        })
        .catch((error: unknown) => {
          refused.push(error instanceof Error ? error.message : String(error));
          answer(403);
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new Agent({ ca: receiverCertificate });
  return {
    origin,
    received,
    refused,
    agent,
    subscribe: (status = 201) => {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/${randomBytes(12).toString('base64url')}`;
      holders.set(path, { ecdh, auth, status });
      return {
        endpoint: `${origin}${path}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    close: async () => {
      agent.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
