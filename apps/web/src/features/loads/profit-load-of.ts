import type { ProfitLoad } from '../load-profit/profit-load';
import type { LoadCardPosting } from './api/load-posting';
import { totalChargeCents } from './total-charge-cents';
import { sortStops } from './sort-stops';

/** What the profit figures and the lane rates read of a posting (decision 058). */
export function profitLoadOf(posting: LoadCardPosting): ProfitLoad {
  return {
    totalChargeCents: totalChargeCents(posting.rate),
    currency: posting.rate?.currency ?? 'USD',
    totalDistance: posting.totalDistance,
    originDeadHead: posting.originDeadHead,
    transportMode: posting.transportMode,
    stops: sortStops(posting.stops),
  };
}
