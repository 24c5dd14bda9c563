import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { statesByCountry } from '@freight/domain/countries';
import type { SearchCriteria, SearchPlace } from '@freight/domain/search/criteria';
import { datePart } from '@freight/domain/zoned-dates';
import { toFormatLocale } from '../../../lib/format-locale';
import { useTrailerTypeLabel } from '../../../lib/trailer-type-label';
import { formatPlace } from '../../location/format-place';

type SearchCriteriaSummaryProps = {
  criteria: SearchCriteria;
  /** Id of the heading, for a card that is labelled by it. */
  titleId?: string;
};

/** A day as written in the date-time's own offset: "Nov 24, 2026" (D1-5.07), "24 nov. 2026" in French. */
function formatDay(value: string, language: string): string {
  const [year = 0, month = 1, day = 1] = datePart(value).split('-').map(Number);
  return new Intl.DateTimeFormat(toFormatLocale(language), {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year, month - 1, day));
}

function stateName(country: string, code: string): string {
  return statesByCountry[country as keyof typeof statesByCountry]?.[code] ?? code;
}

/**
 * What a saved search looks for (D1-2.22): the trailer type, the origin with its radius and pick-up
 * range, the destination (a city with its radius, Anywhere, or states) with its drop range. The
 * saved-search card adds its buttons; the results page shows it alone above the loads.
 */
export function SearchCriteriaSummary({ criteria, titleId }: SearchCriteriaSummaryProps) {
  const { t, i18n } = useTranslation();
  const trailerLabel = useTrailerTypeLabel();
  const language = i18n.language?.startsWith('fr') ? 'fr' : 'en';

  const placeWithRadius = (place: SearchPlace, radius: number) =>
    t('savedSearches.placeWithRadius', { place: formatPlace(place), radius });
  const range = (start: string | null, end: string | null) =>
    start && end
      ? t('savedSearches.dateRange', { start: formatDay(start, language), end: formatDay(end, language) })
      : null;

  const origin =
    criteria.originMode === 'city' && criteria.origin
      ? placeWithRadius(criteria.origin, criteria.originRadius)
      : t('savedSearches.anywhere');
  const destination =
    criteria.destinationMode === 'city' && criteria.destination
      ? placeWithRadius(criteria.destination, criteria.destinationRadius)
      : criteria.destinationMode === 'states'
        ? criteria.destinationStates.map((code) => stateName(criteria.destinationCountry, code)).join(', ')
        : t('savedSearches.anywhere');
  const pickUp = range(criteria.pickUpStartDate, criteria.pickUpEndDate);
  const drop =
    criteria.destinationMode === 'anywhere' ? null : range(criteria.dropStartDate, criteria.dropEndDate);

  const item = (term: string, description: string) => (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {term}
      </Text>
      <Text component="dd" m={0}>
        {description}
      </Text>
    </div>
  );

  return (
    <Stack gap="xs">
      <Title order={2} size="h4" id={titleId}>
        {trailerLabel(criteria.trailerType)}
      </Title>
      <SimpleGrid
        cols={{ base: 1, sm: 2 }}
        spacing="xs"
        verticalSpacing="xs"
        m={0}
        renderRoot={(props) => <dl {...props} />}
      >
        {item(t('savedSearches.origin'), origin)}
        {pickUp && item(t('savedSearches.pickUp'), pickUp)}
        {item(t('savedSearches.destination'), destination)}
        {drop && item(t('savedSearches.delivery'), drop)}
      </SimpleGrid>
    </Stack>
  );
}
