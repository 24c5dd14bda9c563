import { useMemo } from 'react';
import { Alert, Box, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../lib/i18n';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import type { LoadPosting } from '../api/load-posting-fields';
import { toPostingDetailsView } from '../details/load-details-view';
import { PayTab } from '../details/pay-tab';
import { useTermsAndConditions } from './api/get-terms-and-conditions';

// The rate confirmation (D1-4.22): the rate lines as the Pay tab shows them (2 decimals, the load's
// currency), the terms and conditions of the load type, then Accept or Decline. Accept waits for the
// terms: nobody accepts terms they could not read. Decline is focused first, as the safe choice.

function Terms({ terms }: { terms: ReturnType<typeof useTermsAndConditions> }) {
  const { t } = useTranslation();
  const title = terms.data?.title ?? t('booking.rateConfirmation.terms');
  const body = useMemo(() => (terms.data ? sanitizeHtml(terms.data.body) : null), [terms.data]);

  if (terms.isPending) {
    return (
      <Group gap="xs">
        <Loader size="sm" aria-hidden />
        <Text size="sm">{t('booking.rateConfirmation.termsLoading')}</Text>
      </Group>
    );
  }
  if (body === null) {
    return (
      <Group gap="xs">
        <Text size="sm">{t('booking.rateConfirmation.termsError')}</Text>
        <Button size="compact-sm" variant="light" onClick={() => void terms.refetch()}>
          {t('booking.rateConfirmation.retry')}
        </Button>
      </Group>
    );
  }
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {/* Focusable, so that the keyboard scrolls long terms too. */}
      <Box
        role="region"
        aria-label={title}
        tabIndex={0}
        mah={200}
        fz="sm"
        style={{ overflowY: 'auto' }}
        // Sanitised just above: the only way this HTML reaches the page.
        dangerouslySetInnerHTML={{ __html: body }}
      />
    </Stack>
  );
}

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
      <Terms terms={terms} />
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
