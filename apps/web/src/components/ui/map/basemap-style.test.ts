import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { canadianProvinces, usStates } from '@freight/domain/countries';
import type { FeatureCollection } from 'geojson';
import { describe, expect, it } from 'vitest';
import { basemapFile, createBasemapStyle, getBasemapUrl } from './basemap-style';
import { placeLabelsFile } from './place-labels';

describe('offline basemap', () => {
  it('[D1-4.15] draws land, borders and place names from the basemap files, credits their sources and fetches no fonts', () => {
    const style = createBasemapStyle({
      dataUrl: 'https://app.test/basemap.geojson',
      attribution: 'Sources',
      labelsUrl: 'https://app.test/labels.geojson',
      labelsAttribution: 'Place names',
    });

    expect(style.sources.regions).toEqual({
      type: 'geojson',
      data: 'https://app.test/basemap.geojson',
      attribution: 'Sources',
    });
    expect(style.sources['place-labels']).toEqual({
      type: 'geojson',
      data: 'https://app.test/labels.geojson',
      attribution: 'Place names',
    });
    expect(style.layers.map((layer) => `${layer.id}:${layer.type}`)).toEqual([
      'water:background',
      'land:fill',
      'borders:line',
      'place-labels:symbol',
    ]);
    // No glyphs URL and no sprite: MapLibre draws the names with the browser's fonts, offline.
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
  });

  it('serves the basemap files under the app base path, as absolute addresses', () => {
    expect(getBasemapUrl(basemapFile, '/carrier/', 'http://127.0.0.1:8080/carrier/app/search')).toBe(
      'http://127.0.0.1:8080/carrier/basemap/states-provinces.geojson',
    );
    expect(getBasemapUrl(placeLabelsFile, '/carrier/', 'http://127.0.0.1:8080/carrier/app/search')).toBe(
      'http://127.0.0.1:8080/carrier/basemap/place-labels.geojson',
    );
  });

  it('holds every US state, DC and every Canadian province and territory, with the domain codes', () => {
    const file = join(dirname(fileURLToPath(import.meta.url)), '../../../../public', basemapFile);
    const basemap = JSON.parse(readFileSync(file, 'utf8')) as FeatureCollection;
    const codes = (country: string) =>
      basemap.features
        .filter((feature) => feature.properties?.country === country)
        .map((feature) => String(feature.properties?.code))
        .sort();

    expect(codes('USA')).toEqual(Object.keys(usStates).sort());
    expect(codes('USA')).toHaveLength(51);
    expect(codes('CAN')).toEqual(Object.keys(canadianProvinces).sort());
    expect(codes('CAN')).toHaveLength(13);
    expect(basemap.features).toHaveLength(64);
    for (const feature of basemap.features) {
      expect(['Polygon', 'MultiPolygon']).toContain(feature.geometry.type);
    }
  });
});
