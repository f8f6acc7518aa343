import { TEXT_AREA_FIELD_MESSAGES } from '@common/messages/needs';
import { useId } from 'react';

/** A labelled multi-line input with a hint and a live character count. */
export function TextAreaField({
  label,
  hint,
  value,
  onChange,
  maxLength,
  name,
}: {
  label: string;
  hint: string;
  value: string;
  onChange(value: string): void;
  maxLength: number;
  name: string;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label} <span className="font-normal text-muted">{TEXT_AREA_FIELD_MESSAGES.optional}</span>
      </label>
      <textarea
        id={id}
        name={name}
        rows={3}
        maxLength={maxLength}
        aria-describedby={`${id}-hint ${id}-count`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="rounded-lg border border-line bg-surface px-3 py-2 text-ink"
      />
      <p id={`${id}-hint`} className="text-sm text-muted">
        {hint}
      </p>
      <p id={`${id}-count`} className="text-sm text-muted">
        {value.length}/{maxLength}
      </p>
    </div>
  );
}
