import { useMemo } from 'react';
import { Box, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { useTermsAndConditions } from '../../../../components/loads/booking/api/get-terms-and-conditions';
import { sanitizeHtml } from '../../../../lib/sanitize-html';

// The terms and conditions of the tendered load's type, which the dispatcher accepts with the load
// (D2-2.37, D2-4.11). The body is HTML written outside the app: sanitised here, the only way it
// reaches the page.

type TenderTermsProps = { terms: ReturnType<typeof useTermsAndConditions> };

export function TenderTerms({ terms }: TenderTermsProps) {
  const { t } = useTranslation();
  const title = terms.data?.title ?? t('tenders.terms');
  const body = useMemo(() => (terms.data ? sanitizeHtml(terms.data.body) : null), [terms.data]);

  if (terms.isPending) {
    return (
      <Group gap="xs">
        <Loader size="sm" aria-hidden />
        <Text size="sm">{t('tenders.termsLoading')}</Text>
      </Group>
    );
  }
  if (body === null) {
    return (
      <Group gap="xs">
        <Text size="sm">{t('tenders.termsError')}</Text>
        <Button size="compact-sm" variant="light" onClick={() => void terms.refetch()}>
          {t('tenders.retry')}
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
        mah={240}
        fz="sm"
        style={{ overflowY: 'auto' }}
        dangerouslySetInnerHTML={{ __html: body }}
      />
    </Stack>
  );
}
