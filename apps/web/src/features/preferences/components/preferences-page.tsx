import type { ReactNode } from 'react';
import {
  Accordion,
  Badge,
  Button,
  Checkbox,
  Container,
  Group,
  Radio,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import {
  changedGroups,
  changedKeys,
  checkboxOptions,
  groupKeys,
  isCheckboxKey,
  isContactNone,
  radioOptions,
  readPreferences,
  toggleOption,
  visiblePreferenceGroups,
  writePreference,
  type CheckboxKey,
  type PreferenceGroup,
  type Preferences,
  type RadioKey,
} from '@freight/domain/preferences/preferences';
import { isPreferenceIssueCode, preferencesFormSchema } from '@freight/domain/preferences/preference-rules';
import { PageLoader } from '../../../components/ui/page-loader';
import { useNetworkGuard } from '../../../components/ui/network-guard';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { useConfig } from '../../../lib/config-provider';
import { useFormatLocale } from '../../../lib/format-locale';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useUserPreference } from '../api/get-user-preference';
import { useUpdateUserPreference } from '../api/update-user-preference';
import type { UserPreferenceItem } from '../api/user-preference-fields';

/**
 * Preferences (D3-2.48 to D3-2.51): the groups the member's roles see, in an accordion, each edited
 * group marked Unsaved Changes; Save only after a change. The "none" rules and the status updates'
 * rule are the domain's (D3-4.36 to D3-4.40), checked again by the server; a refusal keeps the edits.
 */
export function PreferencesPage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('preferences');
  const query = useUserPreference();
  const roles = useAuth().claims?.roles ?? [];
  const config = useConfig();
  const groups = visiblePreferenceGroups(roles, config);

  let content;
  if (groups.length === 0) content = <Text>{t('preferences.noAccess')}</Text>;
  else if (query.isPending) content = <PageLoader />;
  else if (query.isError) content = <Text>{t('preferences.empty')}</Text>;
  else
    content = <PreferencesForm key={query.data.updatedAt ?? 'defaults'} saved={query.data} groups={groups} />;

  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Title order={1}>{t('preferences.title')}</Title>
        {content}
        {/* Sections other features add to the page, composed by the app (a carrier's cost profile). */}
        {children}
      </Stack>
    </Container>
  );
}

function PreferencesForm({ saved, groups }: { saved: UserPreferenceItem; groups: PreferenceGroup[] }) {
  const { t } = useTranslation(['preferences', 'messages']);
  const config = useConfig();
  const update = useUpdateUserPreference();
  const { runOnline, offlineAlert } = useNetworkGuard();
  const initial = readPreferences(saved.preferences, config);
  const { form, errorOf } = useSchemaForm<Preferences>({
    initialValues: initial,
    schema: preferencesFormSchema(),
    errorText: (code) => (isPreferenceIssueCode(code) ? t(`messages:preferences.issues.${code}`) : code),
  });
  const values = form.values;
  const changed = changedKeys(initial, values);
  const edited = changedGroups(initial, values);

  const handleSubmit = form.onSubmit((submitted) =>
    runOnline(() =>
      update.mutate(
        changedKeys(initial, submitted).map((key) => ({ key, value: writePreference(submitted, key) })),
        {
          onSuccess: () =>
            notifications.show({
              color: 'green',
              message: t('preferences.saved'),
              autoClose: config.toasts.defaultMs,
            }),
          onError: (error) => {
            if (error instanceof ApiError && error.fields && Object.keys(error.fields).length > 0) {
              form.setErrors(error.fields);
              return;
            }
            notifications.show({
              color: 'red',
              message:
                error instanceof ApiError && error.code === 'FORBIDDEN'
                  ? error.message
                  : t('preferences.saveFailed'),
              autoClose: config.toasts.apiErrorMs,
            });
          },
        },
      ),
    ),
  );

  const toggle = (key: CheckboxKey, next: string[]) => {
    const current = values[key];
    const option = [
      ...next.filter((each) => !current.includes(each)),
      ...current.filter((each) => !next.includes(each)),
    ][0];
    if (option === undefined) return;
    form.setValues(toggleOption(values, key, option, next.includes(option), config));
    form.clearErrors();
  };

  return (
    <form onSubmit={handleSubmit} aria-label={t('preferences.title')} noValidate>
      <Stack gap="md">
        <Accordion multiple defaultValue={groups} variant="separated">
          {groups.map((group) => (
            <Accordion.Item key={group} value={group}>
              <Accordion.Control>
                <Group gap="sm">
                  <Text fw={600}>{t(`preferences.groups.${group}`)}</Text>
                  {edited.includes(group) && (
                    <Badge color="orange" variant="light">
                      {t('preferences.unsaved')}
                    </Badge>
                  )}
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="md">
                  {groupKeys[group].map((key) =>
                    isCheckboxKey(key) ? (
                      <CheckboxField
                        key={key}
                        preferenceKey={key}
                        values={values[key]}
                        disabled={
                          (key === 'preferredtime' || key === 'preferreddaysofweek') && isContactNone(values)
                        }
                        error={errorOf(key)}
                        onChange={(next) => toggle(key, next)}
                      />
                    ) : (
                      <RadioField
                        key={key}
                        preferenceKey={key}
                        value={values[key]}
                        onChange={(value) => form.setFieldValue(key, value)}
                      />
                    ),
                  )}
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
        <Group justify="flex-end">
          <Button type="submit" disabled={changed.length === 0} loading={update.isPending}>
            {t('preferences.save')}
          </Button>
        </Group>
      </Stack>
      {offlineAlert}
    </form>
  );
}

function RadioField({
  preferenceKey,
  value,
  onChange,
}: {
  preferenceKey: RadioKey;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('preferences');
  const config = useConfig();
  const labelOf = (option: string) =>
    preferenceKey === 'viewsettings'
      ? t(`preferences.views.${option}`, { defaultValue: option })
      : t(`preferences.capacityTypes.${option}`, { defaultValue: option });
  return (
    <Radio.Group label={t(`preferences.fields.${preferenceKey}`)} value={value} onChange={onChange}>
      <Group mt="xs" gap="lg">
        {radioOptions(preferenceKey, config).map((option) => (
          <Radio key={option} value={option} label={labelOf(option)} />
        ))}
      </Group>
    </Radio.Group>
  );
}

function CheckboxField({
  preferenceKey,
  values,
  disabled,
  error,
  onChange,
}: {
  preferenceKey: CheckboxKey;
  values: string[];
  disabled: boolean;
  error: string | undefined;
  onChange: (values: string[]) => void;
}) {
  const { t } = useTranslation('preferences');
  const config = useConfig();
  const locale = useFormatLocale();
  const hour = (value: number) =>
    new Intl.DateTimeFormat(locale, { hour: 'numeric', timeZone: 'UTC' }).format(Date.UTC(2000, 0, 1, value));
  const descriptionOf = (option: string) => {
    const window = preferenceKey === 'preferredtime' ? config.preferences.timeWindows[option] : undefined;
    return window ? t('preferences.hours', { from: hour(window[0]), to: hour(window[1]) }) : undefined;
  };
  return (
    <Checkbox.Group
      label={t(`preferences.fields.${preferenceKey}`)}
      value={values}
      onChange={onChange}
      error={error}
    >
      <Group mt="xs" gap="lg" align="flex-start">
        {checkboxOptions[preferenceKey].map((option) => (
          <Checkbox
            key={option}
            value={option}
            label={t(`preferences.options.${option}`)}
            description={descriptionOf(option)}
            disabled={disabled}
          />
        ))}
      </Group>
    </Checkbox.Group>
  );
}
