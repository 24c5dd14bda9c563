import { createElement, type ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setOnline } from '../test/dom';
import { createFakeFetch, type FakeApi } from '../test/fake-api';
import { createApiClient } from './api-client';
import { ApiClientTestProvider } from './api-provider';
import type { FetchFunction } from './fetch-function';
import { toUserEventFields, useLogEvent } from './log-event';

function renderLogEvent(fetch: FetchFunction) {
  const client = createApiClient({ timeoutMs: 1_000, basePath: '/web', fetch });
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(ApiClientTestProvider, { value: client }, children);
  return renderHook(() => useLogEvent(), { wrapper }).result.current;
}

function renderWithFakeApi(api: FakeApi = {}) {
  const { fetch, calls } = createFakeFetch(api);
  return { logEvent: renderLogEvent(fetch), calls };
}

afterEach(() => setOnline(true));

describe('useLogEvent', () => {
  it('[D1-4.17] sends the event as logUserEvent with one typed value per field', async () => {
    const { logEvent, calls } = renderWithFakeApi({
      graphql: { logUserEvent: () => ({ data: { logUserEvent: true } }) },
    });

    logEvent('loadDetails.tabChanged', {
      tab: 'documents',
      shipmentId: 'SH1',
      module: 'inTransit',
      loadId: undefined,
    });

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      url: '/web/v1/experience',
      operation: 'logUserEvent',
      variables: {
        input: {
          name: 'loadDetails.tabChanged',
          data: [
            { key: 'tab', stringValue: 'documents' },
            { key: 'shipmentId', stringValue: 'SH1' },
            { key: 'module', stringValue: 'inTransit' },
          ],
        },
      },
    });
  });

  it('[D1-8.05] numbers and flags keep their kind', () => {
    expect(toUserEventFields({ loadId: 'L1', status: 409, isRetry: false })).toEqual([
      { key: 'loadId', stringValue: 'L1' },
      { key: 'status', numberValue: 409 },
      { key: 'isRetry', booleanValue: false },
    ]);
  });

  it('[D1-4.17] a refused event or a network failure is swallowed: the caller never sees it', async () => {
    const { logEvent, calls } = renderWithFakeApi({
      graphql: {
        logUserEvent: () => ({ errors: [{ message: 'refused', extensions: { code: 'BAD_USER_INPUT' } }] }),
      },
    });
    const failing: FetchFunction = () => Promise.reject(new TypeError('Failed to fetch'));
    let failingCalls = 0;
    const logOverBrokenNetwork = renderLogEvent((url, init) => {
      failingCalls += 1;
      return failing(url, init);
    });

    // An unhandled rejection would fail this test run.
    expect(() => logEvent('booking.failed', { loadId: 'L1', status: 409 })).not.toThrow();
    expect(() => logOverBrokenNetwork('booking.rateConfirmationDeclined', { loadId: 'L1' })).not.toThrow();

    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(failingCalls).toBe(1));
  });

  it('[D1-4.17] offline, the event is dropped without a call', async () => {
    const { logEvent, calls } = renderWithFakeApi();
    setOnline(false);

    logEvent('loadDetails.tabChanged', { tab: 'pay', loadId: 'L1' });
    // Back online, another event is sent: a call for the first one would have come before its call.
    setOnline(true);
    logEvent('loadDetails.tabChanged', { tab: 'pay', loadId: 'L2' });

    await waitFor(() => expect(calls).toHaveLength(1));
    const offlineCalls = calls.filter((call) => JSON.stringify(call.variables).includes('"L1"'));
    expect(offlineCalls).toEqual([]);
  });
});
