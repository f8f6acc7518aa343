/** How much of a file has left the browser, as an accessible 0–100 % progress bar. */
export function UploadProgress({ label, percent }: { label: string; percent: number }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      className="h-2 w-full overflow-hidden rounded-full bg-brand-100"
    >
      <div
        className="h-full rounded-full bg-brand-700 transition-[width] duration-200"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
