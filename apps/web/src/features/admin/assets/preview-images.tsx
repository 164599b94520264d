import { ArrowLeft, ArrowRight, ImagePlus, Star, X } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { uploadMedia } from '../api/media';
import { FormAlert } from '../components/fields';
import { FileButton } from '../components/file-button';
import { IMAGE_ACCEPT, isImage, NOT_AN_IMAGE } from '../components/image-upload';
import { UploadBar } from '../components/upload-bar';
import { useAdminState } from '../lib/admin-state';
import { MAX_PREVIEW_IMAGES, newImageKey, type PreviewImage } from './asset-form';

/**
 * An asset's preview images (SPEC §3 `image`, a list): upload several, reorder, remove. The
 * first is the cover the store shows on cards.
 */
export function PreviewImages({
  images,
  setImages,
}: {
  images: PreviewImage[];
  setImages: (update: (images: PreviewImage[]) => PreviewImage[]) => void;
}) {
  const { mediaUpload, runUpload } = useAdminState();
  const [error, setError] = useState<string | null>(null);
  const [progressText, setProgressText] = useState<string | null>(null);
  const room = MAX_PREVIEW_IMAGES - images.length;

  const upload = async (files: File[]) => {
    const wrong = files.filter((file) => !isImage(file));
    if (wrong.length) {
      setError(wrong.map((file) => NOT_AN_IMAGE(file.name)).join(' '));
      return;
    }
    if (files.length > room) {
      setError(`An asset can have at most ${MAX_PREVIEW_IMAGES} images; there is room for ${room} more.`);
      return;
    }
    setError(null);
    // One at a time, so each finished image appears at once and a failure keeps the ones before it.
    for (const [index, file] of files.entries()) {
      setProgressText(files.length > 1 ? `Image ${index + 1} of ${files.length}` : null);
      try {
        const media = await runUpload('asset-images', (onProgress) => uploadMedia(file, onProgress));
        setImages((current) => [...current, { key: newImageKey(), url: media.secure_url }]);
      } catch (failure) {
        const message = errorMessage(failure, 'The image could not be uploaded.');
        setError(`${file.name}: ${message}`);
        notify.error(message);
        break;
      }
    }
    setProgressText(null);
  };

  const move = (index: number, to: number) =>
    setImages((current) => {
      const next = [...current];
      const [image] = next.splice(index, 1);
      if (!image) return current;
      next.splice(to, 0, image);
      return next;
    });

  return (
    <div>
      {images.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line bg-paper px-4 py-8 text-center text-sm text-ink-soft">
          No preview images yet. The first image is the cover shown on the asset card.
        </p>
      ) : (
        <ol className="grid grid-cols-[repeat(auto-fill,minmax(8.5rem,1fr))] gap-3">
          {images.map((image, index) => (
            <li key={image.key} className="overflow-hidden rounded-2xl border border-line bg-white">
              <div className="relative">
                <img
                  src={image.url}
                  alt={`Preview image ${index + 1}`}
                  className="aspect-[4/3] w-full object-cover"
                />
                {index === 0 && (
                  <span className="absolute top-2 left-2 rounded-full bg-ink/80 px-2 py-0.5 text-[11px] font-semibold text-paper">
                    Cover
                  </span>
                )}
              </div>
              <div className="flex items-center justify-between gap-1 p-1.5">
                <div className="flex">
                  <button
                    type="button"
                    className="rounded-lg p-2 text-ink-muted hover:bg-sand hover:text-ink disabled:opacity-30"
                    aria-label={`Move image ${index + 1} earlier`}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <ArrowLeft size={15} aria-hidden />
                  </button>
                  <button
                    type="button"
                    className="rounded-lg p-2 text-ink-muted hover:bg-sand hover:text-ink disabled:opacity-30"
                    aria-label={`Move image ${index + 1} later`}
                    disabled={index === images.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <ArrowRight size={15} aria-hidden />
                  </button>
                  {index > 0 && (
                    <button
                      type="button"
                      className="rounded-lg p-2 text-ink-muted hover:bg-sand hover:text-ink"
                      aria-label={`Make image ${index + 1} the cover`}
                      onClick={() => move(index, 0)}
                    >
                      <Star size={15} aria-hidden />
                    </button>
                  )}
                </div>
                <button
                  type="button"
                  className="rounded-lg p-2 text-danger hover:bg-danger/10"
                  aria-label={`Remove image ${index + 1}`}
                  onClick={() =>
                    setImages((current) => current.filter((candidate) => candidate.key !== image.key))
                  }
                >
                  <X size={15} aria-hidden />
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {progressText && mediaUpload.uploading && <p className="mt-3 text-xs text-ink-muted">{progressText}</p>}
      <UploadBar target="asset-images" label="Preview image upload progress" />
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <FileButton
          label="Upload Images"
          accept={IMAGE_ACCEPT}
          multiple
          disabled={mediaUpload.uploading || room <= 0}
          onFiles={(files) => void upload(files)}
        >
          <ImagePlus size={16} aria-hidden />
          Upload Images
        </FileButton>
        <span className="text-xs text-ink-muted">
          {images.length} of {MAX_PREVIEW_IMAGES} · JPG, PNG, WebP, GIF or AVIF
        </span>
      </div>
      {error && (
        <div className="mt-3">
          <FormAlert>{error}</FormAlert>
        </div>
      )}
    </div>
  );
}
