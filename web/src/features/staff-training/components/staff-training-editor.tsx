import type { OwnStaffTraining } from '@common/contracts/staff-training';
import { STAFF_TRAINING_EDITOR_MESSAGES as M } from '@common/messages/staff-training';
import { QueryError } from '@web/components/query-error';
import { Button, buttonClass } from '@web/components/ui/button';
import { Field, FieldError } from '@web/components/ui/field';
import { Spinner } from '@web/components/ui/spinner';
import { ConfirmAction } from '@web/features/admin/shared/components/confirm-action';
import { ApiError } from '@web/lib/api';
import { pageLocaleTag } from '@web/lib/i18n/apply-locale';
import { notify } from '@web/lib/notify';
import { GraduationCap, Pencil, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useDeleteTraining, useOwnTrainings, useSaveTraining } from '../api/own-trainings';
import {
  checkTrainingDraft,
  dateWords,
  TRAINING_DOCUMENT_ACCEPT,
  type TrainingDraft,
  type TrainingErrors,
} from '../training-form-check';

const EMPTY: TrainingDraft = { name: '', issuer: '', completedOn: '', expiresOn: '' };

const STATUS_CLASS: Record<OwnStaffTraining['status'], string> = {
  pending: 'bg-sand-100 text-ink',
  verified: 'bg-brand-50 text-brand-800',
  rejected: 'bg-red-50 text-red-800',
};

/**
 * The Profile tab's "Staff training" (decision 071): the business lists its staff's training
 * or certifications with a certificate for the team to check; each shows its state.
 */
export function StaffTrainingEditor({ providerId }: { providerId: number }) {
  const trainings = useOwnTrainings(providerId);
  const remove = useDeleteTraining(providerId);
  const [editing, setEditing] = useState<OwnStaffTraining | 'new' | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const tag = pageLocaleTag();

  const closeForm = () => {
    setEditing(null);
    /* Back where the person was: the Add button is there again once the form is gone. */
    requestAnimationFrame(() => (addButton.current ?? headingRef.current)?.focus());
  };

  return (
    <section
      aria-labelledby="staff-training-heading"
      className="mt-10 flex flex-col gap-4 border-t border-line pt-6"
    >
      <h2
        id="staff-training-heading"
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-2 text-xl font-semibold"
      >
        <GraduationCap aria-hidden="true" className="h-5 w-5 text-brand-700" />
        {M.heading}
      </h2>
      <p className="text-muted">{M.hint}</p>

      {trainings.isPending ? <Spinner label={M.loading} /> : null}
      {trainings.isError ? (
        <QueryError look="panel" onRetry={() => void trainings.refetch()}>
          {M.loadFailed}
        </QueryError>
      ) : null}
      {trainings.data ? (
        trainings.data.trainings.length === 0 ? (
          <p className="text-muted">{M.empty}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {trainings.data.trainings.map((t) => (
              <li
                key={t.id}
                className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-4"
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-semibold wrap-anywhere" lang={t.nameLang ?? undefined}>
                      {t.name}
                    </p>
                    <p
                      className="text-sm text-muted wrap-anywhere"
                      lang={t.issuerLang ?? undefined}
                    >
                      {t.issuer}
                    </p>
                  </div>
                  <span
                    className={`rounded-full px-3 py-1 text-sm font-medium ${STATUS_CLASS[t.status]}`}
                  >
                    {M.statuses[t.status]}
                  </span>
                </div>
                <p className="text-sm">
                  {M.completed(dateWords(tag, t.completedOn))} ·{' '}
                  {t.expiresOn ? M.expires(dateWords(tag, t.expiresOn)) : M.noExpiry} ·{' '}
                  {t.hasDocument ? M.hasDocument : M.noDocument}
                </p>
                {t.expired ? <p className="text-sm font-medium text-red-800">{M.expired}</p> : null}
                {t.status === 'rejected' && t.rejectionReason ? (
                  <p className="text-sm text-red-800 wrap-anywhere">
                    {M.rejectedBecause(t.rejectionReason)}
                  </p>
                ) : null}
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={M.editOf(t.name)}
                    onClick={() => setEditing(t)}
                  >
                    <Pencil aria-hidden="true" className="h-4 w-4" />
                    {M.edit}
                  </Button>
                  <ConfirmAction
                    title={M.removeTitle(t.name)}
                    description={M.removeDescription}
                    confirmLabel={M.remove}
                    danger
                    onConfirm={() =>
                      remove.mutate(t.id, {
                        onSuccess: () => {
                          notify.success({ title: M.removed });
                          headingRef.current?.focus();
                        },
                        onError: () => notify.error({ title: M.removeFailed }),
                      })
                    }
                  >
                    <Button variant="secondary" size="sm" aria-label={M.removeOf(t.name)}>
                      <Trash2 aria-hidden="true" className="h-4 w-4" />
                      {M.remove}
                    </Button>
                  </ConfirmAction>
                </div>
              </li>
            ))}
          </ul>
        )
      ) : null}

      {editing ? (
        <TrainingForm
          key={editing === 'new' ? 'new' : editing.id}
          providerId={providerId}
          training={editing === 'new' ? null : editing}
          onDone={closeForm}
        />
      ) : (
        <div>
          <button
            ref={addButton}
            type="button"
            className={buttonClass('secondary')}
            onClick={() => setEditing('new')}
          >
            <Plus aria-hidden="true" className="h-4 w-4" />
            {M.add}
          </button>
        </div>
      )}
    </section>
  );
}

function TrainingForm({
  providerId,
  training,
  onDone,
}: {
  providerId: number;
  training: OwnStaffTraining | null;
  onDone(): void;
}) {
  const save = useSaveTraining(providerId);
  const [draft, setDraft] = useState<TrainingDraft>(
    training
      ? {
          name: training.name,
          issuer: training.issuer,
          completedOn: training.completedOn,
          expiresOn: training.expiresOn ?? '',
        }
      : EMPTY,
  );
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<TrainingErrors>({});
  const formId = useId();
  const fileId = `${formId}-file`;
  const headingId = `${formId}-heading`;
  const set = (key: keyof TrainingDraft) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const checked = checkTrainingDraft(draft, file, training === null);
    if (checked.errors) {
      setErrors(checked.errors);
      const first = (['name', 'issuer', 'completedOn', 'expiresOn', 'file'] as const).find(
        (k) => checked.errors[k],
      );
      if (first) document.getElementById(`${formId}-${first}`)?.focus();
      return;
    }
    setErrors({});
    save.mutate(
      { providerId, id: training?.id, body: checked.body, file },
      {
        onSuccess: ({ saved, uploadError }) => {
          if (uploadError) {
            const code = uploadError instanceof ApiError ? uploadError.code : '';
            notify.error({
              title: M.uploadFailed,
              description:
                code === 'INVALID_FILE_TYPE'
                  ? M.documentWrongType
                  : code === 'FILE_TOO_LARGE'
                    ? M.documentTooLarge
                    : undefined,
            });
          } else {
            notify.success({ title: saved.hasDocument ? M.saved : M.savedNoDocument });
          }
          onDone();
        },
        onError: () => notify.error({ title: M.failed }),
      },
    );
  }

  return (
    <form
      aria-labelledby={headingId}
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-4"
    >
      <h3 id={headingId} className="text-lg font-semibold">
        {training ? M.editHeading : M.addHeading}
      </h3>
      {training?.status === 'verified' ? (
        <p className="text-sm text-muted">{M.editResets}</p>
      ) : null}
      <Field
        id={`${formId}-name`}
        label={M.name}
        placeholder={M.namePlaceholder}
        value={draft.name}
        onChange={set('name')}
        error={errors.name}
        maxLength={140}
        autoComplete="off"
        required
      />
      <Field
        id={`${formId}-issuer`}
        label={M.issuer}
        placeholder={M.issuerPlaceholder}
        value={draft.issuer}
        onChange={set('issuer')}
        error={errors.issuer}
        maxLength={140}
        autoComplete="off"
        required
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={`${formId}-completedOn`}
          type="date"
          label={M.completedOn}
          value={draft.completedOn}
          onChange={set('completedOn')}
          error={errors.completedOn}
          required
        />
        <Field
          id={`${formId}-expiresOn`}
          type="date"
          label={M.expiresOn}
          hint={M.expiresHint}
          value={draft.expiresOn}
          onChange={set('expiresOn')}
          error={errors.expiresOn}
        />
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={fileId} className="font-medium">
          {training?.hasDocument ? M.documentReplace : M.document}
        </label>
        <input
          id={fileId}
          type="file"
          accept={TRAINING_DOCUMENT_ACCEPT}
          aria-describedby={[`${fileId}-hint`, errors.file ? `${fileId}-error` : null]
            .filter(Boolean)
            .join(' ')}
          aria-invalid={errors.file ? true : undefined}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          className="w-full min-w-0 rounded-lg border border-line bg-surface p-2 text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-800"
        />
        <p id={`${fileId}-hint`} className="text-sm text-muted">
          {M.documentHint}
        </p>
        <FieldError id={`${fileId}-error`} message={errors.file} announce />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? M.saving : M.save}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          {M.cancel}
        </Button>
      </div>
    </form>
  );
}
