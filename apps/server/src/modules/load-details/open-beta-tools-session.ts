import { randomUUID } from 'node:crypto';
import { importJWK, SignJWT } from 'jose';
import { z } from 'zod';
import { showsBetaTools } from '@freight/domain/load-details';
import { bucketByShipmentState } from '@freight/domain/shipment-states';
import { identityPath } from '../../identity/oidc-configuration';
import type { Caller } from '../../platform/caller';
import { publicUrl } from '../../platform/env';
import { forbidden, notFound } from '../../platform/errors';
import type { Services } from '../../platform/services';
import { ensureSigningKeys, loadSigningKeys, signingAlgorithm } from '../../platform/signing-keys';
import { issueMessage, parseInput } from '../../platform/validate';
import { findCallerShipment } from '../shipments/find-caller-shipment';
import { message } from '../../platform/i18n';

export const betaToolsAudience = 'beta-tools';
export const betaToolsShipmentNotFoundMessage = message('shipmentNotFound');
export const betaToolsNotOfferedMessage = message('loadDetails.betaToolsNotOffered');

export const betaToolsSessionSchema = z.object({
  shipmentId: z.string().trim().min(1, issueMessage('input.chooseShipment')).max(64),
});

export type BetaToolsSession = {
  url: string;
  accessToken: string;
  tokenType: string;
  expiresIn: number;
  shipmentId: string;
};

/** The server's newest active signing key, the one the embedded identity provider signs with. */
async function activeSigningKey(services: Pick<Services, 'db'>) {
  let { privateJwks } = await loadSigningKeys(services.db);
  if (privateJwks.length === 0) {
    // With an external identity provider the embedded one never made a key.
    await ensureSigningKeys(services.db);
    ({ privateJwks } = await loadSigningKeys(services.db));
  }
  const jwk = privateJwks[0]!;
  return { kid: jwk.kid!, key: await importJWK(jwk, signingAlgorithm) };
}

/**
 * POST /v1/beta-tools/session (D1-2.28, D1-9.10): a short-lived token for the external Beta tool,
 * opened from a shipment's details panel in My Loads (not Carrier Assigned). The route's guard has
 * checked the Beta role and the beta-tools flag. The token is a JWT signed with the server's signing
 * key, so the tool verifies it with the keys published at /identity/jwks: audience 'beta-tools',
 * subject the member, claim shipment_id, valid for the configured lifetime (3600 s by default).
 */
export async function openBetaToolsSession(
  services: Pick<Services, 'db' | 'appConfig' | 'now' | 'env'>,
  caller: Caller,
  body: unknown,
): Promise<BetaToolsSession> {
  const request = parseInput(betaToolsSessionSchema, body);
  const found = await findCallerShipment(services.db, caller, request.shipmentId);
  if (!found) throw notFound(betaToolsShipmentNotFoundMessage);
  const config = await services.appConfig();
  const module = bucketByShipmentState[found.shipment.shipmentState] ?? null;
  if (!showsBetaTools({ module, roles: caller.roles, features: config.features }))
    throw forbidden(betaToolsNotOfferedMessage);

  const { kid, key } = await activeSigningKey(services);
  const issuedAt = Math.floor(services.now().getTime() / 1000);
  const lifetime = config.betaTools.tokenLifetimeSeconds;
  const shipmentId = found.shipment.shipmentId;
  const accessToken = await new SignJWT({ shipment_id: shipmentId })
    .setProtectedHeader({ alg: signingAlgorithm, kid, typ: 'JWT' })
    .setIssuer(`${publicUrl(services.env)}${identityPath}`)
    .setAudience(betaToolsAudience)
    .setSubject(caller.memberId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + lifetime)
    .setJti(randomUUID())
    .sign(key);
  return {
    url: config.betaTools.url,
    accessToken,
    tokenType: config.betaTools.tokenType,
    expiresIn: lifetime,
    shipmentId,
  };
}
