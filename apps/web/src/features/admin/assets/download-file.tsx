import { FileArchive, FileUp, RefreshCw, X } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { uploadResumable, useUploaderFetchedEarly } from '../api/resumable-upload';
import { FormAlert } from '../components/fields';
import { FileButton } from '../components/file-button';
import { UploadBar } from '../components/upload-bar';
import { useAdminState } from '../lib/admin-state';
import { formatBytes } from '../lib/video-duration';

/** The file buyers download (SPEC §3 `downloadUrl`), uploaded resumably under `POST /media/raw/upload`'s rules. */
export function DownloadFile({
  url,
  file,
  onUploaded,
  onRemove,
}: {
  url: string;
  file: { name: string; size: number } | null;
  onUploaded: (url: string, file: File) => void;
  onRemove: () => void;
}) {
  const { mediaUpload, runUpload } = useAdminState();
  const [error, setError] = useState<string | null>(null);
  useUploaderFetchedEarly();

  const upload = async (chosen: File) => {
    setError(null);
    try {
      const media = await runUpload('asset-file', (onProgress, onNotice) =>
        uploadResumable(chosen, 'raw', onProgress, onNotice),
      );
      onUploaded(media.secure_url, chosen);
    } catch (failure) {
      const message = errorMessage(failure, 'The file could not be uploaded.');
      setError(message);
      notify.error(message);
    }
  };

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-dashed border-line bg-paper p-4">
        <p className="flex min-w-0 items-center gap-3 text-sm">
          <FileArchive
            size={22}
            className={url ? 'shrink-0 text-success' : 'shrink-0 text-ink-muted'}
            aria-hidden
          />
          <span className="min-w-0">
            {url ? (
              <>
                <span className="block truncate font-medium">{file ? file.name : 'A file is attached'}</span>
                <span className="text-ink-muted">
                  {file ? formatBytes(file.size) : 'Buyers download this file.'}
                </span>
              </>
            ) : (
              <span className="text-ink-soft">
                No file yet. Without one, buyers have nothing to download.
              </span>
            )}
          </span>
        </p>
        <div className="flex flex-wrap gap-2">
          <FileButton
            label={url ? 'Replace File' : 'Upload File'}
            disabled={mediaUpload.uploading}
            className={url ? 'btn-outline px-4 py-2' : 'btn-primary px-4 py-2'}
            onFiles={([chosen]) => chosen && void upload(chosen)}
          >
            {url ? <RefreshCw size={15} aria-hidden /> : <FileUp size={15} aria-hidden />}
            {url ? 'Replace File' : 'Upload File'}
          </FileButton>
          {url && (
            <button
              type="button"
              className="btn-outline px-4 py-2"
              disabled={mediaUpload.uploading}
              onClick={onRemove}
            >
              <X size={15} aria-hidden />
              Remove File
            </button>
          )}
        </div>
      </div>
      <UploadBar target="asset-file" label="Download file upload progress" />
      {error && (
        <div className="mt-3">
          <FormAlert>{error}</FormAlert>
        </div>
      )}
    </div>
  );
}
