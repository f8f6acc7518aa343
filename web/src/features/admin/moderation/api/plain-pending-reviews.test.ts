import { adminQueueSearch } from '@common/contracts/admin-queue-params';
import { describe, expect, it } from 'vitest';
import { pendingReviewsQueryOptions } from './get-pending-reviews';
import { plainPendingReviewsQueryOptions } from './plain-pending-reviews';

describe('the plain review queue asked for from the entry (decision 048)', () => {
  it('has the key of the tab’s unfiltered queue, so the tab finds the answer waiting', () => {
    expect(plainPendingReviewsQueryOptions().queryKey).toEqual(
      pendingReviewsQueryOptions().queryKey,
    );
    expect(pendingReviewsQueryOptions({ q: 'x', state: '', sort: 'newest' }).queryKey).not.toEqual(
      plainPendingReviewsQueryOptions().queryKey,
    );
  });

  it('asks the address the tab asks for its first page and the next ones', () => {
    expect(adminQueueSearch({ q: '', state: '', sort: undefined }, { cursor: null })).toBe('');
    expect(adminQueueSearch({ q: '', state: '', sort: undefined }, { cursor: 42 })).toBe(
      '?cursor=42',
    );
  });
});
