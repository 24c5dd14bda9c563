import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../../lib/api-client';
import { useApiClient } from '../../../../lib/api-provider';

// Beta Tools (D1-2.28, D2-6.08, D1-9.10): POST /v1/beta-tools/session { shipmentId } answers a
// short-lived token for the external tool, which opens in a new tab with the token and the shipment
// id in the address's fragment: a fragment is never sent to a server, so the token stays out of
// every access log on the way.

export const betaToolsSessionPath = '/v1/beta-tools/session';

export type BetaToolsSession = {
  url: string;
  accessToken: string;
  tokenType: string;
  expiresIn: number;
  shipmentId: string;
};

export function parseBetaToolsSession(body: unknown): BetaToolsSession {
  const item = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const { url, accessToken, tokenType, expiresIn, shipmentId } = item;
  if (
    typeof url !== 'string' ||
    typeof accessToken !== 'string' ||
    typeof tokenType !== 'string' ||
    typeof expiresIn !== 'number' ||
    typeof shipmentId !== 'string'
  ) {
    throw new ApiError('INTERNAL', 'Unexpected beta tools session');
  }
  return { url, accessToken, tokenType, expiresIn, shipmentId };
}

/** The tool's address with the session in its fragment (replacing any fragment it had). */
export function buildBetaToolsUrl(session: BetaToolsSession): string {
  const address = new URL(session.url);
  address.hash = new URLSearchParams({
    access_token: session.accessToken,
    token_type: session.tokenType,
    expires_in: String(session.expiresIn),
    shipmentId: session.shipmentId,
  }).toString();
  return address.href;
}

/** Asks for a session, then opens the tool in a new tab. */
export function useOpenBetaTools() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (shipmentId: string) => {
      const session = parseBetaToolsSession(await client.postJson(betaToolsSessionPath, { shipmentId }));
      window.open(buildBetaToolsUrl(session), '_blank', 'noopener');
      return session;
    },
  });
}
