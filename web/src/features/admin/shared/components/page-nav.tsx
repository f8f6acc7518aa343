import { PAGE_NAV_MESSAGES } from '@common/messages/admin';
import { Button } from '@web/components/ui/button';

/**
 * Previous / next buttons and "Page n of m" for an admin list paged by number; nothing when there
 * is one page. `announce` reads the new page number out when it changes.
 */
export function PageNav({
  label,
  page,
  pages,
  onPage,
  announce = false,
  className = '',
}: {
  label: string;
  page: number;
  pages: number;
  onPage(page: number): void;
  announce?: boolean;
  className?: string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className={`flex items-center gap-3 ${className}`.trim()}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {PAGE_NAV_MESSAGES.previousPage}
      </Button>
      <span aria-live={announce ? 'polite' : undefined}>
        {PAGE_NAV_MESSAGES.page} {page} {PAGE_NAV_MESSAGES.of} {pages}
      </span>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {PAGE_NAV_MESSAGES.nextPage}
      </Button>
    </nav>
  );
}
