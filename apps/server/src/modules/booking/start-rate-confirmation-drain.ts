import type { FastifyInstance } from 'fastify';
import type { Services } from '../../platform/services';
import { drainRateConfirmations, rateConfirmationsDueChannel } from './drain-rate-confirmations';

/**
 * Drains the rate confirmations' outbox whenever a settling transaction of any server process says
 * some are due (NOTIFY on commit), and once when the listening connection is back after a cut. Runs
 * never overlap: a notice during a run asks for one more run. The booking resolver's passes drain too
 * (what a lost notice or a stopped process left). Closing the app stops listening, then waits for the
 * run under way.
 */
export async function startRateConfirmationDrain(app: FastifyInstance, services: Services): Promise<void> {
  const log = app.log.child({ component: 'rate-confirmations' });
  let running: Promise<void> | null = null;
  let again = false;
  const run = async () => {
    do {
      again = false;
      await drainRateConfirmations(services, log).catch((error: unknown) =>
        log.error({ err: error }, 'rate confirmations: drain failed'),
      );
    } while (again);
    running = null;
  };
  const wake = () => {
    if (running) again = true;
    else running = run();
  };
  const stopListening = await services.listen(rateConfirmationsDueChannel, wake, wake);
  app.addHook('onClose', async () => {
    await stopListening();
    await running;
  });
}
