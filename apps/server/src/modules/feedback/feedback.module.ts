import { signedInCaller } from '../../platform/access';
import type { ApiModule } from '../../platform/module';
import { submitFeedback } from './submit-feedback';

// Feedback (D3-2.69, D3-7.20): the More menu's form, any signed-in member (D3-6.08), on the path the
// spec gives the device service. Device registration (registerDevice) is the same service's other
// call and is not served here.
export const feedbackModule: ApiModule = {
  name: 'feedback',
  routes: (app, services) => {
    app.post('/devicemanage/v1/manage', { config: { access: 'signedIn' } }, (request) =>
      submitFeedback(services, signedInCaller(request), request.body),
    );
  },
};
