import { REVIEW_MESSAGES, REVIEW_PAGE_MESSAGES } from '@common/messages/review';
import { buttonClass } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useAuth } from '@web/features/auth/auth-provider';
import { useAfterFirstPaint } from '@web/lib/use-after-first-paint';
import { usePageTitle } from '@web/lib/use-page-title';
import { ArrowLeft } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';

/*
 * The form (its steps, the business picker, Radix primitives, the proof upload: most of the
 * page's code) is a chunk of its own, so a direct visit paints the heading and introduction as
 * soon as this small route chunk arrives instead of after all of the form's files (decision 034:
 * the introduction is the page's largest paint on a phone).
 */
const ReviewForm = lazy(() =>
  import('@web/features/reviews/components/review-form').then((m) => ({ default: m.ReviewForm })),
);

/** /review: the two-step sensory review form; ?provider={id} preselects the business. */
export function ReviewPage() {
  usePageTitle(REVIEW_PAGE_MESSAGES.writeAReview);
  const { loading } = useAuth();
  /* The form's code is asked for once the heading and introduction have painted (decision 034). */
  const painted = useAfterFirstPaint();
  const [params] = useSearchParams();

  /* Heading and introduction do not wait for the session: they are the page's first paint (LCP). */
  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <Link to="/" className={buttonClass('ghost', 'md', '-ml-4')}>
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {REVIEW_MESSAGES.backToHome}
      </Link>
      <h1 className="mt-4 text-3xl font-semibold">{REVIEW_PAGE_MESSAGES.shareYourExperience}</h1>
      <p className="mt-2 text-muted">{REVIEW_PAGE_MESSAGES.tellOtherFamiliesWhich}</p>
      <div className="mt-8 rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-8">
        {loading || !painted ? (
          <Spinner />
        ) : (
          <Suspense fallback={<Spinner />}>
            <ReviewForm providerParam={params.get('provider')} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
