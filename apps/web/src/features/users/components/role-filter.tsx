import { useState } from 'react';
import { Button, Checkbox, Popover, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { memberRoleFilters, type MemberRoleFilter } from '@freight/domain/people/member-roles';

type RoleFilterProps = { value: MemberRoleFilter[]; onChange: (value: MemberRoleFilter[]) => void };

/**
 * Filter By (D3-2.33, D3-6.04): checkboxes Any, Driver, Dispatcher, Admin, Owner Operator. Any clears
 * the others; picking a role clears Any; nothing picked is Any.
 */
export function RoleFilter({ value, onChange }: RoleFilterProps) {
  const { t } = useTranslation('users');
  const [isOpen, setOpen] = useState(false);
  const chosen: MemberRoleFilter[] = value.length === 0 ? ['carrierAny'] : value;
  const handleChange = (next: string[]) => {
    const picked = next as MemberRoleFilter[];
    const added = picked.find((filter) => !chosen.includes(filter));
    if (added === 'carrierAny' || picked.length === 0) onChange([]);
    else onChange(picked.filter((filter) => filter !== 'carrierAny'));
  };
  const summary = chosen.map((filter) => t(`users.filters.${filter}`)).join(', ');
  return (
    <Popover
      position="bottom-end"
      withinPortal
      trapFocus
      hideDetached={false}
      opened={isOpen}
      onChange={setOpen}
    >
      <Popover.Target>
        <Button
          variant="default"
          aria-label={`${t('users.filterBy')}: ${summary}`}
          aria-expanded={isOpen}
          onClick={() => setOpen((open) => !open)}
        >
          {t('users.filterBy')}: {summary}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Checkbox.Group label={t('users.filterBy')} value={chosen} onChange={handleChange}>
          <Stack gap="xs" mt="xs">
            {memberRoleFilters.map((filter) => (
              <Checkbox key={filter} value={filter} label={t(`users.filters.${filter}`)} />
            ))}
          </Stack>
        </Checkbox.Group>
      </Popover.Dropdown>
    </Popover>
  );
}
