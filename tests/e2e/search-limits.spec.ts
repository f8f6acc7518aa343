import { expect, test } from '@playwright/test';
import { SEARCH_MAX_WORDS } from '../../common/contracts/providers';
import { SEARCH_LIMIT_MESSAGES } from '../../common/messages/search';

/* Decision 035: a line over the bound is refused with a calm message, not an error page. */
test(`a search of more than ${SEARCH_MAX_WORDS} words says why in place of the results`, async ({
  page,
}) => {
  const line = Array.from({ length: SEARCH_MAX_WORDS + 1 }, (_, i) => `word${i}`).join(' ');
  await page.goto(`/?${new URLSearchParams({ q: line })}`);
  const status = page.getByRole('status').filter({
    hasText: SEARCH_LIMIT_MESSAGES.tooManyWords(SEARCH_MAX_WORDS),
  });
  await expect(status).toBeVisible();
  await expect(page.getByText('Search is not available right now')).toHaveCount(0);
  // The words of a normal search still search.
  await page.goto(`/?${new URLSearchParams({ q: 'dentist' })}`);
  await expect(page.getByRole('heading', { name: /providers? for “dentist”/ })).toBeVisible();
});
