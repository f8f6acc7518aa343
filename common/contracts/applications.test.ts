import { describe, expect, it } from 'vitest';
import {
  type ApplicationFormValues,
  applicationProblems,
  isApplicationReady,
  ProviderApplication,
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

describe('website and phone, as the wizard and the server both check them (decision 047)', () => {
  it('accepts a website typed without https:// and stores it with https://', () => {
    expect(applicationProblems({ ...ready, businessWebsite: 'harborlight.example' })).toEqual([]);
    const parsed = ProviderApplication.parse({
      ...ready,
      businessWebsite: ' harborlight.example ',
    });
    expect(parsed.businessWebsite).toBe('https://harborlight.example');
    const kept = ProviderApplication.parse({
      ...ready,
      businessWebsite: 'http://harborlight.example',
    });
    expect(kept.businessWebsite).toBe('http://harborlight.example');
  });

  it("refuses a website that is not one: 'Please enter a website address such as www.example.com'", () => {
    for (const website of ['harbor light', 'harborlight', 'https://harbor light.example']) {
      expect(applicationProblems({ ...ready, businessWebsite: website }), website).toEqual([
        {
          field: 'businessWebsite',
          message: 'Please enter a website address such as www.example.com',
        },
      ]);
    }
  });

  it("refuses another scheme: 'Website URL should start with http:// or https://'", () => {
    for (const website of ['javascript:alert(1)', 'ftp://harborlight.example']) {
      expect(applicationProblems({ ...ready, businessWebsite: website }), website).toEqual([
        { field: 'businessWebsite', message: 'Website URL should start with http:// or https://' },
      ]);
    }
  });

  it("refuses a phone number no one can call ('12'): 'Please enter a valid phone number'", () => {
    for (const phoneNumber of ['12', '555 01', 'call us']) {
      expect(applicationProblems({ ...ready, phoneNumber }), phoneNumber).toEqual([
        { field: 'phoneNumber', message: 'Please enter a valid phone number' },
      ]);
    }
    expect(applicationProblems({ ...ready, phoneNumber: '(512) 555-0142' })).toEqual([]);
    expect(applicationProblems({ ...ready, phoneNumber: '+44 20 7946 0958' })).toEqual([]);
  });
});
