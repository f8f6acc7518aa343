import { describe, expect, it } from 'vitest';
import { FAVORITE_MESSAGES } from './messages/account';
import { ADMIN_MESSAGES } from './messages/admin';
import { AUTH_MESSAGES } from './messages/auth';
import { PROVIDER_MESSAGES, SIGNUP_LINK_MESSAGES, UPLOAD_MESSAGES } from './messages/business';
import { REVIEW_MESSAGES } from './messages/review';
import { SEARCH_MESSAGES } from './messages/search';
import {
  CONFIG_MESSAGES,
  joinValidationErrors,
  TOAST_DURATIONS,
  VALIDATION_MESSAGES,
} from './messages/shared';

describe('spec messages with placeholders', () => {
  it('No results found for "{query}"', () => {
    expect(SEARCH_MESSAGES.noResultsFor('Austin')).toBe('No results found for "Austin"');
  });

  it("'+N more' after the first five accommodations", () => {
    expect(SEARCH_MESSAGES.moreAccommodations(3)).toBe('+3 more');
  });

  it("'Step n of 3' in the application wizard", () => {
    expect(PROVIDER_MESSAGES.stepOf(1)).toBe('Step 1 of 3');
    expect(PROVIDER_MESSAGES.stepOf(3)).toBe('Step 3 of 3');
  });

  it("'Submission Error' with 'Error: {message}. Please try again.'", () => {
    expect(PROVIDER_MESSAGES.submissionError('duplicate key')).toEqual({
      title: 'Submission Error',
      description: 'Error: duplicate key. Please try again.',
    });
  });

  it("'Upload failed' with the error message and 'Please try again.'", () => {
    expect(UPLOAD_MESSAGES.uploadFailed('Network down.')).toEqual({
      title: 'Upload failed',
      description: 'Network down. Please try again.',
    });
  });

  it("'Failed to complete setup: {message}'", () => {
    expect(SIGNUP_LINK_MESSAGES.setupFailedWith('token used')).toBe(
      'Failed to complete setup: token used',
    );
  });

  it("other sign-in errors: title 'Error' with the server message; sign-up: 'Sign Up Failed'", () => {
    expect(AUTH_MESSAGES.signInError('Email not confirmed')).toEqual({
      title: 'Error',
      description: 'Email not confirmed',
    });
    expect(AUTH_MESSAGES.signUpFailed('Weak password').title).toBe('Sign Up Failed');
  });

  it("'Bulk moderation completed' names the count and the status", () => {
    expect(ADMIN_MESSAGES.bulkModerated(3, 'approved').description).toBe('3 reviews approved.');
    expect(ADMIN_MESSAGES.bulkModerated(1, 'rejected').description).toBe('1 review rejected.');
  });

  it("'Missing required environment variable' names the setting", () => {
    expect(CONFIG_MESSAGES.missingEnv('DATABASE_URL')).toMatch(
      /^Missing required environment variable: DATABASE_URL\./,
    );
  });

  it("validation messages are joined with '. '", () => {
    expect(
      joinValidationErrors([
        VALIDATION_MESSAGES.businessNameRequired,
        VALIDATION_MESSAGES.invalidEmail,
      ]),
    ).toBe('Business Name is required. Please enter a valid email address');
  });
});

describe('toast durations', () => {
  it("'Almost there!' lasts 4 seconds", () => {
    expect(AUTH_MESSAGES.almostThere.duration).toBe(4000);
  });

  it('application success lasts 6 seconds', () => {
    expect(PROVIDER_MESSAGES.applicationSubmitted.duration).toBe(6000);
  });

  it('account creation success lasts 8 seconds', () => {
    expect(SIGNUP_LINK_MESSAGES.accountCreated.duration).toBe(8000);
  });

  it('success toasts last 3 seconds', () => {
    expect(AUTH_MESSAGES.welcomeBack.duration).toBe(3000);
    expect(FAVORITE_MESSAGES.saved.duration).toBe(3000);
    expect(REVIEW_MESSAGES.submittedVerified.duration).toBe(3000);
  });

  it('uses only the spec durations of 3, 4, 5, 6 and 8 seconds', () => {
    expect(Object.values(TOAST_DURATIONS).sort()).toEqual([3000, 4000, 5000, 6000, 8000]);
  });
});
