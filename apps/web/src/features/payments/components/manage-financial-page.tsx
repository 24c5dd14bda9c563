import { useState } from 'react';
import { Alert, Button, Container, Group, Loader, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paymentStages, type PaymentStage } from '@freight/domain/payments/payment-stage';
import { useCarrierPaymentLoads } from '../api/get-carrier-payment-loads';
import { useCarrierPaymentTotals } from '../api/get-carrier-payment-totals';
import { PaymentLoadsTable } from './payment-loads-table';
import { PaymentTotals } from './payment-totals';

// Manage Financial (D1-6.08, D2-6.03: dispatchers; issue 15 part 5, decision 047): where the carrier's
// money is, per stage, and its delivered loads, what needs action first, a page at a time. The stage
// and the page chosen stay when a call fails; Try again asks for the same.

const isPaymentStage = (value: string): value is PaymentStage =>
  (paymentStages as readonly string[]).includes(value);

function Failure({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={t('payments.manage.loadError')}>
      <Button size="xs" variant="light" onClick={onRetry}>
        {t('payments.manage.retry')}
      </Button>
    </Alert>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      <Loader size="sm" aria-hidden />
      <Text>{t('payments.manage.loading')}</Text>
    </Group>
  );
}

function PaymentLoads() {
  const { t } = useTranslation();
  const [stage, setStage] = useState<PaymentStage | null>(null);
  const [pageIndex, setPageIndex] = useState(0);
  const query = useCarrierPaymentLoads(stage, pageIndex);
  const page = query.data;
  const pages = page ? Math.max(1, Math.ceil(page.totalCount / page.pageSize)) : 1;

  const handleStageChange = (value: string) => {
    setStage(isPaymentStage(value) ? value : null);
    setPageIndex(0);
  };

  return (
    <Stack gap="sm">
      <NativeSelect
        label={t('payments.manage.stage')}
        value={stage ?? ''}
        onChange={(event) => handleStageChange(event.currentTarget.value)}
        data={[
          { value: '', label: t('payments.manage.allStages') },
          ...paymentStages.map((value) => ({ value, label: t(`payments.stages.${value}`) })),
        ]}
        maw={280}
      />
      {query.isPending && <Loading />}
      {query.isError && <Failure onRetry={() => void query.refetch()} />}
      {page && page.loads.length === 0 && <Text>{t('payments.manage.noLoads')}</Text>}
      {page && page.loads.length > 0 && (
        <>
          <PaymentLoadsTable loads={page.loads} />
          <Group component="nav" aria-label={t('payments.manage.pages')} gap="sm">
            <Button
              variant="default"
              size="compact-sm"
              disabled={pageIndex === 0 || query.isFetching}
              onClick={() => setPageIndex((index) => Math.max(0, index - 1))}
            >
              {t('payments.manage.previous')}
            </Button>
            <Text size="sm" aria-live="polite">
              {t('payments.manage.pageCount', { page: pageIndex + 1, pages })}
            </Text>
            <Button
              variant="default"
              size="compact-sm"
              disabled={pageIndex + 1 >= pages || query.isFetching}
              onClick={() => setPageIndex((index) => index + 1)}
            >
              {t('payments.manage.next')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}

export function ManageFinancialPage() {
  const { t } = useTranslation();
  const totals = useCarrierPaymentTotals();
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('payments.manage.title')}</Title>
        {totals.isPending && <Loading />}
        {totals.isError && <Failure onRetry={() => void totals.refetch()} />}
        {totals.data && <PaymentTotals totals={totals.data} />}
        <PaymentLoads />
      </Stack>
    </Container>
  );
}
