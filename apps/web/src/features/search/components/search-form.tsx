import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Fieldset, Group, SimpleGrid, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isGuestOnly } from '@freight/domain/permissions';
import type { SearchCriteria } from '@freight/domain/search/criteria';
import { effectiveTrailerType } from '@freight/domain/search/defaults';
import { setDestinationMode, setOriginAnywhere } from '@freight/domain/search/editing';
import { isRadiusEnabled } from '@freight/domain/search/radius';
import { hasIssues, validateSearchCriteria, type SearchIssues } from '@freight/domain/search/validation';
import { isChosenPlace, LocationField } from '../../location/components/location-field';
import { useNetworkGuard } from '../../../components/ui/network-guard';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { useConfig } from '../../../lib/config-provider';
import { useSearchScreenDefaults } from '../api/get-search-screen-defaults';
import { useSearchFormStore } from '../search-form-store';
import type { SearchResultsState } from '../search-navigation';
import { useSearchRuleMessage } from '../use-search-rule-message';
import { DateRangeField } from './date-range-field';
import { RadiusSlider } from './radius-slider';
import { StatesField } from './states-field';
import { TrailerTypeField } from './trailer-type-field';

/**
 * The New Search form (D1-4.01 to D1-4.06, D1-5): origin and destination, each a city, Anywhere, or
 * for the destination 1 to 3 states; the two date ranges; the trailer type. Every edit goes through
 * the store (editSearchForm); Search checks the rules of packages/domain and, when none is broken and
 * the browser is online, opens the results.
 */
export function SearchForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = useConfig();
  const roles = useAuth().claims?.roles ?? [];
  const { countries } = useSearchScreenDefaults();
  const { form, edit, clear } = useSearchFormStore();
  const { runOnline, offlineAlert } = useNetworkGuard();
  const messageOf = useSearchRuleMessage();
  const [issues, setIssues] = useState<SearchIssues>({});
  const [isSubmitted, setSubmitted] = useState(false);

  const isLocked = isGuestOnly(roles);
  const criteria: SearchCriteria = {
    ...form.criteria,
    trailerType: effectiveTrailerType(roles, form.criteria.trailerType, config),
  };
  const validate = (value: SearchCriteria) =>
    validateSearchCriteria(
      { ...value, trailerType: effectiveTrailerType(roles, value.trailerType, config) },
      { now: new Date(), config },
    );
  const errorOf = (field: keyof SearchIssues) => {
    const issue = issues[field];
    return issue ? messageOf(issue) : undefined;
  };

  // Once a search was refused, the messages follow each edit, so a fixed field loses its message.
  const handleEdit = (patch: Partial<SearchCriteria>) => {
    const next = edit(patch);
    if (isSubmitted) setIssues(validate(next.criteria));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(criteria);
    setSubmitted(true);
    setIssues(found);
    if (hasIssues(found)) return;
    runOnline(() => {
      const state: SearchResultsState = { criteria, from: 'newSearch' };
      void navigate(paths.app.searchResults.getHref(), { state });
    });
  };

  const handleClear = () => {
    clear();
    setIssues({});
    setSubmitted(false);
  };

  const isOriginAnywhere = criteria.originMode === 'anywhere';
  const isDestinationAnywhere = criteria.destinationMode === 'anywhere';
  const isStateMode = criteria.destinationMode === 'states';

  return (
    <form onSubmit={handleSubmit} aria-label={t('searchForm.formLabel')} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Fieldset legend={t('searchForm.origin')}>
            <Stack gap="sm">
              <Checkbox
                label={t('searchForm.anywhere')}
                checked={isOriginAnywhere}
                onChange={(event) => handleEdit(setOriginAnywhere(criteria, event.currentTarget.checked))}
              />
              <LocationField
                label={t('searchForm.originCity')}
                value={criteria.origin}
                onChange={(origin) => handleEdit({ originMode: 'city', origin })}
                disabled={isOriginAnywhere}
                error={errorOf('origin')}
              />
              <RadiusSlider
                label={t('searchForm.originRadius')}
                value={criteria.originRadius}
                onChange={(originRadius) => handleEdit({ originRadius })}
                disabled={!isRadiusEnabled(criteria.originMode) || !isChosenPlace(criteria.origin)}
                error={errorOf('originRadius')}
              />
              <DateRangeField
                label={t('searchForm.pickUpDates')}
                startTimeLabel={t('searchForm.pickUpStartTime')}
                endTimeLabel={t('searchForm.pickUpEndTime')}
                value={{ start: criteria.pickUpStartDate, end: criteria.pickUpEndDate }}
                onChange={({ start, end }) => handleEdit({ pickUpStartDate: start, pickUpEndDate: end })}
                error={errorOf('pickUpDates')}
              />
            </Stack>
          </Fieldset>
          <Fieldset legend={t('searchForm.destination')}>
            <Stack gap="sm">
              <Group gap="lg">
                <Checkbox
                  label={t('searchForm.anywhere')}
                  checked={isDestinationAnywhere}
                  onChange={(event) =>
                    handleEdit(setDestinationMode(event.currentTarget.checked ? 'anywhere' : 'city'))
                  }
                />
                <Switch
                  label={t('searchForm.stateMode')}
                  checked={isStateMode}
                  onChange={(event) =>
                    handleEdit(setDestinationMode(event.currentTarget.checked ? 'states' : 'city'))
                  }
                />
              </Group>
              {isStateMode ? (
                <StatesField
                  countries={countries}
                  country={criteria.destinationCountry}
                  states={criteria.destinationStates}
                  onChange={handleEdit}
                  error={errorOf('destinationStates')}
                />
              ) : (
                <>
                  <LocationField
                    label={t('searchForm.destinationCity')}
                    value={criteria.destination}
                    onChange={(destination) => handleEdit({ destinationMode: 'city', destination })}
                    disabled={isDestinationAnywhere}
                    error={errorOf('destination')}
                  />
                  <RadiusSlider
                    label={t('searchForm.destinationRadius')}
                    value={criteria.destinationRadius}
                    onChange={(destinationRadius) => handleEdit({ destinationRadius })}
                    disabled={
                      !isRadiusEnabled(criteria.destinationMode) || !isChosenPlace(criteria.destination)
                    }
                    error={errorOf('destinationRadius')}
                  />
                </>
              )}
              {/* Drop dates mean nothing without a destination (D1-5.03): they are neither shown nor sent. */}
              {!isDestinationAnywhere && (
                <DateRangeField
                  label={t('searchForm.dropDates')}
                  startTimeLabel={t('searchForm.dropStartTime')}
                  endTimeLabel={t('searchForm.dropEndTime')}
                  value={{ start: criteria.dropStartDate, end: criteria.dropEndDate }}
                  onChange={({ start, end }) => handleEdit({ dropStartDate: start, dropEndDate: end })}
                  error={errorOf('dropDates')}
                />
              )}
            </Stack>
          </Fieldset>
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <TrailerTypeField
            value={criteria.trailerType}
            onChange={(trailerType) => handleEdit({ trailerType })}
            isLocked={isLocked}
            error={errorOf('trailerType')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={handleClear}>
            {t('searchForm.clear')}
          </Button>
          <Button type="submit">{t('searchForm.search')}</Button>
        </Group>
      </Stack>
      {offlineAlert}
    </form>
  );
}
