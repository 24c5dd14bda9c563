import type { SearchRuleIssue } from './search/validation';

// The exact text of each search rule (D1-5), in English and French. The server answers with the
// English one beside the rule's name; the form shows the one of the user's language. Texts quoted by
// the spec are kept word for word (including 'Please select a Origin ').

export const searchRuleMessages: Record<'en' | 'fr', Record<SearchRuleIssue, string>> = {
  en: {
    originMissing: 'Please provide a pickup location',
    destinationMissing: 'Please provide a drop off location',
    locationMissing: 'Select a City State or at least one State for the location.',
    originMissingForStates: 'Please select a Origin ',
    statesMissing: 'Select a City State or at least one State for the location.',
    tooManyStates: 'Select up to 3 states.',
    unknownState: 'Select states from the list.',
    cityInvalid: 'Kindly provide your city name',
    pickupDateInvalid: 'Please provide a correct pickup date',
    pickupRangeReversed: 'The Pick-Up Date Range cannot end before it begins.',
    dropDateInvalid: 'Please provide correct delivery date',
    dropStartsBeforePickup: 'Delivery Date Range cannot begin earlier than Pick-Up Date Range.',
    dropEndsBeforePickup: 'Delivery Date Range cannot end earlier than Pick-Up Date Range.',
    radiusInvalid: 'Choose a radius from 25 to 250 miles, in steps of 25.',
    trailerTypeInvalid: 'Choose a trailer type.',
  },
  fr: {
    originMissing: 'Veuillez indiquer un lieu de chargement',
    destinationMissing: 'Veuillez indiquer un lieu de livraison',
    locationMissing: 'Sélectionnez une ville et un État, ou au moins un État, pour le lieu.',
    originMissingForStates: 'Veuillez sélectionner une origine',
    statesMissing: 'Sélectionnez une ville et un État, ou au moins un État, pour le lieu.',
    tooManyStates: 'Sélectionnez au plus 3 États.',
    unknownState: 'Sélectionnez les États dans la liste.',
    cityInvalid: 'Veuillez indiquer le nom de votre ville',
    pickupDateInvalid: 'Veuillez indiquer une date de chargement correcte',
    pickupRangeReversed: 'La période de chargement ne peut pas se terminer avant de commencer.',
    dropDateInvalid: 'Veuillez indiquer une date de livraison correcte',
    dropStartsBeforePickup: 'La période de livraison ne peut pas commencer avant la période de chargement.',
    dropEndsBeforePickup: 'La période de livraison ne peut pas se terminer avant la période de chargement.',
    radiusInvalid: 'Choisissez un rayon de 25 à 250 milles, par pas de 25.',
    trailerTypeInvalid: 'Choisissez un type de remorque.',
  },
};
