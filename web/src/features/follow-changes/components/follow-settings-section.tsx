import { FOLLOW_MODES, type FollowMode } from '@common/contracts/follow-changes';
import { FOLLOW_SETTINGS_MESSAGES as M } from '@common/messages/follow-changes';
import { useId } from 'react';
import { useFollowSettings, useUpdateFollowSettings } from '../api/follow-settings';

/* The account's "Changes to saved places": off, soon after a change, or weekly (decision 072). */
export function FollowSettingsSection() {
  const id = useId();
  const settings = useFollowSettings();
  const update = useUpdateFollowSettings();
  const mode = update.isPending ? update.variables?.mode : settings.data?.mode;
  return (
    <section
      aria-labelledby={id}
      className="mt-6 flex flex-col gap-3 rounded-2xl border border-line bg-surface p-6 shadow-sm"
    >
      <h2 id={id} className="text-xl font-semibold">
        {M.heading}
      </h2>
      <p className="text-muted">{M.hint}</p>
      {settings.data ? (
        <fieldset className="flex flex-col gap-1">
          <legend className="font-semibold">{M.legend}</legend>
          {FOLLOW_MODES.map((value: FollowMode) => (
            <label key={value} className="flex min-h-11 items-center gap-3">
              <input
                type="radio"
                name={`${id}-mode`}
                value={value}
                checked={mode === value}
                onChange={() => update.mutate({ mode: value })}
                className="h-5 w-5 shrink-0 accent-brand-700"
              />
              <span>{M.modes[value]}</span>
            </label>
          ))}
        </fieldset>
      ) : (
        <p className="text-muted">{M.loading}</p>
      )}
      <p role="status" className="text-sm text-muted">
        {update.isSuccess ? M.saved : ''}
      </p>
    </section>
  );
}
