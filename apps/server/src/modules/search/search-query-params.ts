import type { AppConfig } from '@freight/domain/config';
import type { LoadViewer } from '@freight/domain/load-visibility';
import type { SortColumn, SortDirection } from '@freight/domain/search/sorting';
import type { SearchCircle } from '../postings/load-posting-conditions';
import type { SearchProfit } from './profit-expressions';

// What one load search asks of the database, once the use cases have checked the request: its filters
// (search-filters.ts), its order (search-order.ts) and its page (search-query.ts).

export type SearchQueryParams = {
  /** The trailer type the load needs (transport_mode); null for any (loads by state). */
  trailerType: string | null;
  /** The posting's pick-up start lies in [pickUpFrom, pickUpTo]; a null bound is open. */
  pickUpFrom: Date | null;
  pickUpTo: Date | null;
  /** Only loads whose pick-up window has not ended at this moment (loads by state). */
  pickUpOpenAt?: Date | null;
  /** The load's origin within the circle (degrees and miles). */
  origin: SearchCircle | null;
  /** The load picks up in this state or province (loads by state). */
  originState?: { country: string; state: string } | null;
  /** The load's destination within the circle. */
  destination: SearchCircle | null;
  /** Or the load's destination in one of these states of a country. */
  destinationStates?: { country: string; states: readonly string[] } | null;
  /** The first pick-up falls on one of these ISO days of the week where it picks up (a Lane, decision 050). */
  pickUpWeekdays?: readonly number[] | null;
  /** The posting's drop start lies in [dropFrom, dropTo]; a null bound is open. */
  dropFrom: Date | null;
  dropTo: Date | null;
  /** Who is looking: managed/non-managed capabilities and tier (D1-1.12). */
  viewer: LoadViewer;
  /** The configuration of exclusive-load tiers; the defaults when left out. */
  config?: Pick<AppConfig, 'search'>;
  /** The member whose watched loads are marked; null or left out: none. */
  memberId?: string | null;
  /**
   * The carrier's cost figures and the profit bounds asked for (decision 058); needed to sort by net
   * profit or net per day, which without them use the default cost profile.
   */
  profit?: SearchProfit | null;
  sortColumn: SortColumn;
  sortDirection: SortDirection;
  /** 0-based page of `size` postings. */
  page: number;
  size: number;
};
