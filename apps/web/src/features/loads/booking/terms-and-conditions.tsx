import { useMemo } from 'react';
import { Box, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import type { useTermsAndConditions } from './api/get-terms-and-conditions';

// The terms and conditions of a load type (D1-4.22, D2-4.11), as the rate confirmation and the
// tender's Accept dialog show them: loading, a failure with Retry, or the title and the body. The
// body is HTML written outside the app, sanitised here: the only way it reaches the page.

export function TermsAndConditions({ terms }: { terms: ReturnType<typeof useTermsAndConditions> }) {
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
        dangerouslySetInnerHTML={{ __html: body }}
      />
    </Stack>
  );
}
