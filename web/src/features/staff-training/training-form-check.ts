import { PROOF_CONTENT_TYPES, PROOF_MAX_BYTES } from '@common/contracts/limits';
import {
  STAFF_TRAINING_ISSUER_MAX,
  STAFF_TRAINING_NAME_MAX,
  type StaffTrainingBody,
  staffTrainingDateProblem,
} from '@common/contracts/staff-training';
import {
  STAFF_TRAINING_EDITOR_MESSAGES,
  STAFF_TRAINING_PROBLEMS,
} from '@common/messages/staff-training';

export type TrainingDraft = {
  name: string;
  issuer: string;
  completedOn: string;
  expiresOn: string;
};
export type TrainingErrors = Partial<Record<keyof TrainingDraft | 'file', string>>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'];
export const TRAINING_DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/** Today in the browser, as YYYY-MM-DD (the server checks against its own date again). */
export function localToday(now = new Date()) {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The form's own check, with the server's rules and words (decision 071): the body to send, or
 * the problem of each field. The server judges the document's type again by its content.
 */
export function checkTrainingDraft(
  draft: TrainingDraft,
  file: Pick<File, 'name' | 'size' | 'type'> | null,
  isNew: boolean,
  today = localToday(),
): { body: StaffTrainingBody; errors: null } | { body: null; errors: TrainingErrors } {
  const errors: TrainingErrors = {};
  const name = draft.name.trim();
  const issuer = draft.issuer.trim();
  if (name.length < 2) errors.name = STAFF_TRAINING_PROBLEMS.nameRequired;
  else if (name.length > STAFF_TRAINING_NAME_MAX) errors.name = STAFF_TRAINING_PROBLEMS.nameTooLong;
  if (issuer.length < 2) errors.issuer = STAFF_TRAINING_PROBLEMS.issuerRequired;
  else if (issuer.length > STAFF_TRAINING_ISSUER_MAX)
    errors.issuer = STAFF_TRAINING_PROBLEMS.issuerTooLong;
  if (!ISO_DATE.test(draft.completedOn)) errors.completedOn = STAFF_TRAINING_PROBLEMS.dateFormat;
  const expiresOn = draft.expiresOn.trim() || null;
  if (expiresOn !== null && !ISO_DATE.test(expiresOn))
    errors.expiresOn = STAFF_TRAINING_PROBLEMS.dateFormat;
  if (!errors.completedOn && !errors.expiresOn) {
    const found = staffTrainingDateProblem(
      { completedOn: draft.completedOn, expiresOn },
      today,
      isNew,
    );
    if (found) errors[found.field] = STAFF_TRAINING_PROBLEMS[found.problem];
  }
  if (file) {
    const extension = file.name.includes('.') ? file.name.split('.').pop()?.toLowerCase() : '';
    const typeOk = !file.type || (PROOF_CONTENT_TYPES as readonly string[]).includes(file.type);
    if (file.size > PROOF_MAX_BYTES) errors.file = STAFF_TRAINING_EDITOR_MESSAGES.documentTooLarge;
    else if (!extension || !EXTENSIONS.includes(extension) || !typeOk)
      errors.file = STAFF_TRAINING_EDITOR_MESSAGES.documentWrongType;
  }
  if (Object.keys(errors).length > 0) return { body: null, errors };
  return { body: { name, issuer, completedOn: draft.completedOn, expiresOn }, errors: null };
}

/** A YYYY-MM-DD date in words in the page's language, read in UTC so it never shifts a day. */
export function dateWords(tag: string, iso: string) {
  return new Intl.DateTimeFormat(tag, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
}
