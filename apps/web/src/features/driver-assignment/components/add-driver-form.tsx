import { useState } from 'react';
import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { addDriverFields, addDriverSchema, type AddDriverField } from '@freight/domain/add-driver';
import { useConfig } from '../../../lib/config-provider';
import { ApiError } from '../../../lib/api-client';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useAddCarrierDriver, type AddCarrierDriverInput } from '../api/add-carrier-driver';
import type { CarrierDriver } from '../api/get-carrier-drivers';

// Add Driver from the List of Drivers (D2-2.40): the four facts a new driver needs, checked by the
// rules of packages/domain before they are sent and again by the server, which names the fields it
// refuses; the form shows each refusal in the user's language and keeps what was typed.

/** The error code of an e-mail already in use (CONFLICT); the others are the fields' names. */
const driverExists = 'driverExists';
const emptyForm: AddCarrierDriverInput = { firstName: '', lastName: '', mobileNumber: '', email: '' };

type AddDriverFormProps = { onAdded: (driver: CarrierDriver) => void; onCancel: () => void };

export function AddDriverForm({ onAdded, onCancel }: AddDriverFormProps) {
  const { t } = useTranslation();
  const { phoneDigits } = useConfig().users;
  const add = useAddCarrierDriver();
  const [failure, setFailure] = useState<string | null>(null);
  const { form } = useSchemaForm<AddCarrierDriverInput>({
    initialValues: emptyForm,
    schema: addDriverSchema(phoneDigits),
    errorText: (code) =>
      code === driverExists
        ? t('assignDriver.driverExists')
        : t(`assignDriver.fieldErrors.${code as AddDriverField}`, { digits: phoneDigits }),
  });
  const isComplete = addDriverFields.every((field) => form.values[field].trim() !== '');

  const handleError = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'BAD_USER_INPUT' && error.fields) {
      const refused = addDriverFields.filter((field) => error.fields?.[field] !== undefined);
      form.setErrors(Object.fromEntries(refused.map((field) => [field, field])));
      if (refused.length > 0) return;
    }
    if (error instanceof ApiError && error.code === 'CONFLICT') {
      form.setErrors({ email: driverExists });
      return;
    }
    setFailure(failureText(error));
  };

  // A per-user limit (LIMIT_EXCEEDED) says in the user's language when to try again: shown as it comes.
  const failureText = (error: unknown) => {
    if (!(error instanceof ApiError)) return t('assignDriver.addFailed');
    if (error.code === 'FORBIDDEN') return t('assignDriver.addBlocked');
    if (error.code === 'LIMIT_EXCEEDED' && error.message.trim()) return error.message;
    return t('assignDriver.addFailed');
  };

  const handleSubmit = form.onSubmit((values) => {
    if (add.isPending) return;
    form.clearErrors();
    setFailure(null);
    add.mutate(values, { onSuccess: onAdded, onError: handleError });
  });

  const field = (name: AddDriverField, type = 'text') => (
    <TextInput label={t(`assignDriver.${name}`)} type={type} required {...form.getInputProps(name)} />
  );

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('assignDriver.allRequired')}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {field('firstName')}
          {field('lastName')}
          {field('mobileNumber', 'tel')}
          {field('email', 'email')}
        </SimpleGrid>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('assignDriver.back')}
          </Button>
          <Button type="submit" disabled={!isComplete} loading={add.isPending}>
            {t('assignDriver.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
