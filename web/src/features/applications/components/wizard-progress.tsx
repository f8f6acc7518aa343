import { PROVIDER_MESSAGES, WIZARD_PROGRESS_MESSAGES } from '@common/messages/business';

/** 'Step n of 3', the step's name and the percent complete, over a bar (no motion when reduced). */
export function WizardProgress({ step }: { step: number }) {
  const steps = PROVIDER_MESSAGES.wizardSteps;
  const total = steps.length;
  const name = steps[step - 1] ?? '';
  const percent = Math.round((step / total) * 100);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-3 text-sm">
        <p className="font-semibold text-brand-800">{PROVIDER_MESSAGES.stepOf(step, total)}</p>
        <p className="text-muted">{PROVIDER_MESSAGES.percentComplete(percent)}</p>
      </div>
      <div
        role="progressbar"
        aria-label={WIZARD_PROGRESS_MESSAGES.applicationProgress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${PROVIDER_MESSAGES.stepOf(step, total)}: ${name}, ${PROVIDER_MESSAGES.percentComplete(percent)}`}
        className="h-2 w-full overflow-hidden rounded-full bg-brand-100"
      >
        <div
          className="h-full rounded-full bg-brand-700 transition-[width] duration-300"
          style={{ width: `${percent}%` }}
        />
      </div>
      <ol className="mt-1 grid grid-cols-3 gap-2 text-xs sm:text-sm">
        {steps.map((label, index) => (
          <li
            key={label}
            aria-current={index + 1 === step ? 'step' : undefined}
            className={index + 1 === step ? 'font-semibold text-ink' : 'text-muted'}
          >
            {label}
          </li>
        ))}
      </ol>
    </div>
  );
}
