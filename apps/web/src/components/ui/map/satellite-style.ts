import type { StyleSpecification } from 'maplibre-gl';

// The imagery of the satellite view (D2-2.25), from config.map.satelliteStyleUrl: either the URL of a
// MapLibre style document, or a raster tile template such as https://host/tiles/{z}/{y}/{x}.jpg.

type SatelliteStyleOptions = { url: unknown; attribution: unknown; maxZoom: number };

/** A configured value that is a usable http(s) address, else null (not set, or not a text). */
function usableUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  return /^https?:\/\//i.test(value.trim()) ? value.trim() : null;
}

const isTileTemplate = (url: string) => url.includes('{z}') && url.includes('{x}') && url.includes('{y}');

/**
 * The map style for the satellite view, or null when no imagery is configured: a tile template becomes
 * one raster layer (with its credit), any other address is taken as a style document.
 */
export function createSatelliteStyle({
  url,
  attribution,
  maxZoom,
}: SatelliteStyleOptions): StyleSpecification | string | null {
  const usable = usableUrl(url);
  if (!usable) return null;
  if (!isTileTemplate(usable)) return usable;
  return {
    version: 8,
    sources: {
      imagery: {
        type: 'raster',
        tiles: [usable],
        tileSize: 256,
        maxzoom: maxZoom,
        ...(typeof attribution === 'string' && attribution.trim() ? { attribution: attribution.trim() } : {}),
      },
    },
    layers: [{ id: 'imagery', type: 'raster', source: 'imagery' }],
  };
}
