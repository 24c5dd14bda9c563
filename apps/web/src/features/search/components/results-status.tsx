import { useCallback, useState, type ReactNode } from 'react';
import { Alert, Button, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SearchRuleIssue } from '@freight/domain/search/validation';
import { isSearchRuleIssue } from '@freight/domain/search/rule-issues';
import { OfflineAlert } from '../../../components/ui/network-guard';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useSearchRuleMessage } from '../use-search-rule-message';

// What a result list shows instead of loads: no criteria, no result, a refused or failed search,
// no network (D1-5.11, D1-8.01, D1-8.02, D1-8.08). None of them loses the criteria.

/** /app/search/results opened without a search (a bookmark, a reload after the tab was closed). */
export function ResultsNoCriteria() {
  const { t } = useTranslation();
  return (
    <Container size="md" py="xl">
      <Stack gap="md" align="flex-start">
        <Title order={1}>{t('results.title')}</Title>
        <Text>{t('results.noCriteria')}</Text>
        <Button component={Link} to={paths.app.search.getHref()}>
          {t('results.goToSearch')}
        </Button>
      </Stack>
    </Container>
  );
}

export function NoResults({ onReturnToSearch }: { onReturnToSearch: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" align="flex-start">
      <Text>{t('results.noResults')}</Text>
      <Button onClick={onReturnToSearch}>{t('results.returnToSearch')}</Button>
    </Stack>
  );
}

/** The rules the server says the criteria break (the values of BAD_USER_INPUT's `fields`). */
function getRuleIssues(error: ApiError): SearchRuleIssue[] {
  return [...new Set(Object.values(error.fields ?? {}).filter(isSearchRuleIssue))];
}

type ResultsErrorProps = { error: Error; onRetry: () => void; onReturnToSearch: () => void };

/**
 * A refused search names the broken rules and leads back to the form to fix them; any other failure
 * is worth trying again as it is.
 */
export function ResultsError({ error, onRetry, onReturnToSearch }: ResultsErrorProps) {
  const { t } = useTranslation();
  const messageOf = useSearchRuleMessage();
  if (error instanceof ApiError && error.code === 'BAD_USER_INPUT') {
    const ruleMessages = getRuleIssues(error).map(messageOf);
    return (
      <Alert color="red" title={t('results.errorTitle')}>
        <Stack gap="sm" align="flex-start">
          {ruleMessages.length > 0 ? (
            <List>
              {ruleMessages.map((message) => (
                <List.Item key={message}>{message}</List.Item>
              ))}
            </List>
          ) : (
            <Text size="sm">{error.message || t('errors.processingRequest')}</Text>
          )}
          <Button onClick={onReturnToSearch}>{t('results.returnToSearch')}</Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert color="red" title={t('errors.generic')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('errors.processingRequest')}</Text>
        <Group>
          <Button onClick={onRetry}>{t('results.retry')}</Button>
          <Button variant="default" onClick={onReturnToSearch}>
            {t('results.returnToSearch')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

export type OnlineGate = {
  /** False while a search opened offline waits for Retry. */
  isAllowed: boolean;
  /** Runs an action that needs the network, or opens the offline alert. */
  runOnline: (action: () => void) => void;
  /** The offline alert and, while the search waits, a notice with Retry. */
  notice: ReactNode;
};

/**
 * A search needs the network (D1-5.11): opened offline, it does not run; the offline alert opens and
 * Retry runs it once the network is back.
 */
export function useOnlineGate(): OnlineGate {
  const { t } = useTranslation();
  const [isAllowed, setAllowed] = useState(() => navigator.onLine);
  const [isAlertOpen, setAlertOpen] = useState(() => !navigator.onLine);
  const runOnline = useCallback((action: () => void) => {
    if (navigator.onLine) action();
    else setAlertOpen(true);
  }, []);

  const notice = (
    <>
      <OfflineAlert opened={isAlertOpen} onClose={() => setAlertOpen(false)} />
      {!isAllowed && (
        <Alert color="yellow" title={t('errors.offlineTitle')}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('errors.offlineMessage')}</Text>
            <Button onClick={() => runOnline(() => setAllowed(true))}>{t('results.retry')}</Button>
          </Stack>
        </Alert>
      )}
    </>
  );
  return { isAllowed, runOnline, notice };
}
