import type { ApiModule } from '../platform/module';
import { bookingModule } from './booking/booking.module';
import { capacityModule } from './capacity/capacity.module';
import { carrierProfileModule } from './carrier-profile/carrier-profile.module';
import { configModule } from './config/config.module';
import { contentModule } from './content/content.module';
import { costProfileModule } from './cost-profile/cost-profile.module';
import { devicesModule } from './devices/devices.module';
import { memberLanguageModule } from './member-language/member-language.module';
import { documentsModule } from './documents/documents.module';
import { driverAssignmentModule } from './driver-assignment/driver-assignment.module';
import { eventsModule } from './events/events.module';
import { feedbackModule } from './feedback/feedback.module';
import { healthModule } from './health/health.module';
import { integrationModule } from './integration/integration.module';
import { intentModule } from './intent/intent.module';
import { invoicesModule } from './invoices/invoices.module';
import { laneRatesModule } from './lane-rates/lane-rates.module';
import { liveModule } from './live/live.module';
import { loadDetailsModule } from './load-details/load-details.module';
import { locationsModule } from './locations/locations.module';
import { myLoadsModule } from './my-loads/my-loads.module';
import { notificationsModule } from './notifications/notifications.module';
import { paymentsModule } from './payments/payments.module';
import { preferencesModule } from './preferences/preferences.module';
import { recommendationsModule } from './recommendations/recommendations.module';
import { referencesModule } from './references/references.module';
import { searchHistoryModule } from './search-history/search-history.module';
import { searchModule } from './search/search.module';
import { tendersModule } from './tenders/tenders.module';
import { tripsModule } from './trips/trips.module';
import { trackingModule } from './tracking/tracking.module';
import { usersModule } from './users/users.module';
import { watchedModule } from './watched/watched.module';

// Every area of the API, in one list: adding an area means adding it here.
export const apiModules: ApiModule[] = [
  healthModule,
  configModule,
  contentModule,
  integrationModule,
  locationsModule,
  usersModule,
  notificationsModule,
  searchModule,
  searchHistoryModule,
  recommendationsModule,
  watchedModule,
  loadDetailsModule,
  myLoadsModule,
  bookingModule,
  driverAssignmentModule,
  tendersModule,
  tripsModule,
  eventsModule,
  intentModule,
  trackingModule,
  documentsModule,
  paymentsModule,
  referencesModule,
  invoicesModule,
  capacityModule,
  costProfileModule,
  laneRatesModule,
  carrierProfileModule,
  feedbackModule,
  preferencesModule,
  devicesModule,
  liveModule,
  memberLanguageModule,
];
