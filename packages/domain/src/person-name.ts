// How a member is named on a shipment, an assignment or a reload intent: whether they drive or dispatch.

/** First and last name; the upn when both are blank. */
export const personName = (person: { firstName: string; lastName: string; upn: string }): string =>
  `${person.firstName} ${person.lastName}`.trim() || person.upn;
