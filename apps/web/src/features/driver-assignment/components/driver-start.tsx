import { useState } from 'react';
import { Group, Loader, Stack, Text } from '@mantine/core';
import { hasDriverStart } from '@freight/domain/driver-assignment';
import type { SearchPlace } from '@freight/domain/search/criteria';
import type { LocationSuggestion } from '../../location/api/search-locations';
import { LocationField } from '../../location/components/location-field';
import { toStartLocation, type StartLocation } from '../api/assign-driver';
import { usePredecessorShipment, type PredecessorRequest } from '../api/get-predecessor-shipment';

// Where the driver starts (D2-4.21), for the dialogs that confirm an assignment: the delivery of their
// predecessor shipment when they have one, otherwise a place chosen with the city typeahead.

type ChosenStart = { place: SearchPlace | null; suggestion: LocationSuggestion | null };

/** What an assignment sends about the start: the predecessor, or the start location. */
export type DriverStartInput = { predecessorShipmentId: string } | { startLocation: StartLocation };

export function useDriverStart(request: PredecessorRequest) {
  const predecessor = usePredecessorShipment(request);
  const [start, setStart] = useState<ChosenStart>({ place: null, suggestion: null });
  // A failed lookup is treated as no predecessor: a chosen start place is always a valid answer.
  const predecessorShipmentId = predecessor.isSuccess ? predecessor.data : null;
  const startLocation = start.suggestion ? toStartLocation(start.suggestion) : null;
  const input: DriverStartInput | null = predecessorShipmentId
    ? { predecessorShipmentId }
    : startLocation && { startLocation };
  return {
    isLoading: predecessor.isLoading,
    predecessorShipmentId,
    start,
    setStart,
    input,
    /** Confirm waits for this (D2-4.21). */
    hasStart: !predecessor.isLoading && hasDriverStart({ predecessorShipmentId, startLocation }),
  };
}

export type DriverStart = ReturnType<typeof useDriverStart>;

/** The dialog's words: the owner-operator reads about themself, a dispatcher about the driver. */
export type DriverStartTexts = {
  looking: string;
  startsAfter: (shipmentId: string) => string;
  hint: string;
  label: string;
};

export function DriverStartField({
  driverStart,
  texts,
}: {
  driverStart: DriverStart;
  texts: DriverStartTexts;
}) {
  if (driverStart.isLoading) {
    return (
      <Group gap="xs">
        <Loader size="xs" aria-hidden />
        <Text size="sm" role="status">
          {texts.looking}
        </Text>
      </Group>
    );
  }
  if (driverStart.predecessorShipmentId)
    return <Text>{texts.startsAfter(driverStart.predecessorShipmentId)}</Text>;
  return (
    <Stack gap={4}>
      <Text size="sm">{texts.hint}</Text>
      <LocationField
        label={texts.label}
        value={driverStart.start.place}
        onChange={(place, suggestion) => driverStart.setStart({ place, suggestion: suggestion ?? null })}
      />
    </Stack>
  );
}
