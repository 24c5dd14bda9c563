import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../graphql/gql';
import { useApiClient } from '../../../lib/api-provider';
import { userPreferenceQueryKey } from '../query-keys';

// D3-7.12 updateUserPreference: the changed entries (D3-3.10); the answer is the preferences as saved.
export const updateUserPreferenceDocument = graphql(`
  mutation updateUserPreference($preference: UserPreferenceInput!) {
    updateUserPreference(preference: $preference) {
      preferences {
        ...UserPreferenceFields
      }
    }
  }
`);

export type PreferenceEntry = { key: string; value: string };

export function useUpdateUserPreference() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (updatePreferences: PreferenceEntry[]) => {
      const data = await client.request(updateUserPreferenceDocument, {
        preference: { domain: 'carrier', updatePreferences },
      });
      return data.updateUserPreference.preferences;
    },
    onSuccess: (saved) => queryClient.setQueryData(userPreferenceQueryKey, saved),
  });
}
