import type { FastifyInstance } from 'fastify';
import { pageContext } from '../page-language';
import { renderMessagePage } from '../pages/message-page';
import { renderResetPasswordPage } from '../pages/reset-password-page';
import { findResetTokenMember, resetPassword } from '../reset-password';
import {
  formPostRateLimit,
  readForm,
  requestLanguage,
  sendHtml,
  toFieldErrors,
  type IdentityPagesOptions,
} from './page-support';

type TokenParams = { Params: { token: string } };

/** The page a reset e-mail links to: choose a new password with the token of the link. */
export function registerResetLinkRoutes(app: FastifyInstance, options: IdentityPagesOptions): void {
  const { services, publicUrl } = options;
  const signIn = `${publicUrl}/carrier/login`;

  const pageFor = (request: Parameters<typeof requestLanguage>[0], token: string) => {
    const path = `/identity/reset-password/${encodeURIComponent(token)}`;
    return { page: pageContext(requestLanguage(request), path, path), path };
  };
  const invalidLink = (page: ReturnType<typeof pageFor>['page']) =>
    renderMessagePage(page, {
      title: page.t('reset.title'),
      message: page.t('reset.invalidLink'),
      isError: true,
      link: { href: signIn, label: page.t('reset.goToSignIn') },
    });

  app.get<TokenParams>('/identity/reset-password/:token', async (request, reply) => {
    const { page, path } = pageFor(request, request.params.token);
    const member = await findResetTokenMember(services.db, request.params.token, services.now());
    if (!member) return sendHtml(reply, invalidLink(page), 410);
    return sendHtml(reply, renderResetPasswordPage(page, { action: path }));
  });

  app.post<TokenParams>(
    '/identity/reset-password/:token',
    { config: formPostRateLimit(services) },
    async (request, reply) => {
      const { page, path } = pageFor(request, request.params.token);
      const form = readForm(request.body, ['password', 'confirmPassword'] as const);
      const result = await resetPassword(services.db, {
        ...form,
        token: request.params.token,
        now: services.now(),
      });
      switch (result.kind) {
        case 'changed':
          return sendHtml(
            reply,
            renderMessagePage(page, {
              title: page.t('reset.title'),
              message: page.t('reset.done'),
              link: { href: signIn, label: page.t('reset.goToSignIn') },
            }),
          );
        case 'invalid':
          return sendHtml(
            reply,
            renderResetPasswordPage(page, { action: path, errors: toFieldErrors(page, result.issues) }),
            400,
          );
        case 'invalidToken':
          return sendHtml(reply, invalidLink(page), 410);
      }
    },
  );
}
