import type { BusinessProvider } from '@common/contracts/business';
import { PROVIDER_MESSAGES, PROVIDER_OVERVIEW_MESSAGES } from '@common/messages/business';
import { DialogCloseButton, DialogContent, focusBackTo } from '@web/components/ui/dialog';
import { notify } from '@web/lib/notify';
import { Dialog } from 'radix-ui';
import type { RefObject } from 'react';
import { useUploadDashboardDocument } from '../api/upload-dashboard-document';
import { DocumentUploadForm } from './document-upload-form';

const text = PROVIDER_MESSAGES.dashboard;

/**
 * The dashboard's "Upload Verification Documents" dialog, open (provider-overview.tsx): a chunk
 * of its own, so that the dashboard's first view does not load the dialog and the upload form.
 * On close, focus goes back to the button that opened it.
 */
export function UploadDocumentsDialog({
  provider,
  onClose,
  trigger,
}: {
  provider: BusinessProvider;
  onClose(): void;
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  const upload = useUploadDashboardDocument();
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <DialogContent
          className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[min(34rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-surface p-6 shadow-xl"
          onCloseAutoFocus={focusBackTo(trigger)}
        >
          <Dialog.Title className="text-2xl font-semibold">
            {text.uploadVerificationDocuments}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-muted">
            {PROVIDER_OVERVIEW_MESSAGES.for} {provider.name}
            {PROVIDER_OVERVIEW_MESSAGES.ourTeamReviewsDocuments}
          </Dialog.Description>
          <div className="mt-4">
            <DocumentUploadForm
              submitLabel={text.uploadVerificationDocuments}
              send={({ file, notes, onProgress }) =>
                upload.mutateAsync({ providerId: provider.id, file, notes, onProgress })
              }
              sending={upload.isPending}
              onSent={() => {
                notify.success(PROVIDER_MESSAGES.verificationDocumentsSubmitted);
                onClose();
              }}
            />
          </div>
          <DialogCloseButton />
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
