import { inArray } from 'drizzle-orm';
import { trailerTypes } from '@freight/domain/trailer-types';
import { loadPostings } from '../../db/schema/loads';

/**
 * Any trailer type, written out: the cell indexes lead with the trailer type, so naming every type
 * lets the planner walk them for a query that does not filter on it.
 */
export const anyTrailerType = inArray(loadPostings.transportMode, [...trailerTypes]);
