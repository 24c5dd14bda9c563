import { useEffect, useRef } from 'react';
import { Box, Button, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { useConfig } from '../../../lib/config-provider';
import { resolveConfigText } from '../../../lib/config-text';
import { useNetworkGuard } from '../../../components/ui/network-guard';
import type { LoadPosting } from '../api/load-posting';
import { BookResult } from './book-result';
import { PreBookWarning } from './pre-book-warning';
import { RateConfirmation } from './rate-confirmation';
import { SelfAssignAfterBooking } from './self-assign-after-booking';
import { useBookingFlow, type BookingStep } from './use-booking-flow';

// Book Now (D1-4.18 to D1-4.32): the button, in the configured colour, and one dialog that goes from
// the warning to the rate confirmation to the result. One dialog rather than three, so that focus
// stays inside it from step to step and goes back to Book Now when it closes.

type BookNowProps = { posting: LoadPosting; userType: string | null };

const resultTitleKeys = {
  thankYou: 'booking.result.thankYou',
  error: 'booking.result.error',
  warning: 'booking.result.warning',
} as const;

export function BookNow({ posting, userType }: BookNowProps) {
  const { t, i18n } = useTranslation();
  const { bookNowColor, preBookWarningTitle } = useConfig().booking;
  const { runOnline, offlineAlert } = useNetworkGuard();
  const flow = useBookingFlow(posting, userType);
  const { step } = flow;
  const contentRef = useRef<HTMLDivElement>(null);
  const isDialogOpen = step.kind === 'warning' || step.kind === 'rateConfirmation' || step.kind === 'result';

  // The dialog's first open focuses its [data-autofocus] itself; each next step replaces the focused
  // button, so focus moves to the new step's.
  useEffect(() => {
    contentRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [step.kind]);

  const titleOf = (current: BookingStep): string | null => {
    if (current.kind === 'warning') {
      return resolveConfigText(preBookWarningTitle, i18n.language, t('booking.warning.title'));
    }
    if (current.kind === 'rateConfirmation') return t('booking.rateConfirmation.title');
    if (current.kind === 'result' && current.outcome.title) return t(resultTitleKeys[current.outcome.title]);
    return null;
  };
  const title = titleOf(step);

  return (
    <>
      <Button color={bookNowColor} autoContrast onClick={() => runOnline(flow.start)}>
        {t('booking.bookNow')}
      </Button>
      <Dialog
        opened={isDialogOpen}
        onClose={flow.close}
        // A status outside the table has no title (D1-4.31): the dialog is named all the same.
        title={title ?? <VisuallyHidden>{t('booking.result.label')}</VisuallyHidden>}
        size={step.kind === 'rateConfirmation' ? 'lg' : 'md'}
        centered
        // While the request runs, the answer decides what comes next.
        withCloseButton={!flow.isBooking}
        closeButtonProps={{ 'aria-label': t('booking.close') }}
        closeOnEscape={!flow.isBooking}
        closeOnClickOutside={!flow.isBooking}
      >
        <Box ref={contentRef}>
          {step.kind === 'warning' && (
            <PreBookWarning
              warning={step.warning}
              onCancel={flow.close}
              onAgree={() => runOnline(flow.agree)}
            />
          )}
          {step.kind === 'rateConfirmation' && (
            <RateConfirmation
              posting={posting}
              hasFailed={step.hasFailed}
              isBooking={flow.isBooking}
              onAccept={() => runOnline(flow.accept)}
              onDecline={flow.decline}
            />
          )}
          {step.kind === 'result' && <BookResult outcome={step.outcome} onDone={flow.finish} />}
        </Box>
      </Dialog>
      {step.kind === 'selfAssign' && (
        <SelfAssignAfterBooking shipment={step.shipment} onDone={flow.finish} tellsWhereItWaits />
      )}
      {offlineAlert}
    </>
  );
}
