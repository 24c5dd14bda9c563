import { Group } from '@mantine/core';
import { LaneRatesSection } from '../../load-profit/components/lane-rates-section';
import { profitLoadOf } from '../profit-load-of';
import { useLoadPosting } from '../api/get-load-posting';
import type { LoadPosting } from '../api/load-posting';
import { BookingAction } from '../booking/booking-action';
import { toPostingDetailsView } from '../details/load-details-view';
import { LoadCardDetailsBody } from './load-card-details-body';

// The details of an expanded card: the load details panel of the posting (outside My Loads, so Map
// and Pay, D1-2.24) and, under it, the booking action (D1-4.18). The whole posting is fetched when the
// card opens, since a list carries only what the cards show and booking needs the rate lines. The
// lane's rate history sits above the booking action (decision 058).

export function LoadCardDetails({ loadId }: { loadId: string }) {
  const query = useLoadPosting(loadId);
  return (
    <LoadCardDetailsBody query={query} toView={toPostingDetailsView} renderFooter={renderBookingAction} />
  );
}

function renderBookingAction(posting: LoadPosting) {
  return (
    <>
      <LaneRatesSection load={profitLoadOf(posting)} />
      <Group justify="flex-end" mt="sm">
        <BookingAction posting={posting} />
      </Group>
    </>
  );
}
