import type { ProjectImage } from '@academy/shared/projects';
import * as Dialog from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, ExternalLink, X } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { useReturnFocus } from '@/components/ui/use-return-focus';
import { TEXT } from './projects-text';

/**
 * A version's pictures, one at a time and as large as the screen allows, to judge the work
 * itself: Previous and Next (or the arrow keys) go through them; closed, the focus goes back to
 * the thumbnail that opened it.
 */
export function PictureViewer({
  title,
  images,
  index,
  onIndexChange,
  onClose,
}: {
  /** The version's title, the pictures' name. */
  title: string;
  images: ProjectImage[];
  /** The picture shown; null while the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const open = index !== null;
  const returnFocus = useReturnFocus(open);
  const image = index === null ? undefined : images[index];
  const total = images.length;
  const step = (by: number) => {
    if (index !== null) onIndexChange((index + by + total) % total);
  };
  const keys = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'ArrowRight') step(1);
    else return;
    event.preventDefault();
  };
  const control =
    'flex size-10 shrink-0 items-center justify-center rounded-full text-paper hover:bg-paper/10 focus-visible:focus-ring';

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/90 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus}
          onKeyDown={keys}
          className="fixed inset-0 z-50 flex flex-col text-paper focus:outline-none"
        >
          <div className="flex items-center gap-2 px-3 py-2 sm:px-5">
            <Dialog.Title className="min-w-0 flex-1 truncate font-display text-base font-semibold">
              {index !== null && TEXT.viewer.title(index + 1, total, title)}
            </Dialog.Title>
            {image && (
              <a
                href={image.url}
                target="_blank"
                rel="noreferrer"
                className={control}
                aria-label={TEXT.viewer.open}
                title={TEXT.viewer.open}
              >
                <ExternalLink size={18} aria-hidden />
              </a>
            )}
            <Dialog.Close className={control} aria-label={TEXT.viewer.close}>
              <X size={20} aria-hidden />
            </Dialog.Close>
          </div>
          <div className="flex min-h-0 flex-1 items-center gap-2 px-2 pb-4 sm:px-4">
            {total > 1 && (
              <button
                type="button"
                className={control}
                aria-label={TEXT.viewer.previous}
                onClick={() => step(-1)}
              >
                <ChevronLeft size={24} aria-hidden />
              </button>
            )}
            <div className="flex h-full min-w-0 flex-1 items-center justify-center">
              {image && (
                <img
                  key={image.url}
                  src={image.url}
                  srcSet={image.srcset}
                  sizes="100vw"
                  alt={TEXT.viewer.alt((index ?? 0) + 1, total, title)}
                  width={image.width}
                  height={image.height}
                  className="max-h-full w-auto max-w-full rounded-lg object-contain"
                />
              )}
            </div>
            {total > 1 && (
              <button type="button" className={control} aria-label={TEXT.viewer.next} onClick={() => step(1)}>
                <ChevronRight size={24} aria-hidden />
              </button>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
