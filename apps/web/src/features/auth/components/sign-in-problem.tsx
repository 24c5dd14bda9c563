import { Alert, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type SignInProblemProps = { message: string; onRetry: () => void };

/** A sign-in failure (D1-8.11, D3-8.23) with a way to try again. */
export function SignInProblem({ message, onRetry }: SignInProblemProps) {
  const { t } = useTranslation();

  return (
    <Alert color="red" title={message} w="100%" ta="left">
      <Button mt="sm" variant="default" onClick={onRetry}>
        {t('auth.retry')}
      </Button>
    </Alert>
  );
}
