import { useEffect, useState } from 'react';
import {
  ActionIcon,
  Button,
  Container,
  Group,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { isValidMobileNumber } from '@freight/domain/people/phone-number';
import { registrationPrompt } from '@freight/domain/people/profile-completion';
import {
  cleanCarrierNumber,
  cleanRegistrationName,
  emptyRegistrationForm,
  hasEmptyRegistrationField,
  isCarrierNumberJudged,
  registersAsDriver,
  registrationFormSchema,
  registrationIssues,
  type CarrierNumberType,
  type RegistrationFormValues,
  type RegistrationIssue,
} from '@freight/domain/people/registration-form';
import type { Role } from '@freight/domain/roles';
import type { SearchPlace } from '@freight/domain/search/criteria';
import { Dialog } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-client';
import { useConfig } from '../../../lib/config-provider';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { LocationField } from '../../location/components/location-field';
import { useRegisterMember, type RegisterMemberInput } from '../api/register-member';
import { useValidatePhoneNumber } from '../api/validate-phone-number';
import { memberRolesOf } from '../format-member';
import { memberExistsCode } from '../user-form-errors';
import { PhoneFields } from './phone-fields';
import { RoleCheckboxes } from './role-checkboxes';
import { parkLocationOf } from './user-form-fields';

type RegistrationErrorCode = RegistrationIssue | typeof memberExistsCode;

/** What the server's refusal names, as the form's codes: the company's number by its type. */
function refusedRegistrationFields(error: unknown): Partial<Record<keyof RegistrationFormValues, string>> {
  if (!(error instanceof ApiError)) return {};
  if (error.code === 'CONFLICT') return { mobileNumber: memberExistsCode };
  if (error.code !== 'BAD_USER_INPUT' || !error.fields) return {};
  const refused: Partial<Record<keyof RegistrationFormValues, string>> = {};
  for (const field of Object.keys(error.fields)) {
    if (field === 'carrierMcNo') refused.carrierNumber = 'mc';
    else if (field === 'carrierUsDotNo') refused.carrierNumber = 'usdot';
    else if ((registrationIssues as readonly string[]).includes(field))
      refused[field as keyof RegistrationFormValues] = field;
  }
  return refused;
}

function toInput(values: RegistrationFormValues): RegisterMemberInput {
  const isDriver = registersAsDriver(values.roles);
  const isMc = values.carrierNumberType === 'MC';
  return {
    roles: values.roles,
    firstName: values.firstName,
    lastName: values.lastName,
    countryCode: values.countryCode,
    mobileNumber: values.mobileNumber,
    companyName: values.companyName,
    corporateZipCode: values.corporateZipCode,
    carrierMcNo: isMc ? values.carrierNumber : null,
    carrierUsDotNo: isMc ? null : values.carrierNumber,
    tractorNumber: isDriver ? values.tractorNumber : null,
    parkLocation: isDriver ? values.parkLocation : null,
  };
}

type RegistrationPageProps = {
  /** What the account already holds: the names it was created with, a number if any. */
  defaults: Pick<RegistrationFormValues, 'firstName' | 'lastName' | 'mobileNumber' | 'countryCode'>;
  /** After the answer and its prompt: the app renews the session and opens the start tab. */
  onRegistered: () => void;
  /** D3-2.32: closing asks to log out. */
  onClose: () => void;
};

/**
 * Registration (D3-2.31, D3-2.32, D3-5.01 to D3-5.09): a signed-in Guest whose profile is incomplete
 * says who they are and which company they work for. Each field shows its rule's message once left;
 * the phone is checked by the server once complete, again when the country code changes (D3-5.03);
 * Save Profile is enabled only when the form is valid (D3-4.08). The answer may ask about a new
 * carrier (D3-4.07); a refusal keeps what was typed and shows the server's words for 5 s (D3-8.01).
 */
export function RegistrationPage({ defaults, onRegistered, onClose }: RegistrationPageProps) {
  const { t } = useTranslation(['registration', 'users']);
  const config = useConfig();
  const rules = config.users;
  const register = useRegisterMember();
  const phoneCheck = useValidatePhoneNumber();
  const [checkedPhone, setCheckedPhone] = useState<{ key: string; isValid: boolean } | null>(null);
  const [parkPlace, setParkPlace] = useState<SearchPlace | null>(null);
  const [isNewCarrierOpen, setNewCarrierOpen] = useState(false);
  const { form, errorOf } = useSchemaForm<RegistrationFormValues>({
    initialValues: emptyRegistrationForm(defaults),
    schema: registrationFormSchema(rules),
    validateInputOnBlur: true,
    errorText: (code) => t(`registration.errors.${code as RegistrationErrorCode}`),
  });
  const values = form.values;
  const isDriver = registersAsDriver(values.roles);
  const phoneKey = `${values.countryCode} ${values.mobileNumber}`;
  const isPhoneComplete = isValidMobileNumber(values.mobileNumber, values.countryCode, rules);

  // D3-5.03: the server checks a complete number, and again under another country code.
  const { mutate: checkPhone } = phoneCheck;
  useEffect(() => {
    if (!isPhoneComplete) return;
    const key = `${values.countryCode} ${values.mobileNumber}`;
    checkPhone(
      { phoneNumber: values.mobileNumber, countryCode: values.countryCode },
      {
        onSuccess: (answer) => setCheckedPhone({ key, isValid: answer.status === 'VALID' }),
        onError: () => setCheckedPhone({ key, isValid: false }),
      },
    );
  }, [checkPhone, isPhoneComplete, values.countryCode, values.mobileNumber]);
  const isPhoneRefused = checkedPhone?.key === phoneKey && !checkedPhone.isValid;
  const isPhoneAccepted = checkedPhone?.key === phoneKey && checkedPhone.isValid;
  const mobileError = isPhoneRefused ? t('registration.errors.mobileNumber') : errorOf('mobileNumber');

  const isValid = registrationFormSchema(rules).safeParse(values).success;
  const isEmpty = hasEmptyRegistrationField(values);
  const canSave = isValid && isPhoneAccepted && !register.isPending;

  const setRoles = (roles: Role[]) => {
    form.setFieldValue('roles', roles);
    // D3-5.06: the tractor number (and the park location) go with Driver.
    if (!registersAsDriver(roles)) {
      form.setFieldValue('tractorNumber', '');
      form.setFieldValue('parkLocation', null);
      setParkPlace(null);
    }
  };
  const setCarrierNumber = (value: string) => {
    form.setFieldValue('carrierNumber', value);
    // D3-5.05: judged from 4 characters; fewer, or none, shows no error.
    if (isCarrierNumberJudged(value, rules)) form.validateField('carrierNumber');
    else form.clearFieldError('carrierNumber');
  };
  const setParkLocation = (place: SearchPlace | null) => {
    setParkPlace(place);
    form.setFieldValue('parkLocation', parkLocationOf(place));
  };

  const handleSave = form.onSubmit((submitted) => {
    if (!canSave) return;
    const chosenRoles = submitted.roles;
    register.mutate(toInput(submitted), {
      onSuccess: (answer) => {
        notifications.show({ message: answer.message, autoClose: config.toasts.registrationMs });
        const prompt = registrationPrompt({
          isNewCarrier: answer.isNewCarrier,
          chosenRoles,
          heldRoles: memberRolesOf(answer.member),
        });
        // D3-4.07: the role-mismatch question (Ignore / Logout Now) is the app's role-upgrade prompt,
        // which a Guest meets on the start tab.
        if (prompt === 'newCarrier') setNewCarrierOpen(true);
        else onRegistered();
      },
      onError: (error) => {
        const refused = refusedRegistrationFields(error);
        if (Object.keys(refused).length > 0) form.setErrors(refused);
        else
          notifications.show({
            color: 'dark',
            message:
              error instanceof ApiError && error.message.trim() ? error.message : t('registration.failed'),
            autoClose: config.toasts.registrationMs,
          });
      },
    });
  });

  const answerNewCarrier = (signUp: boolean) => {
    if (signUp) window.open(config.links.carrierSignUpUrl, '_blank', 'noopener,noreferrer');
    setNewCarrierOpen(false);
    onRegistered();
  };

  const numberType = t(`registration.types.${values.carrierNumberType}`);

  return (
    <Container size="sm" py="xl">
      <form onSubmit={handleSave} noValidate>
        <Stack gap="md">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Title order={1}>{t('registration.title')}</Title>
            <ActionIcon variant="subtle" size="lg" onClick={onClose} aria-label={t('registration.close')}>
              <span aria-hidden="true">×</span>
            </ActionIcon>
          </Group>
          <Text>{t('registration.intro')}</Text>
          <Text size="sm" c="dimmed">
            {t('registration.allRequired')}
          </Text>
          <RoleCheckboxes
            label={t('registration.roles')}
            value={values.roles}
            onChange={setRoles}
            error={errorOf('roles')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label={t('registration.firstName')}
              required
              {...form.getInputProps('firstName')}
              onChange={(event) =>
                form.setFieldValue('firstName', cleanRegistrationName(event.currentTarget.value))
              }
            />
            <TextInput
              label={t('registration.lastName')}
              required
              {...form.getInputProps('lastName')}
              onChange={(event) =>
                form.setFieldValue('lastName', cleanRegistrationName(event.currentTarget.value))
              }
            />
          </SimpleGrid>
          <PhoneFields
            countryCode={form.getInputProps('countryCode')}
            mobileNumber={{ ...form.getInputProps('mobileNumber'), error: mobileError }}
            onMobileNumberChange={(value) => form.setFieldValue('mobileNumber', value)}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label={t('registration.companyName')}
              required
              {...form.getInputProps('companyName')}
            />
            <TextInput
              label={t('registration.corporateZipCode')}
              maxLength={rules.zipMaxLength}
              required
              {...form.getInputProps('corporateZipCode')}
            />
          </SimpleGrid>
          <Radio.Group
            label={t('registration.carrierNumberType')}
            value={values.carrierNumberType}
            onChange={(value) => {
              form.setFieldValue('carrierNumberType', value as CarrierNumberType);
              form.clearFieldError('carrierNumber');
            }}
            required
          >
            <Group mt="xs">
              <Radio value="MC" label={t('registration.types.MC')} />
              <Radio value="USDOT" label={t('registration.types.USDOT')} />
            </Group>
          </Radio.Group>
          <TextInput
            label={t('registration.carrierNumber', { type: numberType })}
            inputMode="numeric"
            maxLength={rules.usdotMcMaxDigits}
            required
            {...form.getInputProps('carrierNumber')}
            onChange={(event) => setCarrierNumber(cleanCarrierNumber(event.currentTarget.value, rules))}
          />
          {isDriver && (
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <LocationField
                label={t('registration.parkLocation')}
                value={parkPlace}
                onChange={setParkLocation}
                error={errorOf('parkLocation')}
              />
              <TextInput
                label={t('registration.tractorNumber')}
                maxLength={rules.tractorNumberMaxLength}
                required
                {...form.getInputProps('tractorNumber')}
              />
            </SimpleGrid>
          )}
          <Group justify="flex-end" align="center">
            {isEmpty && (
              <Text size="sm" c="dimmed" id="registration-incomplete">
                {t('registration.completeAll')}
              </Text>
            )}
            <Button
              type="submit"
              loading={register.isPending}
              disabled={!canSave}
              aria-describedby={isEmpty ? 'registration-incomplete' : undefined}
            >
              {t('registration.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      <Dialog
        opened={isNewCarrierOpen}
        onClose={() => answerNewCarrier(false)}
        title={t('registration.newCarrier.title')}
        closeButtonProps={{ 'aria-label': t('users:users.close') }}
        centered
      >
        <Stack gap="md">
          <Text>{t('registration.newCarrier.message')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => answerNewCarrier(false)}>
              {t('registration.newCarrier.no')}
            </Button>
            <Button onClick={() => answerNewCarrier(true)}>{t('registration.newCarrier.yes')}</Button>
          </Group>
        </Stack>
      </Dialog>
    </Container>
  );
}
