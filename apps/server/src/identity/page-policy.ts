import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { formatPolicy } from '../platform/security-headers';

/**
 * The logout page submits the provider's confirmation form by itself (the app already asked, D3-4.09).
 * The one script of the identity pages: the policy allows exactly this text, by its hash.
 */
export const logoutAutoSubmitScript =
  "document.forms['op.logoutForm'].insertAdjacentHTML('beforeend','<input type=\"hidden\" name=\"logout\" value=\"yes\">');document.forms['op.logoutForm'].submit();";

const scriptHash = createHash('sha256').update(logoutAutoSubmitScript).digest('base64');

/**
 * The identity pages are self-contained (inline styles, no image, no font), post their forms to
 * themselves and run no script but the logout one. Reset links carry their token in the address, and
 * the app-wide `no-referrer` keeps it from other sites.
 */
export const identityPagePolicy = formatPolicy({
  'default-src': ["'none'"],
  'script-src': [`'sha256-${scriptHash}'`],
  'style-src': ["'unsafe-inline'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'none'"],
});

/** Replaces the app's policy on every answer of this scope (the provider's own included). */
export function applyIdentityPagePolicy(scope: FastifyInstance): void {
  scope.addHook('onRequest', async (_request, reply) => {
    reply.raw.setHeader('content-security-policy', identityPagePolicy);
  });
}
