import type { FastifyInstance } from 'fastify';
import { renderCreateAccountPage } from '../pages/create-account-page';
import { signUp } from '../sign-up';
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

const asText = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** Create account: a new Guest member, signed in at once. */
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
      const form = readForm(request.body, [
        'firstName',
        'lastName',
        'email',
        'password',
        'confirmPassword',
      ] as const);
      const { params } = interaction;
      const result = await signUp(services.db, {
        ...form,
        campaign: {
          source: asText(params.utm_source),
          medium: asText(params.utm_medium),
          name: asText(params.utm_campaign),
        },
      });
      if (result.kind === 'created') return completeSignIn(options, request, reply, result.memberId);
      const errors =
        result.kind === 'exists'
          ? [{ field: 'email', message: page.t('signUp.exists') }]
          : toFieldErrors(page, result.issues);
      return sendHtml(
        reply,
        renderCreateAccountPage(page, { ...form, errors }),
        result.kind === 'exists' ? 409 : 400,
      );
    },
  );
}
