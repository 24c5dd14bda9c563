import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-provider';

// Feedback submit (D3-7.20): the payload of D3-3.19 to /devicemanage/v1/manage; `{ feedback: true }`
// is success. The server logs the feedback event with it (D3-7.21).

export const feedbackPath = '/devicemanage/v1/manage';

export type FeedbackPayload = {
  upn: string;
  carrierId: string | null;
  carrierName: string | null;
  rating: number;
  feedback: string;
  firstName: string | null;
  lastName: string | null;
  devicePlatform: 'Web';
  deviceManufacturer: string;
  deviceModel: string;
  appVersion: '';
  deviceUUID: '';
  deviceOSVersion: '';
};

export function useSubmitFeedback() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (payload: FeedbackPayload) => {
      const answer = (await client.postJson(feedbackPath, payload)) as { feedback?: unknown } | null;
      if (answer?.feedback !== true) throw new Error('Feedback not taken');
    },
  });
}
