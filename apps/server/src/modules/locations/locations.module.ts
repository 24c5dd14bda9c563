import { z } from 'zod';
import { isValidLocationQuery, shouldSearchLocations } from '@freight/domain/location-query';
import { badInput } from '../../platform/errors';
import type { ApiModule } from '../../platform/module';
import { parseQuery } from '../../platform/validate';
import { findNearestLocation } from './find-nearest-location';
import { searchLocations } from './search-locations';
import { message } from '../../platform/i18n';

export const invalidLocationMessage = message('locations.invalid');

// Longer than any place name with its state; bounds the work of one request.
const locationQuerySchema = z.object({ query: z.string().max(100) });

// A device's position: decimal degrees, as the Geolocation API gives them.
const positionQuerySchema = z.object({
  latitude: z.coerce.number().min(-90).max(90),
  longitude: z.coerce.number().min(-180).max(180),
});

// Location lookup (D1-7.22, D3-7.10): the typeahead's suggestions (D2-3.19). The same rules as the
// field itself (D1-5.09, D2-5.01, D3-5.22): other characters are refused, short text finds nothing.
// And its reverse (D2-7.25): the place nearest to a device's position.
export const locationsModule: ApiModule = {
  name: 'locations',
  routes: (app, services) => {
    app.get('/v1/api/locations/searchByQuery', { config: { access: 'signedIn' } }, async (request) => {
      const { query } = parseQuery(locationQuerySchema, request.query);
      if (!isValidLocationQuery(query))
        throw badInput(invalidLocationMessage, { query: invalidLocationMessage });
      if (!shouldSearchLocations(query)) return [];
      return searchLocations(services.db, query);
    });
    // The reverse lookup (D2-7.25): the place nearest to the device, as a list of at most one.
    app.get('/v1/api/locations/nearest', { config: { access: 'signedIn' } }, (request) =>
      findNearestLocation(services.db, parseQuery(positionQuerySchema, request.query)),
    );
  },
};
