import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  choosePreBookWarning,
  opensDriverAssignAfterBooking,
  presentBookResult,
  type BookResultPresentation,
  type PreBookWarning,
} from '@freight/domain/booking';
import { isBookResultReason } from '@freight/domain/book-result-reasons';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { useLogEvent } from '../../../lib/log-event';
import { useRefreshTopRecommendationsAfterBooking } from '../matched/api/refresh-top-recommendations';
import type { LoadPosting } from '../api/load-posting-fields';
import { useBuyLoad, type BuyLoadAnswer, type BuyLoadInput } from './api/buy-load';
import { useFetchBookedShipments, type BookedShipment } from './api/get-booked-shipments';
import { removeCachedPostings, type BookingList } from './api/remove-cached-postings';
import { makeIdempotencyKey } from './make-idempotency-key';
import { useBookResultMessage } from './use-book-result-message';
import { myLoadsCountsQueryKey, myLoadsListsQueryKey } from '../../../lib/query-keys';

// The steps of booking one load (D1-4.20 to D1-4.32): the pre-book warning, the rate confirmation, the
// buy request, then the result, or the owner-operator's driver assignment. The booked load leaves the
// cached lists only when the result is dismissed: the card that shows the result is in those lists,
// and taking it away first would take the result modal with it.

export type BookOutcome = Pick<BookResultPresentation, 'title' | 'buttons' | 'navigatesToModule'> & {
  message: string;
};

export type BookingStep =
  | { kind: 'idle' }
  | { kind: 'warning'; warning: PreBookWarning }
  /** `hasFailed`: the last request did not get an answer; Accept tries again with the same key. */
  | { kind: 'rateConfirmation'; idempotencyKey: string; hasFailed: boolean }
  | { kind: 'result'; outcome: BookOutcome }
  | { kind: 'selfAssign'; shipment: BookedShipment };

type PendingClear = { lists: readonly BookingList[]; isBooked: boolean };

/** The answers that carry a message meant for the user; anything else is the buy-load error (D1-8.05). */
const codesWithMessage: readonly string[] = [
  'BAD_USER_INPUT',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'LIMIT_EXCEEDED',
];

function hasServerMessage(error: unknown): error is ApiError {
  return error instanceof ApiError && codesWithMessage.includes(error.code) && error.message.trim() !== '';
}

/** The status a failed request logs: an HTTP failure's status, else (a GraphQL error, no answer) its code. */
function failureStatusOf(error: unknown): string | number | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.status !== null && error.status >= 400 ? error.status : error.code;
}

// A refusal or a failure after booking shows as a rejection does: Error, the message, a single Ok.
const rejection = presentBookResult('REJECTED');

function toBuyLoadInput(
  posting: LoadPosting,
  memberId: string,
  carrierId: string,
  key: string,
): BuyLoadInput {
  const rate = posting.rate;
  return {
    userId: memberId,
    carrierId,
    sourceSystem: posting.sourceSystem,
    loadId: posting.loadId,
    binRateId: rate?.binRateIdentifier ?? '',
    amount: rate?.totalCharge ?? '',
    currency: rate?.currency ?? 'USD',
    lhlCharges: rate?.lineHaulCharge?.charge ?? null,
    fsrCharges: rate?.fuelCharge?.charge ?? null,
    idempotencyKey: key,
  };
}

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

  /** The reason in the user's language (the hold as the server names it); the server's text otherwise. */
  const messageOf = (answer: BuyLoadAnswer): string => {
    if (isBookResultReason(answer.reason)) {
      return bookResultMessage(answer.reason, {
        loadId: answer.loadId,
        hold: answer.hold ?? undefined,
      });
    }
    return answer.message.trim() || t('booking.buyLoadError');
  };

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

  const showBooked = (answer: BuyLoadAnswer, presentation: BookResultPresentation) => {
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
          setStep({ kind: 'result', outcome: { ...presentation, message: messageOf(answer) } });
        }
      })
      .catch((error: unknown) => {
        // Booked all the same: only the shipment could not be shown (D1-4.32).
        const message = hasServerMessage(error) ? error.message : t('errors.generic');
        setStep({ kind: 'result', outcome: { ...rejection, message } });
      })
      .finally(() => setFetchingShipments(false));
  };

  const handleAnswer = (answer: BuyLoadAnswer) => {
    const presentation = presentBookResult(answer.status);
    if (presentation.logsFailure) {
      logEvent('booking.failed', { loadId, status: answer.status, message: answer.message || undefined });
    }
    pendingClear.current = { lists: presentation.removesLoadFrom, isBooked: answer.status === 'OK' };
    if (answer.status === 'OK') showBooked(answer, presentation);
    else setStep({ kind: 'result', outcome: { ...presentation, message: messageOf(answer) } });
  };

  const handleFailure = (error: unknown) => {
    const message = error instanceof Error && error.message ? error.message : undefined;
    logEvent('booking.failed', { loadId, status: failureStatusOf(error), message });
    if (hasServerMessage(error)) {
      setStep({ kind: 'result', outcome: { ...rejection, message: error.message } });
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
