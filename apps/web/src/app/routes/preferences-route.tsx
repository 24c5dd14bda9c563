import { useMaySeeProfit } from '../../features/cost-profile/api/get-cost-profile';
import { CostProfileSection } from '../../features/cost-profile/components/cost-profile-section';
import { PreferencesPage } from '../../features/preferences/components/preferences-page';
import { PushDeviceSection } from '../../features/push/components/push-device-section';

/**
 * Preferences (decision 057) with, for the members who see profit figures, the carrier's cost profile
 * among its sections (decision 058), and the notifications on this device (decision 060): the app puts
 * the features on one page, none imports another.
 */
export function PreferencesRoute() {
  const maySeeProfit = useMaySeeProfit();
  return (
    <PreferencesPage>
      {maySeeProfit && <CostProfileSection />}
      <PushDeviceSection />
    </PreferencesPage>
  );
}
