import { ACCEPTED_IMAGE_TYPES } from '@academy/shared/admin-limits';
import { ImageIcon, ImagePlus, RefreshCw, X } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { deleteMedia, uploadMedia } from '../api/media';
import { useAdminState } from '../lib/admin-state';
import { FormAlert } from './fields';
import { FileButton } from './file-button';
import { UploadBar } from './upload-bar';

export const IMAGE_ACCEPT = ACCEPTED_IMAGE_TYPES.join(',');
export const isImage = (file: File) => (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type);
export const NOT_AN_IMAGE = (name: string) =>
  `“${name}” is not an image we can use. Choose a JPG, PNG, WebP, GIF or AVIF file.`;

/**
 * One image (a course banner, an instructor's photo): upload with progress, a preview, Replace
 * Image and Remove Image.
 */
export function SingleImageUpload({
  target,
  value,
  onChange,
  label,
  shape = 'banner',
}: {
  target: string;
  value: string;
  onChange: (url: string) => void;
  label: string;
  /** A 16:9 banner, or a small square portrait. */
  shape?: 'banner' | 'portrait';
}) {
  const frame = shape === 'banner' ? 'aspect-[16/9] w-full' : 'aspect-square w-32';
  const { mediaUpload, runUpload } = useAdminState();
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File) => {
    if (!isImage(file)) {
      setError(NOT_AN_IMAGE(file.name));
      return;
    }
    setError(null);
    try {
      const media = await runUpload(target, (onProgress) => uploadMedia(file, onProgress));
      if (media.resource_type !== 'image') {
        void deleteMedia(media.public_id).catch(() => undefined);
        setError(NOT_AN_IMAGE(file.name));
        return;
      }
      onChange(media.secure_url);
    } catch (failure) {
      const message = errorMessage(failure, 'The image could not be uploaded.');
      setError(message);
      notify.error(message);
    }
  };

  return (
    <div>
      <div
        className={`overflow-hidden rounded-2xl border border-line bg-sand ${shape === 'portrait' ? 'w-32' : ''}`}
      >
        {value ? (
          <img src={value} alt={`${label} preview`} className={`${frame} object-cover`} />
        ) : (
          <div className={`flex ${frame} flex-col items-center justify-center gap-2 text-ink-muted`}>
            <ImageIcon size={36} aria-hidden />
            <span className="text-sm">No image yet</span>
          </div>
        )}
      </div>
      <UploadBar target={target} label={`${label} upload progress`} />
      <div className="mt-4 flex flex-wrap gap-2">
        <FileButton
          label={value ? 'Replace Image' : 'Upload Image'}
          accept={IMAGE_ACCEPT}
          disabled={mediaUpload.uploading}
          className={value ? 'btn-outline' : 'btn-primary'}
          onFiles={([file]) => file && void upload(file)}
        >
          {value ? <RefreshCw size={16} aria-hidden /> : <ImagePlus size={16} aria-hidden />}
          {value ? 'Replace Image' : 'Upload Image'}
        </FileButton>
        {value && (
          <button
            type="button"
            className="btn-outline"
            disabled={mediaUpload.uploading}
            onClick={() => onChange('')}
          >
            <X size={16} aria-hidden />
            Remove Image
          </button>
        )}
      </div>
      {error && (
        <div className="mt-3">
          <FormAlert>{error}</FormAlert>
        </div>
      )}
    </div>
  );
}
