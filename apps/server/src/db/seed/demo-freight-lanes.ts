// Where North American truckload freight comes from and goes, roughly, for the demo board: the
// markets that ship more (or less) than their population says, and the busy lanes between them.
// Places are named as the gazetteer names them (its most prominent place of that name and state);
// a place missing from the hubs drops its entry. The weights are round figures chosen to make the
// board look like a real one (Los Angeles, Chicago, Dallas and Atlanta busiest; Laredo, Memphis,
// Savannah, the Inland Empire and the Lehigh Valley heavier than their size; New York and Miami
// receiving more than they ship); they are an impression drawn from trade reporting, not statistics.

export type PlaceName = readonly [name: string, state: string];

/** How much freight a metro ships for its size (1: in proportion to its population), by its main place. */
// prettier-ignore
export const freightMarkets: readonly (readonly [...PlaceName, factor: number])[] = [
  ['Los Angeles', 'CA', 1.3], ['Chicago', 'IL', 1.6], ['Dallas', 'TX', 1.6], ['Atlanta', 'GA', 1.7],
  ['Houston', 'TX', 1.3], ['Memphis', 'TN', 2.5], ['Columbus', 'OH', 2], ['Indianapolis', 'IN', 2],
  ['Allentown', 'PA', 3], ['Savannah', 'GA', 2.5], ['Laredo', 'TX', 3], ['McAllen', 'TX', 2.5],
  ['Stockton', 'CA', 2.5], ['Riverside', 'CA', 2.2], ['Ontario', 'CA', 2.2], ['Fresno', 'CA', 1.8],
  ['Salinas', 'CA', 2.2], ['Kansas City', 'MO', 1.8], ['Nashville', 'TN', 1.6], ['Louisville', 'KY', 2],
  ['Charlotte', 'NC', 1.5], ['Jacksonville', 'FL', 1.6], ['Lakeland', 'FL', 2.5], ['Greensboro', 'NC', 1.4],
  ['Cincinnati', 'OH', 1.5], ['St. Louis', 'MO', 1.3], ['Detroit', 'MI', 1.3], ['Salt Lake City', 'UT', 1.4],
  ['Reno', 'NV', 1.5], ['Omaha', 'NE', 1.3], ['Toronto', 'ON', 1.2], ['Calgary', 'AB', 1.2],
  ['New York City', 'NY', 0.45], ['New York', 'NY', 0.45], ['Miami', 'FL', 0.7], ['Boston', 'MA', 0.6],
  ['Las Vegas', 'NV', 0.6], ['Orlando', 'FL', 0.8], ['San Francisco', 'CA', 0.6], ['Washington', 'DC', 0.5],
];

/** Busy lanes, one way (the other way is a lane of its own when it is busy too), with a weight. */
// prettier-ignore
export const freightLanes: readonly (readonly [from: PlaceName, to: PlaceName, weight: number])[] = [
  // The West: the ports and the Inland Empire out to the Southwest and up the coast; produce south.
  [['Los Angeles', 'CA'], ['Phoenix', 'AZ'], 10], [['Los Angeles', 'CA'], ['Las Vegas', 'NV'], 6],
  [['Los Angeles', 'CA'], ['Dallas', 'TX'], 7], [['Los Angeles', 'CA'], ['Seattle', 'WA'], 4],
  [['Los Angeles', 'CA'], ['Denver', 'CO'], 4], [['Los Angeles', 'CA'], ['Salt Lake City', 'UT'], 4],
  [['Riverside', 'CA'], ['Phoenix', 'AZ'], 5], [['Ontario', 'CA'], ['Phoenix', 'AZ'], 4],
  [['Phoenix', 'AZ'], ['Los Angeles', 'CA'], 4], [['Stockton', 'CA'], ['Los Angeles', 'CA'], 5],
  [['Fresno', 'CA'], ['Los Angeles', 'CA'], 4], [['Salinas', 'CA'], ['Los Angeles', 'CA'], 3],
  [['Seattle', 'WA'], ['Portland', 'OR'], 4], [['Portland', 'OR'], ['Seattle', 'WA'], 3],
  [['Salt Lake City', 'UT'], ['Los Angeles', 'CA'], 2], [['Reno', 'NV'], ['Sacramento', 'CA'], 2],
  // The Midwest: Chicago out in every direction.
  [['Chicago', 'IL'], ['Atlanta', 'GA'], 7], [['Chicago', 'IL'], ['Dallas', 'TX'], 6],
  [['Chicago', 'IL'], ['Columbus', 'OH'], 5], [['Chicago', 'IL'], ['Indianapolis', 'IN'], 5],
  [['Chicago', 'IL'], ['Minneapolis', 'MN'], 5], [['Chicago', 'IL'], ['Detroit', 'MI'], 5],
  [['Chicago', 'IL'], ['Memphis', 'TN'], 4], [['Chicago', 'IL'], ['Kansas City', 'MO'], 4],
  [['Chicago', 'IL'], ['Denver', 'CO'], 3], [['Chicago', 'IL'], ['Toronto', 'ON'], 3],
  [['Chicago', 'IL'], ['Nashville', 'TN'], 3], [['Chicago', 'IL'], ['Milwaukee', 'WI'], 3],
  [['Indianapolis', 'IN'], ['Chicago', 'IL'], 3], [['Columbus', 'OH'], ['Chicago', 'IL'], 3],
  [['Columbus', 'OH'], ['Atlanta', 'GA'], 3], [['Cincinnati', 'OH'], ['Atlanta', 'GA'], 3],
  [['Louisville', 'KY'], ['Chicago', 'IL'], 3], [['Detroit', 'MI'], ['Chicago', 'IL'], 3],
  [['Detroit', 'MI'], ['Toronto', 'ON'], 3], [['Minneapolis', 'MN'], ['Chicago', 'IL'], 3],
  [['St. Louis', 'MO'], ['Chicago', 'IL'], 3], [['Omaha', 'NE'], ['Chicago', 'IL'], 2],
  [['Kansas City', 'MO'], ['Dallas', 'TX'], 3], [['Kansas City', 'MO'], ['Chicago', 'IL'], 3],
  [['Memphis', 'TN'], ['Chicago', 'IL'], 4], [['Memphis', 'TN'], ['Atlanta', 'GA'], 4],
  [['Memphis', 'TN'], ['Dallas', 'TX'], 4], [['Memphis', 'TN'], ['Nashville', 'TN'], 3],
  // The Southeast: Atlanta and the ports of Savannah and Jacksonville, Florida's distribution centres.
  [['Atlanta', 'GA'], ['Chicago', 'IL'], 4], [['Atlanta', 'GA'], ['Charlotte', 'NC'], 6],
  [['Atlanta', 'GA'], ['Orlando', 'FL'], 6], [['Atlanta', 'GA'], ['Miami', 'FL'], 5],
  [['Atlanta', 'GA'], ['Dallas', 'TX'], 5], [['Atlanta', 'GA'], ['Nashville', 'TN'], 4],
  [['Savannah', 'GA'], ['Atlanta', 'GA'], 7], [['Savannah', 'GA'], ['Charlotte', 'NC'], 4],
  [['Jacksonville', 'FL'], ['Atlanta', 'GA'], 5], [['Lakeland', 'FL'], ['Atlanta', 'GA'], 3],
  [['Miami', 'FL'], ['Atlanta', 'GA'], 3], [['Charlotte', 'NC'], ['Atlanta', 'GA'], 3],
  [['Nashville', 'TN'], ['Atlanta', 'GA'], 3],
  // Texas, and the border crossings at Laredo and McAllen.
  [['Dallas', 'TX'], ['Houston', 'TX'], 8], [['Houston', 'TX'], ['Dallas', 'TX'], 7],
  [['Dallas', 'TX'], ['San Antonio', 'TX'], 4], [['Dallas', 'TX'], ['Atlanta', 'GA'], 5],
  [['Dallas', 'TX'], ['Memphis', 'TN'], 4], [['Dallas', 'TX'], ['Los Angeles', 'CA'], 4],
  [['Dallas', 'TX'], ['Oklahoma City', 'OK'], 3], [['Houston', 'TX'], ['San Antonio', 'TX'], 4],
  [['Houston', 'TX'], ['New Orleans', 'LA'], 3], [['Laredo', 'TX'], ['Dallas', 'TX'], 8],
  [['Laredo', 'TX'], ['Houston', 'TX'], 6], [['Laredo', 'TX'], ['San Antonio', 'TX'], 4],
  [['Laredo', 'TX'], ['Chicago', 'IL'], 4], [['McAllen', 'TX'], ['Dallas', 'TX'], 4],
  [['McAllen', 'TX'], ['Houston', 'TX'], 3], [['Denver', 'CO'], ['Dallas', 'TX'], 2],
  // The Northeast: the Lehigh Valley and Philadelphia into New York and New England.
  [['Allentown', 'PA'], ['New York City', 'NY'], 6], [['Allentown', 'PA'], ['Boston', 'MA'], 3],
  [['Philadelphia', 'PA'], ['New York City', 'NY'], 4], [['Philadelphia', 'PA'], ['Boston', 'MA'], 3],
  [['New York City', 'NY'], ['Boston', 'MA'], 3], [['Baltimore', 'MD'], ['New York City', 'NY'], 2],
  // Canada, and across the border.
  [['Toronto', 'ON'], ['Montréal', 'QC'], 5], [['Montréal', 'QC'], ['Toronto', 'ON'], 4],
  [['Toronto', 'ON'], ['Chicago', 'IL'], 3], [['Toronto', 'ON'], ['New York City', 'NY'], 2],
  [['Vancouver', 'BC'], ['Calgary', 'AB'], 4], [['Calgary', 'AB'], ['Edmonton', 'AB'], 4],
  [['Edmonton', 'AB'], ['Calgary', 'AB'], 3], [['Calgary', 'AB'], ['Vancouver', 'BC'], 3],
  [['Winnipeg', 'MB'], ['Toronto', 'ON'], 2], [['Montréal', 'QC'], ['New York City', 'NY'], 2],
];

/** The share of regular (not dray, not within Canada) loads that run on one of the lanes above. */
export const laneShare = 0.35;
