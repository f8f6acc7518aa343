/* A business's booking page (decision 069): checked by the contact options' contract and form. */
const BOOKING_URL = /^https:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/i;

/** A booking page: https only, with a host that has a dot (no javascript:, no http:). */
export const isValidBookingUrl = (value: string) => {
  if (!BOOKING_URL.test(value)) return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
};
