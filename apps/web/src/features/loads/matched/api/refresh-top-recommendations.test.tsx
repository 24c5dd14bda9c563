import { fireEvent, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderMatchedLoads } from '../matched-loads.test-utils';
import { useRefreshTopRecommendationsAfterBooking } from './refresh-top-recommendations';

afterEach(() => {
  vi.useRealTimers();
});

function BookingProbe() {
  const refreshAfterBooking = useRefreshTopRecommendationsAfterBooking();
  return <button onClick={refreshAfterBooking}>Booked</button>;
}

describe('useRefreshTopRecommendationsAfterBooking', () => {
  it.each([
    [undefined, 3_000],
    [{ recommendations: { topRefreshDelayMs: 1_200 } }, 1_200],
  ])(
    '[D1-4.14] [D1-9.09] refreshes the recommendations topRefreshDelayMs after a booking (config %j: %i ms)',
    (config, delayMs) => {
      const queryClient = new QueryClient();
      const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
      renderMatchedLoads(<BookingProbe />, { queryClient, config });
      vi.useFakeTimers();

      fireEvent.click(screen.getByRole('button', { name: 'Booked' }));
      vi.advanceTimersByTime(delayMs - 1);
      expect(invalidate).not.toHaveBeenCalled();

      vi.advanceTimersByTime(1);
      expect(invalidate).toHaveBeenCalledWith({ queryKey: ['recommendedLoads'] });
    },
  );
});
