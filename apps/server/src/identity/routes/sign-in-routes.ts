import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import type { Interaction } from 'oidc-provider';
import { clientScopes } from '@freight/domain/session';
import { resetPassword, cancelPasswordReset } from '../reset-password';
import { signIn } from '../sign-in';
import { renderResetPasswordPage } from '../pages/reset-password-page';
import { renderSignInPage } from '../pages/sign-in-page';
import type { PageContext } from '../pages/page-context';
import type { FieldError } from '../pages/layout';
import {
  completeSignIn,
  findInteraction,
  formPostRateLimit,
  interactionPage,
  readForm,
  sendHtml,
  sendInteractionGone,
  toFieldErrors,
  type IdentityPagesOptions,
  type UidParams,
} from './page-support';

async function grantClientScopes(provider: Provider, interaction: Interaction, accountId: string) {
  const existing = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
  const grant = existing ?? new provider.Grant({ clientId: String(interaction.params.client_id), accountId });
  grant.addOIDCScope(clientScopes.join(' '));
  return grant.save();
}

function renderRequiredReset(page: PageContext, token: string, errors: FieldError[] = []) {
  return renderResetPasswordPage(page, {
    action: `${page.base}/reset-password`,
    cancelAction: `${page.base}/reset-password/cancel`,
    token,
    intro: page.t('reset.requiredIntro'),
    errors,
  });
}

/** How long to wait, in the page's language: seconds under a minute, whole minutes above. */
function formatWait(language: string, seconds: number): string {
  const [amount, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(amount);
}

/** The sign-in page of an interaction, its form, and the password change it may require first. */
export function registerSignInRoutes(app: FastifyInstance, options: IdentityPagesOptions): void {
  const { provider, services, publicUrl } = options;

  app.get<UidParams & { Querystring: { notice?: string } }>(
    '/identity/interaction/:uid',
    async (request, reply) => {
      const interaction = await findInteraction(provider, request, reply);
      if (!interaction) return sendInteractionGone(request, reply, publicUrl);
      // A client that asks for prompt=consent gets no consent screen from a first-party provider: the
      // member is already known, so the client's scopes are granted and the flow goes on.
      if (interaction.prompt.name === 'consent' && interaction.session?.accountId) {
        const grantId = await grantClientScopes(provider, interaction, interaction.session.accountId);
        const returnTo = await provider.interactionResult(request.raw, reply.raw, { consent: { grantId } });
        return reply.redirect(returnTo, 303);
      }
      const page = interactionPage(request, reply, interaction);
      const notice = request.query.notice === 'reset-cancelled' ? page.t('signIn.resetCancelled') : undefined;
      const loginHint =
        typeof interaction.params.login_hint === 'string' ? interaction.params.login_hint : undefined;
      return sendHtml(reply, renderSignInPage(page, { notice, email: loginHint }));
    },
  );

  app.post<UidParams>(
    '/identity/interaction/:uid/sign-in',
    { config: formPostRateLimit(services) },
    async (request, reply) => {
      const interaction = await findInteraction(provider, request, reply);
      if (!interaction) return sendInteractionGone(request, reply, publicUrl);
      const page = interactionPage(request, reply, interaction);
      const form = readForm(request.body, ['email', 'password'] as const);
      const invalid = (errors: FieldError[], status: number) =>
        sendHtml(reply, renderSignInPage(page, { email: form.email, errors }), status);

      const missing: FieldError[] = [];
      if (!form.email.trim()) missing.push({ field: 'email', message: page.t('required.email') });
      if (!form.password) missing.push({ field: 'password', message: page.t('required.password') });
      if (missing.length > 0) return invalid(missing, 400);

      const result = await signIn(services.db, { ...form, address: request.ip, now: services.now() });
      switch (result.kind) {
        case 'signedIn':
          return completeSignIn(options, request, reply, result.memberId, page.language);
        case 'resetRequired':
          // D1-7.26, D3-2.23: the password-reset policy sends the member through the reset first.
          return sendHtml(reply, renderRequiredReset(page, result.resetToken));
        case 'delayed': {
          const wait = formatWait(page.language, result.seconds);
          return invalid([{ field: 'email', message: page.t('signIn.delayed', { wait }) }], 429);
        }
        case 'inactive':
          return invalid([{ field: 'email', message: page.t('signIn.inactive') }], 403);
        case 'invalid':
          return invalid([{ field: 'password', message: page.t('signIn.invalid') }], 401);
      }
    },
  );

  app.post<UidParams>(
    '/identity/interaction/:uid/reset-password',
    { config: formPostRateLimit(services) },
    async (request, reply) => {
      const interaction = await findInteraction(provider, request, reply);
      if (!interaction) return sendInteractionGone(request, reply, publicUrl);
      const page = interactionPage(request, reply, interaction);
      const form = readForm(request.body, ['token', 'password', 'confirmPassword'] as const);
      const result = await resetPassword(services.db, { ...form, now: services.now() });
      switch (result.kind) {
        case 'changed':
          return completeSignIn(options, request, reply, result.memberId, page.language);
        case 'invalid':
          return sendHtml(
            reply,
            renderRequiredReset(page, form.token, toFieldErrors(page, result.issues)),
            400,
          );
        case 'invalidToken':
          return reply.redirect(`${page.base}?notice=reset-cancelled&lang=${page.language}`, 303);
      }
    },
  );

  // D1-7.26, D3-2.23: a cancelled reset restarts the sign-in, in the same interaction.
  app.post<UidParams>(
    '/identity/interaction/:uid/reset-password/cancel',
    { config: formPostRateLimit(services) },
    async (request, reply) => {
      const interaction = await findInteraction(provider, request, reply);
      if (!interaction) return sendInteractionGone(request, reply, publicUrl);
      const page = interactionPage(request, reply, interaction);
      const { token } = readForm(request.body, ['token'] as const);
      if (token) await cancelPasswordReset(services.db, token, services.now());
      return reply.redirect(`${page.base}?notice=reset-cancelled&lang=${page.language}`, 303);
    },
  );
}
