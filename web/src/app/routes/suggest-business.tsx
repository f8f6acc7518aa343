import { SUGGEST_BUSINESS_PAGE_MESSAGES } from '@common/messages/suggest';
import { buttonClass } from '@web/components/ui/button';
import { SuggestBusinessForm } from '@web/features/suggestions/components/suggest-business-form';
import { usePageTitle } from '@web/lib/use-page-title';
import { ArrowLeft } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';

/** /suggest-business: anyone may nominate a business that is not listed yet. */
export function SuggestBusinessPage() {
  usePageTitle(SUGGEST_BUSINESS_PAGE_MESSAGES.suggestABusiness);
  const navigate = useNavigate();
  /*
   * 'Back' returns where the visitor came from (the header's link can be followed from any page).
   * Opened on its own, e.g. in a new tab from the review form, there is no page to return to, so
   * it links to /review as the spec says.
   */
  const cameFromApp = useLocation().key !== 'default';
  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      {cameFromApp ? (
        <button
          type="button"
          onClick={() => navigate(-1)}
          className={buttonClass('ghost', 'md', '-ml-4')}
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {SUGGEST_BUSINESS_PAGE_MESSAGES.back}
        </button>
      ) : (
        <Link to="/review" className={buttonClass('ghost', 'md', '-ml-4')}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {SUGGEST_BUSINESS_PAGE_MESSAGES.backToReview}
        </Link>
      )}
      <h1 className="mt-4 text-3xl font-semibold">
        {SUGGEST_BUSINESS_PAGE_MESSAGES.suggestABusiness}
      </h1>
      <p className="mt-2 text-muted">{SUGGEST_BUSINESS_PAGE_MESSAGES.knowAPlaceThat}</p>
      <div className="mt-8 rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-8">
        <SuggestBusinessForm />
      </div>
    </section>
  );
}
