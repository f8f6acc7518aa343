import { describe, expect, it } from 'vitest';
import { DOCUMENTS_PROMPTS, dashboardVerification } from './dashboard-verification';

const state = (accommodationStatus: string, verificationStatus: string, hasDocument = false) =>
  dashboardVerification({ accommodationStatus, verificationStatus, hasDocument });

describe('dashboardVerification', () => {
  it('a verified provider: both badges agree and nothing is asked', () => {
    expect(state('verified', 'verified', true)).toEqual({
      listingLabel: '✓ Verified Provider',
      documentLabel: 'Documents Verified',
      documentsPrompt: null,
    });
  });

  it("a listing with the badge but no document is never told to 'earn' it or shown 'No Documents Uploaded'", () => {
    const s = state('verified', 'unverified');
    expect(s).toEqual({
      listingLabel: '✓ Verified Provider',
      documentLabel: null,
      documentsPrompt: 'document_evidence',
    });
    expect(DOCUMENTS_PROMPTS.document_evidence).not.toMatch(/earn/i);
  });

  it('a listing still under review is asked to earn the badge while nothing was sent', () => {
    expect(state('pending', 'unverified')).toEqual({
      listingLabel: '⏳ Pending Review',
      documentLabel: 'No Documents Uploaded',
      documentsPrompt: 'earn_badge',
    });
    expect(state('pending', 'pending', true)).toEqual({
      listingLabel: '⏳ Pending Review',
      documentLabel: 'Documents Under Review',
      documentsPrompt: 'newer_document',
    });
    expect(state('rejected', 'rejected')).toMatchObject({
      listingLabel: '✗ Rejected',
      documentLabel: 'Documents Rejected',
      documentsPrompt: 'earn_badge',
    });
  });
});
