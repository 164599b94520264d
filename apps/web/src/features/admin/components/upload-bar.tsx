import { useAdminState } from '../lib/admin-state';

/**
 * SPEC §4 Media upload: the bar of the upload that belongs to `target`, shown while it runs
 * and for UPLOAD_BAR_HIDE_MS after it ends.
 */
export function UploadBar({
  target,
  label = 'Upload progress',
  failedText = 'Upload failed',
}: {
  target: string;
  label?: string;
  /** What the bar says when the upload failed (a batch may have stored some of its files). */
  failedText?: string;
}) {
  const { mediaUpload } = useAdminState();
  if (mediaUpload.target !== target) return null;
  const { percent, uploading, failed, notice } = mediaUpload;
  const doing =
    notice === 'retrying'
      ? 'Connection lost, retrying…'
      : notice === 'resuming'
        ? 'Resuming where it stopped…'
        : 'Uploading…';
  const text = failed ? failedText : uploading ? `${doing} ${percent}%` : 'Upload complete';
  return (
    <div className="mt-3" data-testid="upload-progress">
      <div className="mb-1 flex items-center justify-between text-xs font-medium text-ink-soft">
        <span aria-live="polite">{text}</span>
        <span aria-hidden>{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-sand"
      >
        <div
          className={`h-full rounded-full transition-[width] duration-200 ${failed ? 'bg-danger' : uploading ? 'bg-accent' : 'bg-success'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
