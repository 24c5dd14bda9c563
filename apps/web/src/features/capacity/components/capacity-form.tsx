import { useState } from 'react';
import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  mayBeAnywhere,
  newCapacityForm,
  setCapacityDestinationMode,
  setCapacityType,
  type CapacityForm,
} from '@freight/domain/capacity/capacity-form';
import {
  capacityRulesSchema,
  isCapacityRuleIssue,
  pickUpZoneOf,
} from '@freight/domain/capacity/capacity-rules';
import { toCapacityRequest } from '@freight/domain/capacity/capacity-request';
import { isCapacityType } from '@freight/domain/capacity/capacity-form';
import { localDateOf } from '@freight/domain/zoned-dates';
import { useNetworkGuard } from '../../../components/ui/network-guard';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useConfig } from '../../../lib/config-provider';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useTrailerTypeLabel } from '../../../lib/trailer-type-label';
import { LocationField } from '../../location/components/location-field';
import { useSearchScreenDefaults } from '../../search/api/get-search-screen-defaults';
import { RadiusSlider } from '../../search/components/radius-slider';
import { StatesField } from '../../search/components/states-field';
import { useAddCarrierCapacity } from '../api/add-carrier-capacity';
import { useUpdateCarrierCapacity } from '../api/update-carrier-capacity';
import { AvailabilityField } from './availability-field';
import { WeekdayField } from './weekday-field';

type CapacityFormViewProps = {
  initialValues: CapacityForm;
  /** The capacity being edited; null to add one. */
  capacityId: string | null;
};

/** The zone the browser is in: where "today" and "now" are for a new form. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The Add/Edit capacity form (D3-2.55 to D3-2.62): Truck or Lane, trailer type, origin city and
 * radius, a Truck's dates or a Lane's days, a destination city and radius, Anywhere (Truck only) or
 * 1 to 3 states, Clear and Save. The rules are the domain's (D3-5.17 to D3-5.24), checked on Save and
 * again by the server, whose refusals land on their fields. Saved: the success toast and the list
 * (D3-4.42). Offline: the alert, nothing sent; a failure: its toast. Either way the form keeps what
 * was typed.
 */
export function CapacityFormView({ initialValues, capacityId }: CapacityFormViewProps) {
  const { t } = useTranslation(['capacity', 'web', 'messages']);
  const config = useConfig();
  const navigate = useNavigate();
  const labelOfTrailer = useTrailerTypeLabel();
  const { countries } = useSearchScreenDefaults();
  const { runOnline, offlineAlert } = useNetworkGuard();
  const add = useAddCarrierCapacity();
  const update = useUpdateCarrierCapacity();
  const save = capacityId ? update : add;

  const { form, errorOf } = useSchemaForm<CapacityForm>({
    initialValues,
    // "Not before today" reads the clock when the form validates.
    schema: () => capacityRulesSchema({ now: new Date(), config }),
    errorText: (code) => (isCapacityRuleIssue(code) ? t(`messages:capacityRules.${code}`) : code),
  });
  const values = form.values;
  const edit = (patch: Partial<CapacityForm>) => form.setValues(patch);
  const isTruck = values.capacityType === 'TRUCK';
  // The day the pickers start at: today at the origin, as of when the form opened.
  const [openedAt] = useState(() => Date.now());
  const today = localDateOf(openedAt, pickUpZoneOf(values, config));

  const handleClear = () => {
    form.setValues(newCapacityForm({ now: new Date(), timeZone: browserTimeZone(), config }));
    form.clearErrors();
  };

  const handleError = (error: unknown) => {
    const refused = Object.entries(error instanceof ApiError ? (error.fields ?? {}) : {}).filter(([, code]) =>
      isCapacityRuleIssue(code),
    );
    if (error instanceof ApiError && error.code === 'BAD_USER_INPUT' && refused.length > 0) {
      form.setErrors(Object.fromEntries(refused));
      return;
    }
    notifications.show({
      color: 'red',
      message: t('capacity.form.saveFailed'),
      autoClose: config.toasts.apiErrorMs,
    });
  };

  const handleSubmit = form.onSubmit((submitted) =>
    runOnline(() =>
      save.mutate(toCapacityRequest(submitted, { config, now: new Date() }, capacityId), {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message: capacityId ? t('capacity.form.updated') : t('capacity.form.saved'),
            autoClose: config.toasts.defaultMs,
          });
          void navigate(paths.app.manageCapacity.getHref());
        },
        onError: handleError,
      }),
    ),
  );

  return (
    <form onSubmit={handleSubmit} aria-label={t('capacity.form.formLabel')} noValidate>
      <Stack gap="md">
        <Radio.Group
          label={t('capacity.form.capacityType')}
          value={values.capacityType}
          onChange={(value) => {
            if (isCapacityType(value)) edit(setCapacityType(values, value));
          }}
          error={errorOf('capacityType')}
        >
          <Group mt="xs" gap="xl">
            <Radio
              value="TRUCK"
              label={t('capacity.types.TRUCK')}
              description={t('capacity.form.truckDescription')}
            />
            <Radio
              value="LANE"
              label={t('capacity.types.LANE')}
              description={t('capacity.form.laneDescription')}
            />
          </Group>
        </Radio.Group>
        <Select
          label={t('capacity.form.trailerType')}
          data={config.capacity.trailerTypes.map((type) => ({ value: type, label: labelOfTrailer(type) }))}
          value={values.trailerType}
          onChange={(trailerType) => {
            if (trailerType) edit({ trailerType });
          }}
          allowDeselect={false}
          error={errorOf('trailerType')}
        />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Fieldset legend={t('capacity.form.origin')}>
            <Stack gap="sm">
              <LocationField
                label={t('capacity.form.originCity')}
                value={values.origin}
                onChange={(place, suggestion) =>
                  edit({
                    origin: place && {
                      ...place,
                      latitude: suggestion?.coordinates.lat ?? null,
                      longitude: suggestion?.coordinates.lng ?? null,
                    },
                  })
                }
                error={errorOf('origin')}
              />
              <RadiusSlider
                label={t('capacity.form.originRadius')}
                value={values.originRadius}
                onChange={(originRadius) => edit({ originRadius })}
                disabled={false}
                error={errorOf('originRadius')}
              />
              {isTruck ? (
                <AvailabilityField
                  from={values.pickUpFromDate}
                  to={values.pickUpToDate}
                  minDate={today}
                  onChange={edit}
                  error={errorOf('pickUpDates')}
                />
              ) : (
                <WeekdayField
                  value={values.preferredDays}
                  onChange={(preferredDays) => edit({ preferredDays })}
                  error={errorOf('preferredDays')}
                />
              )}
            </Stack>
          </Fieldset>
          <Fieldset legend={t('capacity.form.destination')}>
            <Stack gap="sm">
              <Group gap="lg">
                {mayBeAnywhere(values.capacityType) && (
                  <Checkbox
                    label={t('capacity.form.anywhere')}
                    checked={values.destinationMode === 'anywhere'}
                    onChange={(event) =>
                      edit(setCapacityDestinationMode(event.currentTarget.checked ? 'anywhere' : 'city'))
                    }
                  />
                )}
                <Switch
                  label={t('capacity.form.selectStates')}
                  checked={values.destinationMode === 'states'}
                  onChange={(event) =>
                    edit(setCapacityDestinationMode(event.currentTarget.checked ? 'states' : 'city'))
                  }
                />
              </Group>
              {values.destinationMode === 'states' ? (
                <Fieldset legend={t('capacity.form.states')} variant="unstyled">
                  <StatesField
                    countries={countries}
                    country={values.destinationCountry}
                    states={values.destinationStates}
                    onChange={edit}
                    error={errorOf('destinationStates')}
                  />
                </Fieldset>
              ) : (
                <>
                  <LocationField
                    label={t('capacity.form.destinationCity')}
                    value={values.destination}
                    onChange={(place, suggestion) =>
                      edit({
                        destinationMode: 'city',
                        destination: place && {
                          ...place,
                          latitude: suggestion?.coordinates.lat ?? null,
                          longitude: suggestion?.coordinates.lng ?? null,
                        },
                      })
                    }
                    disabled={values.destinationMode === 'anywhere'}
                    error={errorOf('destination')}
                  />
                  <RadiusSlider
                    label={t('capacity.form.destinationRadius')}
                    value={values.destinationRadius}
                    onChange={(destinationRadius) => edit({ destinationRadius })}
                    disabled={values.destinationMode !== 'city'}
                    error={errorOf('destinationRadius')}
                  />
                </>
              )}
            </Stack>
          </Fieldset>
        </SimpleGrid>
        <Text size="sm">{t('capacity.form.required')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={handleClear}>
            {t('capacity.form.clear')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('capacity.form.save')}
          </Button>
        </Group>
      </Stack>
      {offlineAlert}
    </form>
  );
}
