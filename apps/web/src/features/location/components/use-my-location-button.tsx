import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../../lib/api-provider';
import { useConfig } from '../../../lib/config-provider';
import { findNearestLocation } from '../api/find-nearest-location';
import type { LocationSuggestion } from '../api/search-locations';

type Problem = 'denied' | 'unavailable' | 'notFound' | 'failed';

type UseMyLocationButtonProps = {
  /** Called with the place nearest to the device. */
  onFound: (suggestion: LocationSuggestion) => void;
  /** The browser's Geolocation API; tests pass a fake. */
  geolocation?: Geolocation | null;
};

const browserGeolocation = () =>
  typeof navigator !== 'undefined' && 'geolocation' in navigator ? navigator.geolocation : null;

/**
 * "Use my current location" beside the city typeahead (D2-5.01's detected current location): one
 * position from the device, named by the server's nearest place (D2-7.25). The driver sees why when
 * it cannot: location refused, none to give, or no town near enough; typing the city still works.
 */
export function UseMyLocationButton({ onFound, geolocation }: UseMyLocationButtonProps) {
  const { t } = useTranslation();
  const client = useApiClient();
  const { positionTimeoutMs } = useConfig().gps;
  const [isLocating, setLocating] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  const locate = () => {
    const source = geolocation === undefined ? browserGeolocation() : geolocation;
    setProblem(null);
    if (!source) {
      setProblem('unavailable');
      return;
    }
    setLocating(true);
    source.getCurrentPosition(
      (position) => {
        findNearestLocation(client, position.coords)
          .then((found) => (found ? onFound(found) : setProblem('notFound')))
          .catch(() => setProblem('failed'))
          .finally(() => setLocating(false));
      },
      (error) => {
        setLocating(false);
        setProblem(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable');
      },
      { enableHighAccuracy: false, timeout: positionTimeoutMs, maximumAge: 60_000 },
    );
  };

  return (
    <Stack gap={4} align="flex-start">
      <Button variant="subtle" size="compact-sm" onClick={locate} loading={isLocating}>
        {t('location.useMyLocation')}
      </Button>
      {problem && (
        <Text size="sm" c="red.8" role="alert">
          {t(`location.problems.${problem}`)}
        </Text>
      )}
    </Stack>
  );
}
