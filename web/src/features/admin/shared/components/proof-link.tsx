import {
  ADMIN_MESSAGES,
  DOCUMENT_VIEWER_MESSAGES,
  PROOF_LINK_MESSAGES,
} from '@common/messages/admin';
import { ApiError } from '@web/lib/api';
import { notify } from '@web/lib/notify';
import { ExternalLink, FileLock2 } from 'lucide-react';
import { useAdminFileLink } from '../api/get-file-link';

/**
 * A private file (review proof) behind a 300-second signed link: the link is fetched on demand
 * and offered as a new-tab link, never kept longer than it lives.
 */
export function ProofLink({ fileId, label }: { fileId: string; label: string }) {
  const link = useAdminFileLink();
  if (link.data && Date.parse(link.data.expiresAt) > Date.now()) {
    return (
      <p className="flex flex-wrap items-center gap-2">
        <a
          href={link.data.url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-semibold text-brand-800 underline"
        >
          <ExternalLink aria-hidden="true" className="h-4 w-4" />
          {PROOF_LINK_MESSAGES.open} {label.toLowerCase()} {PROOF_LINK_MESSAGES.newTab}
        </a>
        <span className="text-sm text-muted">{DOCUMENT_VIEWER_MESSAGES.expiresSoon}</span>
      </p>
    );
  }
  return (
    <button
      type="button"
      disabled={link.isPending}
      onClick={() =>
        link.mutate(fileId, {
          onError: (err) =>
            notify.error(
              err instanceof ApiError && err.code === 'ACCESS_DENIED'
                ? DOCUMENT_VIEWER_MESSAGES.accessDenied
                : ADMIN_MESSAGES.secureAccessFailed,
            ),
        })
      }
      className="inline-flex items-center gap-1 rounded-lg border border-brand-600 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
    >
      <FileLock2 aria-hidden="true" className="h-4 w-4" />
      {link.isPending
        ? PROOF_LINK_MESSAGES.preparingSecureLink
        : PROOF_LINK_MESSAGES.view(label.toLowerCase())}
    </button>
  );
}
