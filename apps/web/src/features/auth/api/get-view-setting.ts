import type { ApiClient } from '../../../lib/api-client';
import { graphql } from '../../../graphql/gql';

// The saved `viewsettings` preference (D1-2.16, D3-3 preferences), read once after sign-in to choose
// the start tab. A failure only means the default tab: it never blocks signing in.
export const getViewSettingDocument = graphql(`
  query getViewSetting($upn: String!) {
    getUserDetails(userPrincipalName: $upn) {
      preferences {
        key
        value
      }
    }
  }
`);

export async function fetchViewSetting(client: ApiClient, upn: string): Promise<string | null> {
  try {
    const data = await client.request(getViewSettingDocument, { upn });
    return data.getUserDetails?.preferences.find((entry) => entry.key === 'viewsettings')?.value ?? null;
  } catch {
    return null;
  }
}
