import type { ReactNode } from 'react';
import { Flex, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppointmentWindow } from './load-card-dates';

// The head of a load card and of a My Loads shipment card (D1-9.07, D2-2.27): the number it goes by,
// then where it picks up → where it delivers, each stop with its appointment window.

/** A stop as a card heads it; a shipment's source system may send it without an appointment. */
export type LoadCardRouteStop = {
  city: string;
  state: string;
  appointmentFrom: string | null;
  appointmentTo: string | null;
};

function StopSummary({ stop }: { stop: LoadCardRouteStop }) {
  const { t } = useTranslation();
  return (
    <Flex component="span" direction="column">
      <Text component="span" fw={700}>
        {t('loadCard.place', { city: stop.city, state: stop.state })}
      </Text>
      {stop.appointmentFrom && (
        <Text component="span" size="sm" c="dimmed">
          <AppointmentWindow from={stop.appointmentFrom} to={stop.appointmentTo ?? stop.appointmentFrom} />
        </Text>
      )}
    </Flex>
  );
}

type LoadCardRouteProps = {
  /** The small print above the route: the load number, the shipment number. */
  reference: ReactNode;
  /** In the order they are served: the first is the origin, the last the destination. */
  stops: readonly LoadCardRouteStop[];
};

export function LoadCardRoute({ reference, stops }: LoadCardRouteProps) {
  const origin = stops[0];
  const destination = stops.length > 1 ? stops.at(-1) : undefined;
  return (
    <Flex component="span" direction="column" gap={4}>
      <Text component="span" size="xs" c="dimmed">
        {reference}
      </Text>
      <Flex component="span" gap="lg" wrap="wrap" align="flex-start">
        {origin && <StopSummary stop={origin} />}
        {destination && (
          <>
            <Text component="span" fw={700} aria-hidden>
              →
            </Text>
            <StopSummary stop={destination} />
          </>
        )}
      </Flex>
    </Flex>
  );
}
