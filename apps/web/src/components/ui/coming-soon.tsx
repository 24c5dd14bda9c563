import type { ReactNode } from 'react';
import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type ComingSoonProps = { title: string; children?: ReactNode };

// A screen whose area is not built yet says so plainly rather than showing made-up data.
export function ComingSoon({ title, children }: ComingSoonProps) {
  const { t } = useTranslation();

  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        {children}
        <Text>{t('comingSoon.message')}</Text>
      </Stack>
    </Container>
  );
}
