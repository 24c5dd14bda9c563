import { useState } from 'react';
import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { assignableRoles, needsLeasedChoice, resolveLeasedChoice } from '@freight/domain/people/member-roles';
import type { Role } from '@freight/domain/roles';
import { Dialog } from '../../../components/ui/dialog';

type RoleCheckboxesProps = {
  label: string;
  value: readonly Role[];
  /** The roles chosen, Leased on Owner Operator alone or not at all (D3-4.21). */
  onChange: (roles: Role[]) => void;
  error?: string | undefined;
  disabled?: boolean;
};

/**
 * The role checkboxes of the user form and of registration (D3-6.01, D3-6.02): Driver, Dispatcher and
 * Leased on Owner Operator, never Admin, Guest or Beta. Choosing Leased on Owner Operator with another
 * role asks first: Yes keeps it alone, No keeps the others (D3-4.21).
 */
export function RoleCheckboxes({ label, value, onChange, error, disabled = false }: RoleCheckboxesProps) {
  const { t } = useTranslation('users');
  const [pendingRoles, setPendingRoles] = useState<Role[] | null>(null);

  const handleChange = (next: string[]) => {
    const roles = next as Role[];
    if (needsLeasedChoice(roles)) setPendingRoles(roles);
    else onChange(roles);
  };
  const answerLeased = (keepLeased: boolean) => {
    if (pendingRoles) onChange(resolveLeasedChoice(pendingRoles, keepLeased));
    setPendingRoles(null);
  };

  return (
    <>
      <Checkbox.Group
        label={label}
        value={value.filter((role) => role !== 'carrierAdmin')}
        onChange={handleChange}
        error={error}
        required
      >
        <Group mt="xs">
          {assignableRoles.map((role) => (
            <Checkbox key={role} value={role} label={t(`users.roles.${role}`)} disabled={disabled} />
          ))}
        </Group>
      </Checkbox.Group>
      <Dialog
        closeButtonProps={{ 'aria-label': t('users.close') }}
        opened={pendingRoles !== null}
        onClose={() => answerLeased(false)}
        title={t('users.form.leasedTitle')}
        centered
      >
        <Stack gap="md">
          <Text>{t('users.form.leasedQuestion')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => answerLeased(false)}>
              {t('users.form.no')}
            </Button>
            <Button onClick={() => answerLeased(true)}>{t('users.form.yes')}</Button>
          </Group>
        </Stack>
      </Dialog>
    </>
  );
}
