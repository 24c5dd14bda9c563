import { Blockquote, Box, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { documentTypes, type DocumentType } from '@freight/domain/stops';
import { useConfig } from '../../../lib/config-provider';
import { useFormatLocale } from '../../../lib/format-locale';
import type { PaymentTracker } from '../api/get-payment-tracker';
import { formatPaymentAmount, formatPaymentDay, formatPaymentMoment } from '../format-payment';

// What the carrier reads at the stage of a load's payment (decision 047): what is missing or why it
// waits on them, since when the provider reviews it, the day it is expected, the day and amount it was
// paid, the load's total and the provider's note. Amounts come only to the roles that see rates.

const isDocumentType = (value: string): value is DocumentType =>
  (documentTypes as readonly string[]).includes(value);

function WaitingOnYou({ tracker }: { tracker: PaymentTracker }) {
  const { t } = useTranslation(['web', 'messages']);
  if (tracker.waitReason !== 'paperworkMissing')
    return <Text>{t(`payments.reasons.${tracker.waitReason ?? 'tripNotDone'}`)}</Text>;
  const missing = [
    ...tracker.missingDocuments.map((type) =>
      isDocumentType(type) ? t(`messages:documents.types.${type}`) : type,
    ),
    ...(tracker.isInvoiceMissing ? [t('payments.missingInvoice')] : []),
  ];
  if (missing.length === 0) return <Text>{t('payments.nothingMissing')}</Text>;
  return (
    <Box>
      <Text>{t('payments.reasons.paperworkMissing')}</Text>
      <List mt={4}>
        {missing.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
    </Box>
  );
}

function StageText({ tracker }: { tracker: PaymentTracker }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const zone = useConfig().app.defaultTimeZone;
  switch (tracker.stage) {
    case 'waitingOnYou':
      return <WaitingOnYou tracker={tracker} />;
    case 'waitingOnProvider':
      return (
        <Text>
          {tracker.paperworkCompletedAt
            ? t('payments.underReview', {
                date: formatPaymentMoment(tracker.paperworkCompletedAt, locale, zone),
              })
            : t('payments.underReviewUndated')}
        </Text>
      );
    case 'scheduled': {
      if (!tracker.expectedPaymentDate) return <Text>{t('payments.expectedUnknown')}</Text>;
      const date = formatPaymentDay(tracker.expectedPaymentDate, locale);
      return (
        <Text>
          {tracker.isExpectedDateFromProvider
            ? t('payments.expectedOn', { date })
            : t('payments.expectedByTerms', { date })}
        </Text>
      );
    }
    case 'paid':
      return tracker.paidAt ? (
        <Text>{t('payments.paidOn', { date: formatPaymentMoment(tracker.paidAt, locale, zone) })}</Text>
      ) : null;
  }
}

function Amounts({ tracker }: { tracker: PaymentTracker }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const rows = [
    { label: t('payments.paidAmount'), amount: tracker.paidAmount },
    { label: t('payments.totalAmount'), amount: tracker.totalAmount },
  ].filter((row): row is { label: string; amount: string } => row.amount !== null);
  if (rows.length === 0) return null;
  return (
    <Box component="dl" m={0}>
      {rows.map((row) => (
        <Box key={row.label} style={{ display: 'flex', gap: 8 }}>
          <Text component="dt" c="dimmed">
            {row.label}
          </Text>
          <Text component="dd" m={0} fw={600}>
            {formatPaymentAmount(row.amount, tracker.currency, locale)}
          </Text>
        </Box>
      ))}
    </Box>
  );
}

export function PaymentTrackerDetails({ tracker }: { tracker: PaymentTracker }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <StageText tracker={tracker} />
      <Amounts tracker={tracker} />
      {tracker.note && (
        <Blockquote p="xs" cite={t('payments.note')}>
          {tracker.note}
        </Blockquote>
      )}
    </Stack>
  );
}
