import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, mapTilesOrigin } from '../../config';
import { createTestApp, type TestApp } from '../../test/app';

describe('map settings (MAP_TILES_URL, MAP_TILES_ATTRIBUTION)', () => {
  let plain: TestApp;
  let custom: TestApp;
  beforeAll(async () => {
    plain = await createTestApp('pglite');
    custom = await createTestApp('pglite', {
      env: {
        MAP_TILES_URL: 'https://{s}.tiles.example.org/calm/{z}/{x}/{y}.png',
        MAP_TILES_ATTRIBUTION: '© Example Maps',
      },
    });
  });
  afterAll(async () => {
    await plain?.cleanup();
    await custom?.cleanup();
  });

  it("defaults to OpenStreetMap's tiles with attribution, allowed by the CSP's img-src", async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/api/map-settings' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      tilesUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution:
        '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    });
    expect(res.headers['content-security-policy']).toMatch(
      /img-src 'self' data: blob: https:\/\/tile\.openstreetmap\.org/,
    );
  });

  it('serves a configured tile source and allows its origin ({s} subdomains as *)', async () => {
    const res = await custom.app.inject({ method: 'GET', url: '/api/map-settings' });
    expect(res.json()).toEqual({
      tilesUrl: 'https://{s}.tiles.example.org/calm/{z}/{x}/{y}.png',
      attribution: '© Example Maps',
    });
    expect(res.headers['content-security-policy']).toContain('https://*.tiles.example.org');
  });

  it('refuses a tile URL without {z}/{x}/{y}, naming the setting', () => {
    expect(() => loadConfig({ MAP_TILES_URL: 'https://tiles.example.org/map.png' })).toThrow(
      /MAP_TILES_URL/,
    );
    expect(mapTilesOrigin('http://localhost:8080/{z}/{x}/{y}.png')).toBe('http://localhost:8080');
  });
});
