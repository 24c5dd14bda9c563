import { Box, Group, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paymentStages, type PaymentStage } from '@freight/domain/payments/payment-stage';

// The four stages of a load's payment as a list of steps (decision 047): those behind it done, its own
// marked as the current step, the rest to come.

type StepStatus = 'done' | 'current' | 'upcoming';

const colorOf: Record<StepStatus, string> = { done: 'green', current: 'blue', upcoming: 'gray' };

export function PaymentSteps({ stage }: { stage: PaymentStage }) {
  const { t } = useTranslation();
  const current = paymentStages.indexOf(stage);
  return (
    <Box component="ol" aria-label={t('payments.steps.label')} m={0} p={0} style={{ listStyle: 'none' }}>
      {paymentStages.map((step, index) => {
        const status: StepStatus = index < current ? 'done' : index === current ? 'current' : 'upcoming';
        return (
          <Box component="li" key={step} aria-current={status === 'current' ? 'step' : undefined} py={4}>
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon
                size="sm"
                radius="xl"
                color={colorOf[status]}
                variant={status === 'upcoming' ? 'light' : 'filled'}
                aria-hidden
              >
                <Text size="xs" fw={700} c="inherit">
                  {index + 1}
                </Text>
              </ThemeIcon>
              <Text fw={status === 'current' ? 700 : 400} c={status === 'upcoming' ? 'dimmed' : undefined}>
                {t(`payments.stages.${step}`)}
              </Text>
              <Text size="xs" c="dimmed">
                {t(`payments.steps.${status}`)}
              </Text>
            </Group>
          </Box>
        );
      })}
    </Box>
  );
}
