import { describe, expect, it } from 'vitest';
import { businessSignupProblems } from './business';

/* The business signup form's rules (provider-admin-side.md §5 "Business signup"), in its order. */
describe('businessSignupProblems', () => {
  const valid = {
    fullName: 'Olive Owner',
    email: 'olive@calm.example',
    password: 'calm-pass',
    confirmPassword: 'calm-pass',
  };

  it('accepts a complete form', () => {
    expect(businessSignupProblems(valid)).toEqual([]);
  });

  it('names every missing field with the spec words, in the form order', () => {
    expect(
      businessSignupProblems({ fullName: '', email: ' ', password: '', confirmPassword: '' }),
    ).toEqual([
      { field: 'fullName', message: 'Full name is required' },
      { field: 'email', message: 'Email is required' },
      { field: 'password', message: 'Password is required' },
    ]);
  });

  it('checks the e-mail shape, the password length and the confirmation', () => {
    expect(
      businessSignupProblems({
        ...valid,
        email: 'not-an-address',
        password: 'short',
        confirmPassword: 'shirt',
      }),
    ).toEqual([
      { field: 'email', message: 'Please enter a valid email address' },
      { field: 'password', message: 'Password must be at least 6 characters long' },
      { field: 'confirmPassword', message: 'Passwords do not match' },
    ]);
  });
});
