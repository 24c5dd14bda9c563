import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getLoadPostingQueryKey } from '../query-keys';
import { shipmentDetailsQueryKey, shipmentDocumentsQueryKey } from '../../../lib/query-keys';
import type { LoadDetailsView } from './load-details-view';

/** The queries the panel of this load reads: the posting, or the shipment and its documents. */
function getDetailsQueryKeys(view: LoadDetailsView): readonly (readonly string[])[] {
  if (view.shipmentId)
    return [shipmentDetailsQueryKey(view.shipmentId), shipmentDocumentsQueryKey(view.shipmentId)];
  return view.loadId ? [getLoadPostingQueryKey(view.loadId)] : [];
}

/**
 * The panel's Refresh (D1-4.17): the details are fetched again, and so are the documents when their
 * tab is open. Documents fetched earlier but not on screen are only marked stale, so they are fetched
 * again when the tab is next opened, and a list never opened stays unfetched.
 */
export function useRefreshLoadDetails(view: LoadDetailsView) {
  const queryClient = useQueryClient();
  const [isRefreshing, setIsRefreshing] = useState(false);
  const refresh = async () => {
    setIsRefreshing(true);
    try {
      await Promise.all(
        getDetailsQueryKeys(view).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    } finally {
      setIsRefreshing(false);
    }
  };
  return { refresh, isRefreshing };
}
