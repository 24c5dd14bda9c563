import { useLayoutEffect, useState } from 'react';
import { Button, Checkbox, Fieldset, Group, SimpleGrid, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isGuestOnly } from '@freight/domain/permissions';
import type { SearchCriteria } from '@freight/domain/search/criteria';
import { effectiveTrailerType } from '@freight/domain/search/defaults';
import { setDestinationMode, setOriginAnywhere } from '@freight/domain/search/editing';
import { isRadiusEnabled } from '@freight/domain/search/radius';
import { searchRulesSchema } from '@freight/domain/search/form-schema';
import type { SearchField, SearchRuleIssue } from '@freight/domain/search/validation';
import { isChosenPlace, LocationField } from '../../location/components/location-field';
import { useNetworkGuard } from '../../../components/ui/network-guard';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { useConfig } from '../../../lib/config-provider';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
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
 * the store (editSearchForm), which keeps what was typed across the results and a failed call, and
 * moves a delivery range the user has not chosen with the pick-up range (D1-5.04); the form mirrors it and checks the rules of packages/domain on Search, then after each edit once a
 * search was refused. With none broken and the browser online, Search opens the results.
 */
export function SearchForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = useConfig();
  const roles = useAuth().claims?.roles ?? [];
  const { countries } = useSearchScreenDefaults();
  const { form: stored, edit, setPickUpRange, setDropRange, clear } = useSearchFormStore();
  const { runOnline, offlineAlert } = useNetworkGuard();
  const messageOf = useSearchRuleMessage();
  const [isSubmitted, setSubmitted] = useState(false);

  const isLocked = isGuestOnly(roles);
  const criteria: SearchCriteria = {
    ...stored.criteria,
    trailerType: effectiveTrailerType(roles, stored.criteria.trailerType, config),
  };
  const { form, errorOf } = useSchemaForm<SearchCriteria>({
    initialValues: criteria,
    // "Not before today" reads the clock when the form validates, not when it rendered.
    schema: () => searchRulesSchema({ now: new Date(), config }),
    // The rules schema's messages are its SearchRuleIssue codes.
    errorText: (issue) => messageOf(issue as SearchRuleIssue),
  });
  const fieldError = (field: SearchField) => errorOf(field);

  // The store changed (an edit, Clear, the search-screen defaults): the form follows before the
  // screen paints, and once a search was refused its messages follow too, so a fixed field loses its.
  useLayoutEffect(() => {
    form.setValues(criteria);
    if (isSubmitted) form.validate();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the stored criteria are what changes
  }, [stored.criteria, isSubmitted]);

  const handleSubmit = form.onSubmit(
    (values) => {
      setSubmitted(true);
      runOnline(() => {
        const state: SearchResultsState = { criteria: values, from: 'newSearch' };
        void navigate(paths.app.searchResults.getHref(), { state });
      });
    },
    () => setSubmitted(true),
  );

  const handleClear = () => {
    clear();
    form.clearErrors();
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
                onChange={(event) => edit(setOriginAnywhere(criteria, event.currentTarget.checked))}
              />
              <LocationField
                label={t('searchForm.originCity')}
                value={criteria.origin}
                onChange={(origin) => edit({ originMode: 'city', origin })}
                disabled={isOriginAnywhere}
                error={fieldError('origin')}
              />
              <RadiusSlider
                label={t('searchForm.originRadius')}
                value={criteria.originRadius}
                onChange={(originRadius) => edit({ originRadius })}
                disabled={!isRadiusEnabled(criteria.originMode) || !isChosenPlace(criteria.origin)}
                error={fieldError('originRadius')}
              />
              <DateRangeField
                label={t('searchForm.pickUpDates')}
                startTimeLabel={t('searchForm.pickUpStartTime')}
                endTimeLabel={t('searchForm.pickUpEndTime')}
                value={{ start: criteria.pickUpStartDate, end: criteria.pickUpEndDate }}
                onChange={setPickUpRange}
                error={fieldError('pickUpDates')}
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
                    edit(setDestinationMode(event.currentTarget.checked ? 'anywhere' : 'city'))
                  }
                />
                <Switch
                  label={t('searchForm.stateMode')}
                  checked={isStateMode}
                  onChange={(event) =>
                    edit(setDestinationMode(event.currentTarget.checked ? 'states' : 'city'))
                  }
                />
              </Group>
              {isStateMode ? (
                <StatesField
                  countries={countries}
                  country={criteria.destinationCountry}
                  states={criteria.destinationStates}
                  onChange={edit}
                  error={fieldError('destinationStates')}
                />
              ) : (
                <>
                  <LocationField
                    label={t('searchForm.destinationCity')}
                    value={criteria.destination}
                    onChange={(destination) => edit({ destinationMode: 'city', destination })}
                    disabled={isDestinationAnywhere}
                    error={fieldError('destination')}
                  />
                  <RadiusSlider
                    label={t('searchForm.destinationRadius')}
                    value={criteria.destinationRadius}
                    onChange={(destinationRadius) => edit({ destinationRadius })}
                    disabled={
                      !isRadiusEnabled(criteria.destinationMode) || !isChosenPlace(criteria.destination)
                    }
                    error={fieldError('destinationRadius')}
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
                  onChange={setDropRange}
                  error={fieldError('dropDates')}
                />
              )}
            </Stack>
          </Fieldset>
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <TrailerTypeField
            value={criteria.trailerType}
            onChange={(trailerType) => edit({ trailerType })}
            isLocked={isLocked}
            error={fieldError('trailerType')}
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
