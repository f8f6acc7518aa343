import { STEP_PROGRESS_MESSAGES } from '@common/messages/review';
/** 'Step n of 2' with a bar; only the bar's width changes (no transition under reduced motion). */
export function StepProgress({ step, steps }: { step: number; steps: readonly string[] }) {
  const total = steps.length;
  const name = steps[step - 1] ?? '';
  const percent = Math.round((step / total) * 100);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <p className="font-semibold text-brand-800">
          {STEP_PROGRESS_MESSAGES.stepOfTotal(step, total)}
        </p>
        <p className="text-muted">{name}</p>
      </div>
      <div
        role="progressbar"
        aria-label={STEP_PROGRESS_MESSAGES.reviewFormProgress}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={step}
        aria-valuetext={STEP_PROGRESS_MESSAGES.stepOf(step, total, name)}
        className="h-2 w-full overflow-hidden rounded-full bg-brand-100"
      >
        <div
          className="h-full rounded-full bg-brand-700 transition-[width] duration-300"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
