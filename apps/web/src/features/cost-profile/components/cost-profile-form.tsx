import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import {
  costModes,
  costProfileLimits,
  costProfileSchema,
  costProfileSources,
  defaultCostProfile,
  type CostMode,
  type CostProfile,
  type CostProfileNumberField,
} from '@freight/domain/profit/cost-profile';
import { ApiError } from '../../../lib/api-client';
import { useFormatLocale } from '../../../lib/format-locale';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useSaveCostProfile } from '../api/save-cost-profile';

// The cost profile's form (decision 058): what a mile and a day cost, how fast the trucks go, the
// rates aimed for. Checked by the domain's rules before it is sent and again by the server; a refusal
// names its fields here and keeps what was typed.

const moneyFields = new Set<CostProfileNumberField>([
  'costPerMile',
  'fuelPricePerGallon',
  'otherCostPerMile',
  'fixedCostPerDay',
  'targetRatePerMile',
  'floorRatePerMile',
]);

type CostProfileFormProps = {
  profile: CostProfile;
  isDefault: boolean;
  /** 1 on its own page, 2 as a section of the Preferences page. */
  titleOrder: 1 | 2;
};

export function CostProfileForm({ profile, isDefault, titleOrder }: CostProfileFormProps) {
  const { t } = useTranslation('costProfile');
  const locale = useFormatLocale();
  const save = useSaveCostProfile();
  const [failure, setFailure] = useState<string | null>(null);
  const { form } = useSchemaForm<CostProfile>({
    initialValues: profile,
    schema: costProfileSchema,
    errorText: (code) => t(`costProfile.errors.${code as 'outOfRange' | 'floorAboveTarget' | 'costMode'}`),
  });
  const decimalSeparator = locale === 'fr-CA' ? ',' : '.';
  const money = (value: number) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(value);
  const number = (value: number) => new Intl.NumberFormat(locale).format(value);

  const field = (name: CostProfileNumberField) => {
    const { min, max } = costProfileLimits[name];
    const limits = moneyFields.has(name) ? [money(min), money(max)] : [number(min), number(max)];
    return (
      <NumberInput
        label={t(`costProfile.fields.${name}`)}
        description={t('costProfile.limits', { min: limits[0], max: limits[1] })}
        decimalSeparator={decimalSeparator}
        decimalScale={3}
        // The schema says what is out of range, in words; the input does not change what was typed.
        clampBehavior="none"
        step={moneyFields.has(name) ? 0.01 : 1}
        hideControls
        required
        {...form.getInputProps(name)}
      />
    );
  };

  const handleError = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'BAD_USER_INPUT' && error.fields) {
      const refused = Object.keys(error.fields);
      const codeOf = (name: string) =>
        name === 'costMode'
          ? 'costMode'
          : name === 'floorRatePerMile' && form.values.floorRatePerMile > form.values.targetRatePerMile
            ? 'floorAboveTarget'
            : 'outOfRange';
      form.setErrors(Object.fromEntries(refused.map((name) => [name, codeOf(name)])));
      if (refused.length > 0) return;
    }
    setFailure(t('costProfile.saveFailed'));
  };

  const handleSubmit = form.onSubmit((values) => {
    if (save.isPending) return;
    setFailure(null);
    save.mutate(values, {
      onSuccess: () => notifications.show({ color: 'green', message: t('costProfile.saved') }),
      onError: handleError,
    });
  });

  const atri = costProfileSources.costPerMile;
  const sectionOrder = titleOrder === 1 ? 2 : 3;
  return (
    <form onSubmit={handleSubmit} noValidate aria-labelledby="cost-profile-title">
      <Stack gap="lg">
        <div>
          <Title order={titleOrder} id="cost-profile-title">
            {t('costProfile.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('costProfile.intro')}
          </Text>
          {isDefault && (
            <Text size="sm" mt="xs">
              {t('costProfile.usingDefaults')}
            </Text>
          )}
        </div>
        <Stack gap="xs">
          <Title order={sectionOrder} size="h4">
            {t('costProfile.sections.costs')}
          </Title>
          <Text id="cost-mode-label" size="sm" fw={500}>
            {t('costProfile.fields.costMode')}
          </Text>
          <SegmentedControl
            aria-labelledby="cost-mode-label"
            data={costModes.map((mode) => ({ value: mode, label: t(`costProfile.modes.${mode}`) }))}
            value={form.values.costMode}
            onChange={(value) => form.setFieldValue('costMode', value as CostMode)}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {form.values.costMode === 'perMile' ? (
              field('costPerMile')
            ) : (
              <>
                {field('fuelPricePerGallon')}
                {field('milesPerGallon')}
                {field('otherCostPerMile')}
              </>
            )}
            {field('fixedCostPerDay')}
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {t('costProfile.sources.costPerMile', {
              amount: money(defaultCostProfile.costPerMile),
              dataYear: atri.dataYear,
              year: atri.year,
            })}
          </Text>
        </Stack>
        <Stack gap="xs">
          <Title order={sectionOrder} size="h4">
            {t('costProfile.sections.time')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {field('averageSpeedMph')}
            {field('drivingHoursPerDay')}
            {field('dwellHoursPerStop')}
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {t('costProfile.sources.drivingHoursPerDay', {
              hours: number(defaultCostProfile.drivingHoursPerDay),
            })}
          </Text>
        </Stack>
        <Stack gap="xs">
          <Title order={sectionOrder} size="h4">
            {t('costProfile.sections.rates')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {field('targetRatePerMile')}
            {field('floorRatePerMile')}
          </SimpleGrid>
        </Stack>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => form.setValues(defaultCostProfile)}>
            {t('costProfile.useDefaults')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('costProfile.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
