import { useCallback } from 'react';
import type { UserEventData, UserEventName, UserEventValue } from '@freight/domain/user-events';
import { useApiClient } from './api-provider';
import { graphql } from '../graphql/gql';

// Analytics and audit events (D1-4.17, D1-4.22, D1-8.05) sent to the server's event log. Fire and
// forget: analytics must never disturb the user, so a failure is swallowed and an event raised offline
// is dropped rather than queued.

export const logUserEventDocument = graphql(`
  mutation logUserEvent($input: UserEventInput!) {
    logUserEvent(input: $input)
  }
`);

export type UserEventField = {
  key: string;
  stringValue?: string;
  numberValue?: number;
  booleanValue?: boolean;
};

/** The event's data as the API takes it: one typed value per key; fields left undefined are left out. */
export function toUserEventFields(
  data: Readonly<Record<string, UserEventValue | undefined>>,
): UserEventField[] {
  return Object.entries(data).flatMap(([key, value]): UserEventField[] => {
    if (typeof value === 'string') return [{ key, stringValue: value }];
    if (typeof value === 'number') return [{ key, numberValue: value }];
    if (typeof value === 'boolean') return [{ key, booleanValue: value }];
    return [];
  });
}

export type LogEvent = <N extends UserEventName>(name: N, data: UserEventData<N>) => void;

/** A function that logs an event of the allow-list of @freight/domain/user-events and returns at once. */
export function useLogEvent(): LogEvent {
  const client = useApiClient();
  return useCallback<LogEvent>(
    (name, data) => {
      if (!navigator.onLine) return;
      client
        .request(logUserEventDocument, { input: { name, data: toUserEventFields(data) } })
        .catch(() => undefined);
    },
    [client],
  );
}
