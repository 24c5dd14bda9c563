import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { hasPermission } from '@freight/domain/permissions';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import type { BookOutcome } from './book-outcome';

// What a booking came to (D1-4.26 to D1-4.32), with the buttons of its status: View More Results
// keeps the list, Assign Driver (for those who assign drivers) goes to Carrier Assigned, and Ok
// closes, or goes to the module route when the booking completes later (TIMEOUT).

type ResultButton = BookOutcome['buttons'][number];

const labelKeys = {
  viewMoreResults: 'booking.result.viewMoreResults',
  assignDriver: 'booking.result.assignDriver',
  ok: 'booking.ok',
} as const;

type BookResultProps = { outcome: BookOutcome; onDone: () => void };

export function BookResult({ outcome, onDone }: BookResultProps) {
  const { t } = useTranslation();
  const { claims } = useAuth();
  const navigate = useNavigate();
  const canAssignDriver = hasPermission(claims?.roles ?? [], 'myLoads.assignDriver');
  const buttons = outcome.buttons.filter((button) => button !== 'assignDriver' || canAssignDriver);

  const handleClick = (button: ResultButton) => {
    onDone();
    if (button === 'assignDriver' || (button === 'ok' && outcome.navigatesToModule)) {
      void navigate(paths.app.myLoads.getHref('CarrierAssigned'));
    }
  };

  return (
    <>
      <Text>{outcome.message}</Text>
      <Group justify="flex-end" mt="md">
        {buttons.map((button, index) => (
          <Button
            key={button}
            variant={index === buttons.length - 1 ? 'filled' : 'default'}
            data-autofocus={index === 0 || undefined}
            onClick={() => handleClick(button)}
          >
            {t(labelKeys[button])}
          </Button>
        ))}
      </Group>
    </>
  );
}
