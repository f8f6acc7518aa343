import { SEARCH_LIMIT_MESSAGES } from '@common/messages/search';
import { ApiError } from '@web/lib/api';

/*
 * What to say when a search was refused for asking too much (decision 035): a visitor
 * over the per-minute limit, a search the database stopped, or a line over the bound (too many
 * words or characters, e.g. from a link), whose 400 says why after the field's name. Null for any
 * other error. The line is not checked here before it is sent: the check needs the search
 * vocabulary and zod, which the home page's first load does without.
 */
export function searchLimitMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'RATE_LIMITED') return SEARCH_LIMIT_MESSAGES.rateLimited;
  if (error.code === 'SEARCH_TIMED_OUT') return SEARCH_LIMIT_MESSAGES.timedOut;
  if (error.status === 400 && error.field === 'q') {
    return error.message.replace(/^Invalid value for q: /, '');
  }
  return null;
}
