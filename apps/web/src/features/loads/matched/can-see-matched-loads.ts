import { hasPermission } from '@freight/domain/permissions';
import { useAuth } from '../../../lib/auth/auth-context';
import { useConfig } from '../../../lib/config-provider';

export type MatchedLoadsKind = 'recommended' | 'watched';

/**
 * Recommended and Watched are for the roles of the role table (D1-6: Dispatcher, Leased) while their
 * feature flag is on; the server refuses everyone else anyway.
 */
export function useCanSeeMatchedLoads(kind: MatchedLoadsKind): boolean {
  const { claims } = useAuth();
  const { features } = useConfig();
  const isFeatureOn = kind === 'recommended' ? features.recommended : features.watched;
  return isFeatureOn && hasPermission(claims?.roles ?? [], `home.${kind}`);
}
