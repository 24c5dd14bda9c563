import { useTranslation } from 'react-i18next';
import { chooseBookingAction, isBookable } from '@freight/domain/booking';
import { hasPermission } from '@freight/domain/permissions';
import { useAuth } from '../../../lib/auth/auth-context';
import type { LoadPosting } from '../api/load-posting';
import { ContactUs } from '../details/contact-us';
import { useBookingMember } from './api/get-booking-member';
import { BookNow } from './book-now';
import { GetQualified } from './get-qualified';

// The booking action of an open load card (D1-4.18, D1-4.19, D1-4.23 to D1-4.25, D2-6.05): Book Now,
// Contact to Book or Get Qualified, as @freight/domain/booking decides from the load and the carrier.
// Book Now and Get Qualified are for the roles that book (loads.book); anyone signed in may ask whom
// to call about a load that cannot be booked online. The server checks everything again on booking.

export function BookingAction({ posting }: { posting: LoadPosting }) {
  const { t } = useTranslation();
  const { claims } = useAuth();
  const canBook = hasPermission(claims?.roles ?? [], 'loads.book');
  const member = useBookingMember(canBook ? claims?.upn : undefined);

  if (!claims) return null;
  const contactToBook = <ContactUs contactId={posting.loadId} label={t('booking.contactToBook')} />;
  if (!canBook) return isBookable(posting) ? null : contactToBook;
  // Nothing until the carrier is known, rather than a Book Now that turns into Get Qualified.
  if (member.isPending) return null;
  // A failed lookup offers booking all the same: the server refuses an inactive carrier (REJECTED).
  const carrier = {
    active: member.data?.carrierActiveIndicator ?? true,
    source: member.data?.source ?? null,
  };
  switch (chooseBookingAction(posting, carrier)) {
    case 'bookNow':
      return <BookNow posting={posting} userType={member.data?.userType ?? null} />;
    case 'getQualified':
      return <GetQualified />;
    case 'contactToBook':
      return contactToBook;
  }
}
