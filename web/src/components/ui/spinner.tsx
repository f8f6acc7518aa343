import { Loader2 } from 'lucide-react';

/* Spins slowly; with prefers-reduced-motion the global rule stops the rotation. */
export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-2 py-12 text-muted">
      <Loader2 aria-hidden="true" className="h-6 w-6 animate-spin [animation-duration:1.5s]" />
      <span>{label}</span>
    </div>
  );
}
