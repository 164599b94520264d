import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { VideoPlayer } from '@/components/player/video-player';
import { useReturnFocus } from '@/components/ui/use-return-focus';

/**
 * The free-preview modal (SPEC §4 Lecture preview) on the academy's player, without a watermark:
 * when the preview ends, it closes.
 */
export function PreviewPlayer({
  lecture,
  onClose,
  onEnded,
}: {
  lecture: { title: string; videoUrl: string } | null;
  onClose: () => void;
  onEnded: () => void;
}) {
  const returnFocus = useReturnFocus(lecture !== null);
  return (
    <Dialog.Root open={lecture !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/80 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 w-[min(56rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-hidden rounded-2xl bg-ink text-paper shadow-2xl"
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus}
        >
          <div className="flex items-center justify-between gap-4 px-5 py-3">
            <Dialog.Title className="truncate font-display text-base font-semibold">
              Free preview · {lecture?.title}
            </Dialog.Title>
            <Dialog.Close
              className="flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-paper/10"
              aria-label="Close preview"
            >
              <X size={20} aria-hidden />
            </Dialog.Close>
          </div>
          {lecture && (
            <VideoPlayer
              key={lecture.videoUrl}
              src={lecture.videoUrl}
              title={`Free preview: ${lecture.title}`}
              autoPlay
              onEnded={onEnded}
              videoTestId="preview-video"
            />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
