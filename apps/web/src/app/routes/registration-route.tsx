import { Suspense, lazy } from 'react';
import { useDisclosure } from '@mantine/hooks';
import type { RegistrationFormValues } from '@freight/domain/people/registration-form';
import { PageLoader } from '../../components/ui/page-loader';
import { withCatalogueBlocks } from '../../lib/i18n';
import { RootLayout } from '../root-layout';
import { LogoutDialog } from '../shell/logout-dialog';

const RegistrationPage = lazy(
  withCatalogueBlocks(['registration', 'users'], () =>
    import('../../features/users/components/registration-page').then((module) => ({
      default: module.RegistrationPage,
    })),
  ),
);

type RegistrationRouteProps = {
  defaults: Pick<RegistrationFormValues, 'firstName' | 'lastName' | 'mobileNumber' | 'countryCode'>;
  onRegistered: () => void;
};

/** Registration in the public frame (D3-2.31): no navigation yet; closing it asks to log out (D3-2.32). */
export function RegistrationRoute({ defaults, onRegistered }: RegistrationRouteProps) {
  const [isLogoutOpen, logout] = useDisclosure(false);
  return (
    <RootLayout>
      <Suspense fallback={<PageLoader />}>
        <RegistrationPage defaults={defaults} onRegistered={onRegistered} onClose={logout.open} />
      </Suspense>
      <LogoutDialog opened={isLogoutOpen} onClose={logout.close} />
    </RootLayout>
  );
}
