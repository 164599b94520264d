import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useT } from '@/lib/i18n';

const COPIED_MS = 2000;

/**
 * An id someone has to quote (a payment id to the bank, an order number to support), with a
 * button that copies it and says so for a moment.
 */
export function CopyableValue({ value, label }: { value: string; label: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      return;
    }
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COPIED_MS);
  };

  return (
    <span className="flex min-w-0 items-center gap-1.5">
      <span translate="no" className="min-w-0 font-mono text-sm break-all">
        {value}
      </span>
      <button
        type="button"
        onClick={() => void copy()}
        aria-label={t(copied ? 'copy.done' : 'copy.action', { label })}
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-sand hover:text-ink"
      >
        {copied ? <Check size={16} className="text-success" aria-hidden /> : <Copy size={16} aria-hidden />}
      </button>
    </span>
  );
}
