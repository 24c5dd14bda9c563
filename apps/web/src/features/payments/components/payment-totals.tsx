import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paymentStages } from '@freight/domain/payments/payment-stage';
import { useConfig } from '../../../lib/config-provider';
import { useFormatLocale } from '../../../lib/format-locale';
import type { CarrierPaymentTotals } from '../api/get-carrier-payment-totals';
import { formatPaymentAmount, formatPaymentMoment } from '../format-payment';

// Manage Financial's totals (decision 047): for each stage, its loads and what they amount to, one line
// per currency; the paid ones since the day the server gives.

export function PaymentTotals({ totals }: { totals: CarrierPaymentTotals }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const zone = useConfig().app.defaultTimeZone;
  return (
    <Stack component="section" aria-labelledby="payment-totals-title" gap="sm">
      <Title order={2} id="payment-totals-title" size="h3">
        {t('payments.manage.totals')}
      </Title>
      {totals.totals.length === 0 && <Text>{t('payments.manage.noTotals')}</Text>}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        {paymentStages.map((stage) => {
          const lines = totals.totals.filter((total) => total.stage === stage);
          return (
            <Card key={stage} withBorder padding="sm" component="article" aria-labelledby={`total-${stage}`}>
              <Text id={`total-${stage}`} fw={700}>
                {t(`payments.stages.${stage}`)}
              </Text>
              {lines.length === 0 && <Text c="dimmed">{t('payments.manage.loadCount', { count: 0 })}</Text>}
              {lines.map((line) => (
                <Text key={line.currency}>
                  {t('payments.manage.loadCount', { count: line.loadCount })}
                  {' · '}
                  <Text component="span" fw={600}>
                    {formatPaymentAmount(line.amount, line.currency, locale)}
                  </Text>
                </Text>
              ))}
              {stage === 'paid' && (
                <Text size="xs" c="dimmed">
                  {t('payments.manage.paidSince', {
                    date: formatPaymentMoment(totals.paidSince, locale, zone),
                  })}
                </Text>
              )}
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
