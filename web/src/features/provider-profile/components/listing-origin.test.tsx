import type { ListingOrigin as Origin } from '@common/contracts/provider-profile';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ListingOrigin } from './listing-origin';
import { ProfileBadges } from './profile-badges';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

const render = (listing: Origin, reviewed = false) =>
  renderToString(
    <MemoryRouter>
      <ListingOrigin providerId={7} listing={listing} reviewed={reviewed} />
    </MemoryRouter>,
  );

const origin = (over: Partial<Origin>): Origin => ({
  source: null,
  sourceDate: null,
  approximateLocation: true,
  claimable: false,
  teamVerified: false,
  ...over,
});

/* Decision 060: a place listed from public records says so, and who may claim it. */
describe('listing origin', () => {
  it('an NPI place: not yet reviewed, its registry and date, an approximate location, the claim', () => {
    const html = render(origin({ source: 'nppes', sourceDate: '2026-10-14', claimable: true }));
    const t = text(html);
    expect(t).toContain('Not yet reviewed');
    expect(t).toContain('From the NPI registry, updated Oct 14, 2026');
    expect(t).toContain('Location approximate');
    expect(t).toContain('Is this your business?');
    expect(html).toContain('href="/provider-signup?claim=7"');
    expect(t).not.toContain('OpenStreetMap');
  });

  it("an OpenStreetMap place: OpenStreetMap's credit linked to its copyright page and the open-data download; reviewed, it is no longer 'not yet reviewed'", () => {
    const html = render(
      origin({ source: 'osm', sourceDate: '2026-08-21', approximateLocation: false }),
      true,
    );
    const t = text(html);
    expect(t).toContain('From OpenStreetMap, updated Aug 21, 2026');
    expect(html).toContain('href="https://www.openstreetmap.org/copyright"');
    expect(t).toContain('© OpenStreetMap contributors');
    expect(html).toContain('href="/api/open-data/osm-places.csv"');
    expect(t).not.toContain('Not yet reviewed');
    expect(t).not.toContain('Location approximate');
    expect(t).not.toContain('Is this your business?');
  });

  it('a place a business runs shows nothing; an unclaimed one it listed offers only the claim', () => {
    expect(render(origin({}))).toBe('');
    const t = text(render(origin({ claimable: true })));
    expect(t).toContain('Is this your business?');
    expect(t).not.toContain('Not yet reviewed');
  });

  it("an imported place nobody verified earns no 'Verified Provider' badge; once the team verified its claimant it does", () => {
    const facts = {
      promotion_tier: 'basic',
      promotion_status: 'inactive',
      isCommunityVerified: false,
      isTrustedAlly: false,
      accommodation_status: 'verified',
    } as const;
    const badges = (listing: Origin) =>
      text(
        renderToString(
          <MemoryRouter>
            <ProfileBadges provider={facts} listing={listing} />
          </MemoryRouter>,
        ),
      );
    expect(badges(origin({ source: 'osm' }))).not.toContain('Verified Provider');
    expect(badges(origin({ source: 'osm', teamVerified: true }))).toContain('Verified Provider');
    expect(badges(origin({}))).toContain('Verified Provider');
  });
});
