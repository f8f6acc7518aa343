import clsx from 'clsx';
import { type ComponentPropsWithRef, useId } from 'react';

/** A labelled text area with its error announced and linked (aria-describedby). */
export function TextBox({
  label,
  error,
  className,
  ...rest
}: ComponentPropsWithRef<'textarea'> & { label: string; error?: string | null }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <textarea
        id={id}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={clsx(
          'w-full rounded-lg border bg-surface px-3 py-2 text-ink',
          error ? 'border-red-700' : 'border-line',
        )}
        {...rest}
      />
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
