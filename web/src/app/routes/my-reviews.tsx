import { ACCOUNT_MESSAGES as M } from '@common/messages/account';
import { MY_REVIEWS_HEADING_ID, MyReviews } from '@web/features/me/account/components/my-reviews';
import { usePageTitle } from '@web/lib/use-page-title';

export function MyReviewsPage() {
  usePageTitle(M.myReviews);
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 id={MY_REVIEWS_HEADING_ID} tabIndex={-1} className="text-3xl font-semibold outline-none">
        {M.myReviews}
      </h1>
      <p className="mt-2 text-muted">{M.myReviewsIntro}</p>
      <MyReviews />
    </section>
  );
}
