import { useMaySeeProfit } from '../../features/cost-profile/api/get-cost-profile';
import { CostProfileSection } from '../../features/cost-profile/components/cost-profile-section';
import { PreferencesPage } from '../../features/preferences/components/preferences-page';

/**
 * Preferences (decision 057) with, for the members who see profit figures, the carrier's cost profile
 * among its sections (decision 058): the app puts the two features on one page, neither imports the other.
 */
export function PreferencesRoute() {
  const maySeeProfit = useMaySeeProfit();
  return <PreferencesPage>{maySeeProfit && <CostProfileSection />}</PreferencesPage>;
}
