import { FIELD_MESSAGES } from '@common/messages/shared';
import clsx from 'clsx';
import { type ComponentPropsWithRef, useId } from 'react';

/* With the ref, so form libraries can register the input and move focus to it. */
type FieldProps = ComponentPropsWithRef<'input'> & {
  label: string;
  hint?: string;
  error?: string;
  optional?: boolean;
};

/** A labelled text input with an optional hint and an error announced to screen readers. */
export function Field({ label, hint, error, optional, className, id, ...rest }: FieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <label htmlFor={inputId} className="font-medium">
        {label}
        {optional ? (
          <span className="ml-1 font-normal text-muted">{FIELD_MESSAGES.optional}</span>
        ) : null}
      </label>
      <input
        id={inputId}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        aria-invalid={error ? true : undefined}
        className={clsx(
          'rounded-lg border bg-surface px-3 py-2 text-ink placeholder:text-muted/80',
          error ? 'border-red-700' : 'border-line',
        )}
        {...rest}
      />
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} announce />
    </div>
  );
}

/**
 * A control's error message, linked to it by id through aria-describedby; nothing when there is
 * no message. `announce` also reads it out as it appears (role="alert").
 */
export function FieldError({
  id,
  message,
  announce,
}: {
  id: string | undefined;
  message: string | null | undefined;
  announce?: boolean;
}) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-red-800" role={announce ? 'alert' : undefined}>
      {message}
    </p>
  );
}
