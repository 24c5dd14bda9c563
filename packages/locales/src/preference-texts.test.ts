import { describe, expect, it } from 'vitest';
import { notificationKinds } from '@freight/domain/preferences/notification-delivery';
import { preferenceIssueCodes } from '@freight/domain/preferences/preference-rules';
import { catalogues } from './catalogues';
import { languages } from './languages';

// The preferences' rules answer codes and the shipment notices are written by kind (decision 057):
// `messages:preferences.issues.<code>` and `messages:shipmentNotices` hold their texts.

// Kinds whose texts other areas keep: bookings, payments and capacity matches have their own notices;
// the transfer request is Manage Users'.
const kindsWithTextsElsewhere = ['PAYMENT', 'CAPACITY', 'MANAGE_USER_REQUEST'];

describe('texts of preferences and shipment notices', () => {
  it.each(languages)(
    '[D3-1.03] every preference rule code and shipment notice has its text in %s',
    (language) => {
      const issues: Record<string, string> = catalogues[language].messages.preferences.issues;
      expect(Object.keys(issues).sort()).toEqual([...preferenceIssueCodes].sort());
      for (const code of preferenceIssueCodes) expect(issues[code]?.trim(), code).toBeTruthy();
      const titles: Record<string, string> = catalogues[language].messages.shipmentNotices.titles;
      const bodies: Record<string, string> = catalogues[language].messages.shipmentNotices.bodies;
      const kinds = Object.keys(notificationKinds).filter((kind) => !kindsWithTextsElsewhere.includes(kind));
      for (const kind of kinds) {
        expect(titles[kind]?.trim(), kind).toBeTruthy();
        expect(bodies[kind]?.trim(), kind).toBeTruthy();
      }
    },
  );

  it('[D3-5.25] keeps the text the spec quotes', () => {
    expect(catalogues.en.messages.preferences.issues.statusUpdatesRequired).toBe(
      'Please select at least one option for status updates.',
    );
  });
});
