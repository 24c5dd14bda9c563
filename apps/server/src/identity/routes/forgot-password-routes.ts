import type { FastifyInstance } from 'fastify';
import { isEmailAddress } from '../field-issues';
import { renderForgotPasswordPage } from '../pages/forgot-password-page';
import { requestPasswordReset } from '../request-password-reset';
import { resetTokenTtlMinutes } from '../reset-tokens';
import {
  findInteraction,
  formPostRateLimit,
  interactionPage,
  readForm,
  sendHtml,
  sendInteractionGone,
  type IdentityPagesOptions,
  type UidParams,
} from './page-support';

/** Forgot password: the same answer whether or not the account exists. */
export function registerForgotPasswordRoutes(app: FastifyInstance, options: IdentityPagesOptions): void {
  const { provider, services, publicUrl } = options;
  const path = '/forgot-password';

  app.get<UidParams>(`/identity/interaction/:uid${path}`, async (request, reply) => {
    const interaction = await findInteraction(provider, request, reply);
    if (!interaction) return sendInteractionGone(request, reply, publicUrl);
    return sendHtml(reply, renderForgotPasswordPage(interactionPage(request, reply, interaction, path)));
  });

  app.post<UidParams>(
    `/identity/interaction/:uid${path}`,
    { config: formPostRateLimit(services) },
    async (request, reply) => {
      const interaction = await findInteraction(provider, request, reply);
      if (!interaction) return sendInteractionGone(request, reply, publicUrl);
      const page = interactionPage(request, reply, interaction, path);
      const email = readForm(request.body, ['email'] as const).email.trim();
      if (!isEmailAddress(email)) {
        const message = page.t(email ? 'field.emailInvalid' : 'required.email');
        return sendHtml(
          reply,
          renderForgotPasswordPage(page, { email, errors: [{ field: 'email', message }] }),
          400,
        );
      }
      await requestPasswordReset(services, {
        email,
        language: page.language,
        publicUrl,
        now: services.now(),
      });
      const sent = page.t('forgot.sent', { email, minutes: resetTokenTtlMinutes });
      return sendHtml(reply, renderForgotPasswordPage(page, { sent }));
    },
  );
}
