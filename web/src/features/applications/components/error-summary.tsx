import {
  APPLICATION_FIELD_LABELS,
  type ApplicationField,
  REQUIRED_CONSENTS,
} from '@common/contracts/applications';
import { ERROR_SUMMARY_MESSAGES } from '@common/messages/business';
import { CircleAlert } from 'lucide-react';
import type { MouseEvent } from 'react';

/* The consents share one message; their summary line names them together. */
const CONSENTS_LABEL = ERROR_SUMMARY_MESSAGES.requiredAgreements;

const labelOf = (field: ApplicationField) =>
  (REQUIRED_CONSENTS as readonly string[]).includes(field)
    ? CONSENTS_LABEL
    : APPLICATION_FIELD_LABELS[field];

/**
 * The wizard's error summary (decision 047): shown at the top after Next or Submit finds
 * problems, it names each field that needs attention as a link to it. The message itself is shown
 * once, next to its field; nothing covers the fields.
 */
export function ErrorSummary({
  id,
  title,
  fields,
  hrefOf,
  onSelect,
}: {
  id: string;
  title: string;
  fields: readonly ApplicationField[];
  hrefOf: (field: ApplicationField) => string;
  onSelect: (field: ApplicationField) => void;
}) {
  if (fields.length === 0) return null;
  const select = (field: ApplicationField) => (event: MouseEvent) => {
    event.preventDefault();
    onSelect(field);
  };
  return (
    <div
      role="alert"
      aria-labelledby={`${id}-title`}
      className="rounded-xl border-2 border-red-700 bg-surface p-4 text-ink"
    >
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold text-red-800">
        <CircleAlert aria-hidden="true" className="h-5 w-5 shrink-0" />
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {fields.length === 1
          ? ERROR_SUMMARY_MESSAGES.oneAnswerNeedsYour
          : ERROR_SUMMARY_MESSAGES.answersNeedYourAttention(fields.length)}
      </p>
      <ul className="mt-2 flex list-disc flex-col gap-1 pl-6">
        {fields.map((field) => (
          <li key={field}>
            <a
              href={`#${hrefOf(field)}`}
              onClick={select(field)}
              className="break-words text-red-800 underline underline-offset-2"
            >
              {labelOf(field)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
