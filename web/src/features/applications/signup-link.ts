/*
 * Create Account goes to /signup (§2); the confirmation e-mail then brings the new member back to
 * the wizard, where the draft is waiting.
 */
export const SIGNUP_FROM_WIZARD = `/signup?redirect=${encodeURIComponent('/provider-signup')}`;
