import { LoaderCircle } from 'lucide-react';
import { useT } from '@/lib/i18n';

export function PageSpinner({ label }: { label?: string }) {
  const t = useT();
  return (
    <div className="flex min-h-[40vh] items-center justify-center" role="status">
      <LoaderCircle className="animate-spin text-accent" size={36} aria-hidden />
      <span className="sr-only">{label ?? t('common.loading')}</span>
    </div>
  );
}
