import { defaultConfig } from '../config';
import type { DestinationMode, OriginMode, SearchConfig } from './criteria';

// The radius slider around a city (D1-4.02, D1-5.08, D1-9.04).

export function radiusOptions(config: SearchConfig = defaultConfig): number[] {
  const { radiusMinMiles: min, radiusMaxMiles: max, radiusStepMiles: step } = config.search;
  const options: number[] = [];
  for (let miles = min; miles <= max; miles += step) options.push(miles);
  return options;
}

export function isValidRadius(miles: number, config: SearchConfig = defaultConfig): boolean {
  return radiusOptions(config).includes(miles);
}

/** The radius applies only to a specific city: not to Anywhere, nor to states. */
export function isRadiusEnabled(mode: OriginMode | DestinationMode): boolean {
  return mode === 'city';
}

/** The slider's plus button is disabled at the maximum, the minus button at the minimum. */
export function canIncreaseRadius(miles: number, config: SearchConfig = defaultConfig): boolean {
  return miles < config.search.radiusMaxMiles;
}

export function canDecreaseRadius(miles: number, config: SearchConfig = defaultConfig): boolean {
  return miles > config.search.radiusMinMiles;
}

export function stepRadius(miles: number, direction: 1 | -1, config: SearchConfig = defaultConfig): number {
  const { radiusMinMiles: min, radiusMaxMiles: max, radiusStepMiles: step } = config.search;
  return Math.min(max, Math.max(min, miles + direction * step));
}
