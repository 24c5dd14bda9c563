import type { FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { signedInCaller } from '../../platform/access';
import { AppError, unavailable } from '../../platform/errors';
import { message } from '../../platform/i18n';
import { grantClaim } from '../../platform/live-grants';
import type { LiveHub, LiveSession } from './live-hub';

/** The session of the request's token, which authentication has already verified. */
function sessionOf(request: FastifyRequest, memberId: string, now: number, maxAgeMs: number): LiveSession {
  const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
  const claims = decodeJwt(token);
  const grant = claims[grantClaim];
  const expiresAt = typeof claims.exp === 'number' ? claims.exp * 1000 : now + maxAgeMs;
  return { memberId, grantId: typeof grant === 'string' ? grant : undefined, expiresAt };
}

/**
 * GET /live/v1/events (decision 061): the signed-in member's server-sent events, until they close it,
 * their token expires, their session ends or the server stops. Past the caps it answers as any refusal
 * does (before anything is streamed); then the answer is the stream itself.
 */
export function openLiveStream(
  hub: LiveHub,
  limits: { perMember: number; maxAgeMs: number },
  request: FastifyRequest,
  reply: FastifyReply,
  now: number,
): void {
  const caller = signedInCaller(request);
  const admission = hub.admit(caller.memberId);
  if (admission === 'MEMBER_FULL')
    throw new AppError('LIMIT_EXCEEDED', message('live.tooManyStreams', { max: limits.perMember }));
  if (admission === 'PROCESS_FULL') throw unavailable(message('live.busy'));
  const session = sessionOf(request, caller.memberId, now, limits.maxAgeMs);

  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    // A proxy that buffers answers (nginx) would hold the events back.
    'x-accel-buffering': 'no',
    'x-request-id': request.id,
  });
  const stream = {
    listener: { memberId: caller.memberId, carrierId: caller.carrier?.id ?? null, roles: caller.roles },
    session,
    sink: {
      write: (text: string) => void raw.write(text),
      bufferedBytes: () => raw.writableLength,
      end: () => raw.end(),
    },
  };
  raw.on('close', () => hub.remove(stream));
  hub.add(stream);
}
