import type { VisitGrid } from '@common/contracts/profile-stats';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BestTimeGrid } from './best-time-grid';
import { EvidenceList } from './evidence-list';
import { HeadsUpList } from './heads-up-list';
import { ProfileBadges } from './profile-badges';
import { ProviderNameLink } from './provider-name-link';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

const emptyGrid = (visitCount: number): VisitGrid => ({
  visitCount,
  minimumVisits: 5,
  cells: [0, 1, 2, 3, 4, 5, 6].flatMap((day) =>
    (['morning', 'midday', 'afternoon', 'evening'] as const).map((time) => ({
      day,
      time,
      visits: 0,
      averageBusyness: null,
    })),
  ),
});

describe('profile sections', () => {
  it('badges each say why and link to /trust-and-safety; paid tiers are not trust badges', () => {
    const html = renderToString(
      <MemoryRouter>
        <ProfileBadges
          provider={{
            promotion_tier: 'premium',
            promotion_status: 'active',
            isCommunityVerified: true,
            isTrustedAlly: true,
            accommodation_status: 'verified',
          }}
        />
      </MemoryRouter>,
    );
    const t = text(html);
    expect(t).toContain(
      'Community Verified At least 3 families reviewed it, 2 of them with a verified visit.',
    );
    expect(t).toContain(
      'Trusted Ally Families confirmed accommodations in at least 2 areas of care.',
    );
    expect(t).toContain('✓ Verified Provider CalmPath checked this business’s documents.');
    expect(t).not.toContain('Premium');
    expect(html.match(/href="\/trust-and-safety#provider-badges"/g)).toHaveLength(3);
    expect(t).toContain('How badges work');
  });

  it('evidence: the three grades in plain words, the age rule and mismatches', () => {
    const base = {
      declared: true,
      recentConfirmations: 0,
      latestConfirmedMonth: null,
      mismatchReports: 0,
      documentVerified: false,
    };
    const t = text(
      renderToString(
        <EvidenceList
          evidence={[
            { ...base, accommodation: 'Quiet Waiting Area', grade: 'declared', confirmations: 0 },
            {
              ...base,
              accommodation: 'Sensory Toolkits',
              grade: 'confirmed',
              confirmations: 2,
              latestConfirmedMonth: '2023-05',
              mismatchReports: 1,
            },
            {
              ...base,
              accommodation: 'Dim or Adjustable Lighting',
              grade: 'document_verified',
              confirmations: 0,
              documentVerified: true,
            },
          ]}
        />,
      ),
    );
    expect(t).toContain('Accommodations and how we know');
    expect(t).toContain('Quiet Waiting Area Declared by the business');
    expect(t).toContain(
      'Sensory Toolkits Confirmed by 2 families Most recently in May 2023. Every confirmation is more than 24 months old, so it counts for less. 1 family said this did not match what was listed.',
    );
    expect(t).toContain('Dim or Adjustable Lighting Document-verified');
    expect(text(renderToString(<EvidenceList evidence={[]} />))).toContain(
      'The business has not listed any accommodations yet.',
    );
  });

  it('heads-up counts, or a calm sentence when there are none', () => {
    const t = text(
      renderToString(<HeadsUpList headsUp={[{ trigger: 'beeping_machines', count: 3 }]} />),
    );
    expect(t).toContain('Heads-up: things families found hard');
    expect(t).toContain('3 families mentioned beeping machines');
    expect(text(renderToString(<HeadsUpList headsUp={[]} />))).toContain(
      'No family has mentioned anything hard yet.',
    );
  });

  it("the grid: 'Not enough visits yet' below the minimum, else a 7 × 4 table and a sentence", () => {
    const few = text(renderToString(<BestTimeGrid grid={emptyGrid(3)} />));
    expect(few).toContain('Best time to visit');
    expect(few).toContain('Not enough visits yet');
    expect(few).toContain('3 of the 5 visits needed to show the quietest times.');

    const grid = emptyGrid(6);
    grid.cells[4] = { day: 1, time: 'morning', visits: 4, averageBusyness: 1.25 };
    grid.cells[27] = { day: 6, time: 'evening', visits: 2, averageBusyness: 4.5 };
    const html = renderToString(<BestTimeGrid grid={grid} />);
    const t = text(html);
    expect(t).toContain(
      'Quietest times: Tuesday morning: very calm (1.3 of 5, 4 visits); Sunday evening: busy (4.5 of 5, 2 visits).',
    );
    expect(t).toContain('How busy and loud each time felt (1 = very calm, 5 = very busy)');
    expect(html.match(/<th scope="row"/g)).toHaveLength(7);
    expect(html.match(/<th scope="col"/g)).toHaveLength(4);
    expect(t).toContain('No visits');
  });

  it('names link to the profile only when the listing is public (or for admins)', () => {
    const link = (status: string, always = false) =>
      renderToString(
        <MemoryRouter>
          <ProviderNameLink
            provider={{ id: 7, name: 'Calm Co', accommodation_status: status }}
            always={always}
          />
        </MemoryRouter>,
      );
    expect(link('verified')).toContain('href="/providers/7"');
    expect(link('rejected')).not.toContain('href');
    expect(link('rejected', true)).toContain('href="/providers/7"');
  });
});
