import { RefreshCw } from 'lucide-react';
import { FormAlert } from '../components/fields';
import { type BulkOutcome, bulkSummary, failureText } from './lecture-video';

/**
 * What a bulk upload did not do: each file the server refused, with its reason, and what the
 * connection (or session) cut short, with a button that sends just those again; a file cut
 * short carries on from where it stopped.
 */
export function BulkReportAlert({
  report,
  uploading,
  onRetry,
}: {
  report: BulkOutcome;
  uploading: boolean;
  onRetry: (files: File[]) => void;
}) {
  const notStarted = report.unfinished.filter((failure) => failure.message === null);
  const retry = report.unfinished.map((failure) => failure.file);
  return (
    <div className="mt-3">
      <FormAlert>
        <p className="font-medium">{bulkSummary(report.stored, report.total)}</p>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {report.refused.map(({ file, index, message }) => (
            <li key={index}>{failureText(file, message)}</li>
          ))}
          {report.unfinished.flatMap(({ file, index, message }) =>
            message === null ? [] : [<li key={index}>{failureText(file, message)}</li>],
          )}
          {notStarted.length > 0 && (
            <li>Not started: {notStarted.map(({ file }) => `“${file.name}”`).join(', ')}.</li>
          )}
        </ul>
        {retry.length > 0 && (
          <p className="mt-2">
            {retry.length === 1
              ? 'Retry sends it again, carrying on where it stopped.'
              : 'Retry sends them again, each carrying on where it stopped.'}
          </p>
        )}
        {retry.length > 0 && (
          <button
            type="button"
            className="btn-outline mt-3 px-4 py-2"
            disabled={uploading}
            onClick={() => onRetry(retry)}
          >
            <RefreshCw size={15} aria-hidden />
            {retry.length === 1 ? 'Retry the video' : `Retry the ${retry.length} videos`}
          </button>
        )}
      </FormAlert>
    </div>
  );
}
