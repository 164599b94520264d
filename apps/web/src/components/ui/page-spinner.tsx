import { LoaderCircle } from 'lucide-react';

export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center" role="status">
      <LoaderCircle className="animate-spin text-accent" size={36} aria-hidden />
      <span className="sr-only">{label}</span>
    </div>
  );
}
