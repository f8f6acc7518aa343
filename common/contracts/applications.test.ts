import { describe, expect, it } from 'vitest';
import {
  type ApplicationFormValues,
  applicationProblems,
  isApplicationReady,
} from './applications';

const ready: ApplicationFormValues = {
  businessName: 'Harbor Light Dental',
  businessCategory: 'Dentist',
  customBusinessCategory: '',
  email: 'owner@harborlight.example',
  consentListing: true,
  consentDataSharing: true,
  consentTerms: true,
};

describe('isApplicationReady (Submit is enabled)', () => {
  it('needs name, e-mail, category and the three required consents', () => {
    expect(isApplicationReady(ready)).toBe(true);
    for (const missing of [
      { businessName: ' ' },
      { email: '' },
      { businessCategory: '' },
      { consentListing: false },
      { consentDataSharing: false },
      { consentTerms: false },
    ]) {
      expect(isApplicationReady({ ...ready, ...missing })).toBe(false);
    }
  });

  it('needs the custom text for Other, and not the verification consent', () => {
    const other = { ...ready, businessCategory: 'Other (please specify)' };
    expect(isApplicationReady(other)).toBe(false);
    expect(isApplicationReady({ ...other, customBusinessCategory: 'Sensory Gym' })).toBe(true);
    expect(isApplicationReady({ ...ready, consentVerification: false })).toBe(true);
  });

  it('is enabled before the finer rules pass: those run when it is pressed', () => {
    expect(isApplicationReady({ ...ready, email: 'not-an-email' })).toBe(true);
    expect(applicationProblems({ ...ready, email: 'not-an-email' })).toEqual([
      { field: 'email', message: 'Please enter a valid email address' },
    ]);
  });
});

describe('applicationProblems', () => {
  it('is empty for a complete application', () => {
    expect(applicationProblems(ready)).toEqual([]);
  });

  it("lists the spec's messages in the form's order", () => {
    expect(applicationProblems({})).toEqual([
      { field: 'businessName', message: 'Business Name is required' },
      { field: 'businessCategory', message: 'Business Category is required' },
      { field: 'email', message: 'Email Address is required' },
      { field: 'consentListing', message: 'Please agree to all required terms to proceed' },
    ]);
  });
});
