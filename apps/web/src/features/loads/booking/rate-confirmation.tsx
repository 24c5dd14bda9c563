import { useMemo } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../lib/i18n';
import type { LoadPosting } from '../api/load-posting';
import { toPostingDetailsView } from '../details/load-details-view';
import { PayTab } from '../details/pay-tab';
import { useTermsAndConditions } from './api/get-terms-and-conditions';
import { TermsAndConditions } from './terms-and-conditions';

// The rate confirmation (D1-4.22): the rate lines as the Pay tab shows them (2 decimals, the load's
// currency), the terms and conditions of the load type, then Accept or Decline. Accept waits for the
// terms: nobody accepts terms they could not read. Decline is focused first, as the safe choice.

type RateConfirmationProps = {
  posting: LoadPosting;
  /** The last request got no answer: say so, and let Accept try again. */
  hasFailed: boolean;
  isBooking: boolean;
  onAccept: () => void;
  onDecline: () => void;
};

export function RateConfirmation({
  posting,
  hasFailed,
  isBooking,
  onAccept,
  onDecline,
}: RateConfirmationProps) {
  const { t, i18n } = useTranslation();
  const { pay, currency } = useMemo(() => toPostingDetailsView(posting), [posting]);
  const locale = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const terms = useTermsAndConditions(posting.loadType, locale);

  return (
    <Stack gap="md">
      <Text size="sm">{t('booking.rateConfirmation.intro', { loadId: posting.loadId, currency })}</Text>
      {pay && <PayTab pay={pay} currency={currency} />}
      <TermsAndConditions terms={terms} />
      {hasFailed && (
        <Alert color="red" role="alert">
          {t('booking.buyLoadError')}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDecline} disabled={isBooking} data-autofocus>
          {t('booking.rateConfirmation.decline')}
        </Button>
        <Button onClick={onAccept} loading={isBooking} disabled={!terms.data}>
          {t('booking.rateConfirmation.accept')}
        </Button>
      </Group>
    </Stack>
  );
}
