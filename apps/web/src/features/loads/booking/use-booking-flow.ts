import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  choosePreBookWarning,
  opensDriverAssignAfterBooking,
  presentBookResult,
  type PreBookWarning,
} from '@freight/domain/booking';
import { useAuth } from '../../../lib/auth/auth-context';
import { useLogEvent } from '../../../lib/log-event';
import { useRefreshTopRecommendationsAfterBooking } from '../matched/api/refresh-top-recommendations';
import type { LoadPosting } from '../api/load-posting';
import { useBuyLoad, type BuyLoadAnswer } from './api/buy-load';
import { useFetchBookedShipments, type BookedShipment } from './api/get-booked-shipments';
import { removeCachedPostings, type BookingList } from './api/remove-cached-postings';
import { bookAnswerMessage } from './book-answer-message';
import {
  failureDetailsOf,
  outcomeOfAnswer,
  outcomeOfBuyFailure,
  outcomeOfShipmentsFailure,
  type BookOutcome,
} from './book-outcome';
import { makeIdempotencyKey } from './make-idempotency-key';
import { toBuyLoadInput } from './to-buy-load-input';
import { useBookResultMessage } from './use-book-result-message';
import { myLoadsCountsQueryKey, myLoadsListsQueryKey } from '../../../lib/query-keys';

// The steps of booking one load (D1-4.20 to D1-4.32): the pre-book warning, the rate confirmation, the
// buy request, then the result, or the owner-operator's driver assignment. The booked load leaves the
// cached lists only when the result is dismissed: the card that shows the result is in those lists,
// and taking it away first would take the result modal with it.

export type BookingStep =
  | { kind: 'idle' }
  | { kind: 'warning'; warning: PreBookWarning }
  /** `hasFailed`: the last request did not get an answer; Accept tries again with the same key. */
  | { kind: 'rateConfirmation'; idempotencyKey: string; hasFailed: boolean }
  | { kind: 'result'; outcome: BookOutcome }
  | { kind: 'selfAssign'; shipment: BookedShipment };

type PendingClear = { lists: readonly BookingList[]; isBooked: boolean };

export function useBookingFlow(posting: LoadPosting, userType: string | null) {
  const { t } = useTranslation();
  const { claims } = useAuth();
  const queryClient = useQueryClient();
  const logEvent = useLogEvent();
  const buyLoad = useBuyLoad();
  const fetchBookedShipments = useFetchBookedShipments();
  const refreshTopRecommendations = useRefreshTopRecommendationsAfterBooking();
  const [step, setStep] = useState<BookingStep>({ kind: 'idle' });
  const [isFetchingShipments, setFetchingShipments] = useState(false);
  const pendingClear = useRef<PendingClear | null>(null);
  // A second click can come before the first one's pending state is rendered.
  const isRequestInFlight = useRef(false);
  const { loadId } = posting;

  const applyPendingClear = useCallback(() => {
    const pending = pendingClear.current;
    pendingClear.current = null;
    if (!pending) return;
    removeCachedPostings(queryClient, loadId, pending.lists);
    if (pending.isBooked) refreshTopRecommendations();
  }, [queryClient, loadId, refreshTopRecommendations]);

  // A result left without being dismissed (the page changed under it) still takes the load away.
  useEffect(() => applyPendingClear, [applyPendingClear]);

  const bookResultMessage = useBookResultMessage();

  const outcomeOf = (answer: BuyLoadAnswer) =>
    outcomeOfAnswer(answer, bookAnswerMessage(answer, bookResultMessage, t));

  const openRateConfirmation = (): BookingStep => ({
    kind: 'rateConfirmation',
    idempotencyKey: makeIdempotencyKey(),
    hasFailed: false,
  });

  const start = () => {
    const pickUpStops = posting.stops.map((stop) => ({ ...stop, sequence: stop.stopSequence }));
    const warning = choosePreBookWarning(pickUpStops, Date.now());
    setStep(warning ? { kind: 'warning', warning } : openRateConfirmation());
  };

  const agree = () => setStep(openRateConfirmation());

  const decline = () => {
    logEvent('booking.rateConfirmationDeclined', { loadId });
    setStep({ kind: 'idle' });
  };

  const showBooked = (answer: BuyLoadAnswer) => {
    // The new shipment is in Carrier Assigned now: the My Loads counts and lists are out of date.
    void queryClient.invalidateQueries({
      predicate: ({ queryKey }) =>
        queryKey[0] === myLoadsCountsQueryKey[0] || queryKey[0] === myLoadsListsQueryKey[0],
    });
    setFetchingShipments(true);
    fetchBookedShipments(answer.shipmentIds)
      .then((shipments) => {
        const shipment = shipments[0];
        if (shipment && opensDriverAssignAfterBooking(userType)) {
          setStep({ kind: 'selfAssign', shipment });
        } else {
          setStep({ kind: 'result', outcome: outcomeOf(answer) });
        }
      })
      .catch((error: unknown) => {
        // Booked all the same: only the shipment could not be shown (D1-4.32).
        setStep({ kind: 'result', outcome: outcomeOfShipmentsFailure(error, t('errors.generic')) });
      })
      .finally(() => setFetchingShipments(false));
  };

  const handleAnswer = (answer: BuyLoadAnswer) => {
    const presentation = presentBookResult(answer.status);
    if (presentation.logsFailure) {
      logEvent('booking.failed', { loadId, status: answer.status, message: answer.message || undefined });
    }
    pendingClear.current = { lists: presentation.removesLoadFrom, isBooked: answer.status === 'OK' };
    if (answer.status === 'OK') showBooked(answer);
    else setStep({ kind: 'result', outcome: outcomeOf(answer) });
  };

  const handleFailure = (error: unknown) => {
    logEvent('booking.failed', { loadId, ...failureDetailsOf(error) });
    const outcome = outcomeOfBuyFailure(error);
    if (outcome) {
      setStep({ kind: 'result', outcome });
      return;
    }
    setStep((current) => (current.kind === 'rateConfirmation' ? { ...current, hasFailed: true } : current));
  };

  const isBooking = buyLoad.isPending || isFetchingShipments;

  const accept = () => {
    if (step.kind !== 'rateConfirmation' || isBooking || isRequestInFlight.current) return;
    if (!claims?.carrierId) return;
    isRequestInFlight.current = true;
    setStep({ ...step, hasFailed: false });
    buyLoad.mutate(toBuyLoadInput(posting, claims.sub, claims.carrierId, step.idempotencyKey), {
      onSuccess: handleAnswer,
      onError: handleFailure,
      onSettled: () => {
        isRequestInFlight.current = false;
      },
    });
  };

  /** Ends the flow: the result is dismissed, or the owner-operator's assignment closed. */
  const finish = () => {
    applyPendingClear();
    setStep({ kind: 'idle' });
  };

  /** Escape, the close button or a click outside: Cancel, Decline, or dismiss, as the step means it. */
  const close = () => {
    if (step.kind === 'warning') setStep({ kind: 'idle' });
    else if (step.kind === 'rateConfirmation' && !isBooking) decline();
    else if (step.kind === 'result') finish();
  };

  return { step, isBooking, start, agree, decline, accept, finish, close };
}
