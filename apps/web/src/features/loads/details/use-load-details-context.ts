import type { LoadDetailsContext } from '@freight/domain/load-details';
import { useAuth } from '../../../lib/auth/auth-context';
import { useConfig } from '../../../lib/config-provider';
import type { LoadDetailsView } from './load-details-view';

/** The context the panel's rules read: the signed-in roles, the served feature flags and the load. */
export function useLoadDetailsContext(view: LoadDetailsView): LoadDetailsContext {
  const { claims } = useAuth();
  const { features } = useConfig();
  return {
    module: view.module,
    roles: claims?.roles ?? [],
    features,
    loadType: view.loadType,
    hasServices: view.hasServices,
  };
}
