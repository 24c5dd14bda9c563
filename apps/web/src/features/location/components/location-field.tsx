import { useMemo } from 'react';
import { Autocomplete, Loader } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { sanitizeLocationInput, shouldSearchLocations } from '@freight/domain/location-query';
import type { SearchPlace } from '@freight/domain/search/criteria';
import { useConfig } from '../../../lib/config-provider';
import { useLocationSuggestions, type LocationSuggestion } from '../api/search-locations';
import { formatPlace } from '../format-place';

type LocationFieldProps = {
  label: string;
  /** A place chosen among the suggestions, the text typed so far (no state yet), or null. */
  value: SearchPlace | null;
  /**
   * `suggestion` is the one the place was chosen from, with its coordinates (a driver's start
   * location needs them); undefined for typed text or an emptied field.
   */
  onChange: (place: SearchPlace | null, suggestion?: LocationSuggestion) => void;
  disabled?: boolean;
  error?: string | undefined;
};

/** A place chosen among the suggestions has a state; typed text does not, and the rules refuse it. */
export function isChosenPlace(place: SearchPlace | null): place is SearchPlace {
  return Boolean(place?.state);
}

/** The place a suggestion names. */
export function toPlace(suggestion: LocationSuggestion): SearchPlace {
  return {
    city: suggestion.cityName,
    state: suggestion.state,
    country: suggestion.country,
    postalCode: suggestion.postalCode,
    timeZone: suggestion.timeZone,
  };
}

/**
 * The city typeahead (D1-5.09; also where a driver starts, D2-4.21): typed text keeps letters, digits, commas and spaces only; suggestions
 * are asked for 500 ms after the last keystroke once the text is longer than 2 characters. Only a
 * suggestion makes a place: text that matches none stays typed text, which the search refuses
 * ('Kindly provide your city name').
 */
export function LocationField({ label, value, onChange, disabled, error }: LocationFieldProps) {
  const { t } = useTranslation();
  const { typeaheadDebounceMs, typeaheadMinChars } = useConfig().search;
  const text = value ? formatPlace(value) : '';
  const isChosen = isChosenPlace(value);
  const [debounced] = useDebouncedValue(text, typeaheadDebounceMs);
  const isSearching = !isChosen && !disabled && shouldSearchLocations(debounced, typeaheadMinChars);
  const suggestions = useLocationSuggestions(isSearching ? debounced : '');

  // One option per label, best first: the label is what the input shows and what selects the place.
  const byLabel = useMemo(() => {
    const options = new Map<string, LocationSuggestion>();
    if (!isSearching) return options;
    for (const suggestion of suggestions.data ?? []) {
      const key = formatPlace(toPlace(suggestion));
      if (!options.has(key)) options.set(key, suggestion);
    }
    return options;
  }, [isSearching, suggestions.data]);

  const handleChange = (typed: string) => {
    const match = byLabel.get(typed);
    if (match) {
      onChange(toPlace(match), match);
      return;
    }
    const kept = sanitizeLocationInput(typed);
    onChange(kept.trim() ? { city: kept, state: '', country: '' } : null);
  };

  return (
    <Autocomplete
      label={label}
      placeholder={t('searchForm.cityPlaceholder')}
      value={text}
      onChange={handleChange}
      onOptionSubmit={handleChange}
      data={[...byLabel.keys()]}
      // The server already matched the text (ZIP codes, accents, "st louis"): show its list as it is.
      filter={({ options }) => options}
      disabled={disabled}
      error={error}
      autoComplete="off"
      rightSection={
        isSearching && suggestions.isFetching ? (
          <Loader size="xs" aria-label={t('searchForm.loadingSuggestions')} />
        ) : null
      }
    />
  );
}
