import { describe, expect, it } from 'vitest';
import {
  documentBadgeLabel,
  listingStatusLabel,
  type ProviderBadgeFacts,
  providerBadges,
} from './badges';

const plain: ProviderBadgeFacts = {
  promotion_tier: 'basic',
  promotion_status: 'inactive',
  isCommunityVerified: false,
  isTrustedAlly: false,
  accommodation_status: 'pending',
};

const keys = (facts: Partial<ProviderBadgeFacts>) =>
  providerBadges({ ...plain, ...facts }).map((b) => b.key);

describe('provider badges', () => {
  it('shows no badge for a basic, unverified provider', () => {
    expect(providerBadges(plain)).toEqual([]);
  });

  it("shows 'Premium' only when promotion_status is active", () => {
    expect(
      providerBadges({ ...plain, promotion_tier: 'premium', promotion_status: 'active' }),
    ).toEqual([{ key: 'premium', label: 'Premium' }]);
    expect(keys({ promotion_tier: 'premium', promotion_status: 'inactive' })).toEqual([]);
  });

  it("shows 'Enhanced' only when promotion_status is active", () => {
    expect(
      providerBadges({ ...plain, promotion_tier: 'enhanced', promotion_status: 'active' }),
    ).toEqual([{ key: 'enhanced', label: 'Enhanced' }]);
    expect(keys({ promotion_tier: 'enhanced', promotion_status: 'inactive' })).toEqual([]);
  });

  it('shows no tier badge for an active basic tier', () => {
    expect(keys({ promotion_tier: 'basic', promotion_status: 'active' })).toEqual([]);
  });

  it("shows 'Community Verified', 'Trusted Ally' and '✓ Verified Provider' when earned", () => {
    expect(
      providerBadges({
        ...plain,
        isCommunityVerified: true,
        isTrustedAlly: true,
        accommodation_status: 'verified',
      }),
    ).toEqual([
      { key: 'community-verified', label: 'Community Verified' },
      { key: 'trusted-ally', label: 'Trusted Ally' },
      { key: 'verified-provider', label: '✓ Verified Provider' },
    ]);
  });

  it('orders the tier badge first', () => {
    expect(
      keys({
        promotion_tier: 'premium',
        promotion_status: 'active',
        isCommunityVerified: true,
        isTrustedAlly: true,
        accommodation_status: 'verified',
      }),
    ).toEqual(['premium', 'community-verified', 'trusted-ally', 'verified-provider']);
  });

  it('shows no Verified Provider badge for a rejected listing', () => {
    expect(keys({ accommodation_status: 'rejected' })).toEqual([]);
  });

  /* Decision 060: an imported place is listed without our team having checked who runs it. */
  it('shows no Verified Provider badge for an imported place until our team verifies it', () => {
    for (const source of ['nppes', 'osm']) {
      expect(keys({ accommodation_status: 'verified', source, teamVerified: false })).toEqual([]);
      expect(
        keys({ accommodation_status: 'verified', source, teamVerified: true, isTrustedAlly: true }),
      ).toEqual(['trusted-ally', 'verified-provider']);
    }
  });

  it('keeps the rule for a place a business or a family listed', () => {
    for (const teamVerified of [undefined, false, true]) {
      expect(keys({ accommodation_status: 'verified', source: null, teamVerified })).toEqual([
        'verified-provider',
      ]);
    }
    expect(keys({ accommodation_status: 'verified' })).toEqual(['verified-provider']);
    expect(keys({ accommodation_status: 'pending', source: null, teamVerified: true })).toEqual([]);
  });
});

describe('listing status (accommodation_status)', () => {
  it("verified shows '✓ Verified Provider'", () => {
    expect(listingStatusLabel('verified')).toBe('✓ Verified Provider');
  });

  it("rejected shows '✗ Rejected'", () => {
    expect(listingStatusLabel('rejected')).toBe('✗ Rejected');
  });

  it("anything else shows '⏳ Pending Review'", () => {
    expect(listingStatusLabel('pending')).toBe('⏳ Pending Review');
    expect(listingStatusLabel('')).toBe('⏳ Pending Review');
    expect(listingStatusLabel(null)).toBe('⏳ Pending Review');
  });
});

describe('document badges (verification_status)', () => {
  it("verified shows 'Documents Verified'", () => {
    expect(documentBadgeLabel('verified')).toBe('Documents Verified');
  });

  it("rejected shows 'Documents Rejected'", () => {
    expect(documentBadgeLabel('rejected')).toBe('Documents Rejected');
  });

  it("pending shows 'Documents Under Review'", () => {
    expect(documentBadgeLabel('pending')).toBe('Documents Under Review');
  });

  it("otherwise shows 'No Documents Uploaded'", () => {
    expect(documentBadgeLabel('unverified')).toBe('No Documents Uploaded');
    expect(documentBadgeLabel(undefined)).toBe('No Documents Uploaded');
  });
});
