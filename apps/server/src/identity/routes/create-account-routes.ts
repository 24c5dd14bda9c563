import type { FastifyInstance } from 'fastify';
import { renderCreateAccountPage } from '../pages/create-account-page';
import { signUp } from '../sign-up';
import {
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

const asText = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * Create account: a new Guest member, who chooses a password from the link of the mail. The answer is
 * the same whether the e-mail already had an account or not.
 */
export function registerCreateAccountRoutes(app: FastifyInstance, options: IdentityPagesOptions): void {
  const { provider, services, publicUrl } = options;
  const path = '/create-account';

  app.get<UidParams>(`/identity/interaction/:uid${path}`, async (request, reply) => {
    const interaction = await findInteraction(provider, request, reply);
    if (!interaction) return sendInteractionGone(request, reply, publicUrl);
    return sendHtml(reply, renderCreateAccountPage(interactionPage(request, reply, interaction, path)));
  });

  app.post<UidParams>(
    `/identity/interaction/:uid${path}`,
    { config: formPostRateLimit(services) },
    async (request, reply) => {
      const interaction = await findInteraction(provider, request, reply);
      if (!interaction) return sendInteractionGone(request, reply, publicUrl);
      const page = interactionPage(request, reply, interaction, path);
      const form = readForm(request.body, ['firstName', 'lastName', 'email'] as const);
      const { params } = interaction;
      const result = await signUp(services, {
        ...form,
        campaign: {
          source: asText(params.utm_source),
          medium: asText(params.utm_medium),
          name: asText(params.utm_campaign),
        },
        language: page.language,
        publicUrl,
        now: services.now(),
      });
      if (result.kind === 'invalid') {
        const errors = toFieldErrors(page, result.issues);
        return sendHtml(reply, renderCreateAccountPage(page, { ...form, errors }), 400);
      }
      const sent = page.t('signUp.sent', { email: form.email.trim() });
      return sendHtml(reply, renderCreateAccountPage(page, { sent }));
    },
  );
}
