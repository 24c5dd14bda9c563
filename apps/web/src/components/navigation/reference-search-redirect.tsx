import { Navigate } from 'react-router';
import { paths } from '../../config/paths';
import type { ReferenceSearchState } from '../../lib/navigation-state';

/**
 * A link to /app/search or /app/MyLoad with ?reference= (D3-4.53) runs the load search by that
 * reference, as the header's "Search by Load #" does: a shipment then opens in the list of its state
 * (D3-4.54), open loads show as results, and nothing found says so.
 */
export function ReferenceSearchRedirect({ reference }: { reference: string }) {
  const state: ReferenceSearchState = { reference };
  return <Navigate to={paths.app.searchResults.getHref()} state={state} replace />;
}
