import type { ApiModule } from '../../platform/module';
import { getHelpContent } from './get-help-content';
import { getTermsAndConditions } from './get-terms-and-conditions';
import { getWebContent } from './get-web-content';

// Editorial content for the web app (D3-7.22): the home banner, site news, the footer and help, in the
// caller's language. Signed in only: the texts speak to carriers, not to the public.
export const contentModule: ApiModule = {
  name: 'content',
  routes: (app, services) => {
    app.get('/contentstack/v1/contentstack', { config: { access: 'signedIn' } }, (request) =>
      getWebContent(services, request.query, request.headers['accept-language']),
    );
    // Support and the More tab (D3-2.67, D3-2.68): the help content in its menu shape, everyone but
    // Guest (D1-6.13: More content).
    app.get('/contentstack/v1/contentstack/help', { config: { access: 'more.moreContent' } }, (request) =>
      getHelpContent(services, request.query, request.headers['accept-language']),
    );
    // The terms of a load type, shown in the rate confirmation before booking (D1-7.23).
    app.get('/v1/contentorconfig', { config: { access: 'signedIn' } }, (request) =>
      getTermsAndConditions(services, request.query, request.headers['accept-language']),
    );
  },
};
