import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../lib/api-client';
import { fetchViewSetting } from './get-view-setting';

const clientAnswering = (answer: () => Promise<unknown>) => ({ request: answer }) as unknown as ApiClient;

describe('fetchViewSetting', () => {
  it('[D1-2.16] reads the saved viewsettings preference of the signed-in user', async () => {
    const client = clientAnswering(async () => ({
      getUserDetails: {
        preferences: [
          { key: 'preferredcontact', value: '{"sms":true}' },
          { key: 'viewsettings', value: 'manageUsers' },
        ],
      },
    }));
    expect(await fetchViewSetting(client, 'admin@demo.freight.test')).toBe('manageUsers');
  });

  it('answers null without the preference, and when the call fails, so sign-in goes on', async () => {
    expect(
      await fetchViewSetting(
        clientAnswering(async () => ({ getUserDetails: { preferences: [] } })),
        'a',
      ),
    ).toBe(null);
    expect(
      await fetchViewSetting(
        clientAnswering(() => Promise.reject(new Error('offline'))),
        'a',
      ),
    ).toBe(null);
  });
});
