import { describe, expect, it } from 'vitest';
import { createSatelliteStyle } from './satellite-style';

describe('the satellite view style', () => {
  it.each([[null], [''], ['   '], [{ en: 'x' }], ['javascript:alert(1)'], ['/relative/style.json']])(
    '[D2-2.25] %j is no imagery',
    (url) => {
      expect(createSatelliteStyle({ url, attribution: null, maxZoom: 17 })).toBeNull();
    },
  );

  it('[D2-2.25] a style document address is used as it is', () => {
    expect(
      createSatelliteStyle({
        url: ' https://maps.example.com/satellite.json ',
        attribution: null,
        maxZoom: 17,
      }),
    ).toBe('https://maps.example.com/satellite.json');
  });

  it('[D2-2.25] a tile template becomes a raster layer with its credit', () => {
    const style = createSatelliteStyle({
      url: 'https://tiles.example.com/{z}/{y}/{x}.jpg',
      attribution: 'Imagery © Example',
      maxZoom: 18,
    });
    expect(style).toEqual({
      version: 8,
      sources: {
        imagery: {
          type: 'raster',
          tiles: ['https://tiles.example.com/{z}/{y}/{x}.jpg'],
          tileSize: 256,
          maxzoom: 18,
          attribution: 'Imagery © Example',
        },
      },
      layers: [{ id: 'imagery', type: 'raster', source: 'imagery' }],
    });
  });
});
