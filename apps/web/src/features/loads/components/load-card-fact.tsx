import type { ReactNode } from 'react';
import { Text } from '@mantine/core';

/** One figure of a card's facts row: the trailer, the miles, a deadhead, the driver. */
export function LoadCardFact({ children }: { children: ReactNode }) {
  return (
    <Text component="span" size="sm">
      {children}
    </Text>
  );
}
