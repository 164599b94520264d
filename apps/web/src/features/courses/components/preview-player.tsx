import type { CaptionTrack } from '@academy/shared/captions';
import * as Dialog from '@radix-ui/react-dialog';
import { Lock, X } from 'lucide-react';
import { useState } from 'react';
import { Price } from '@/components/catalogue/price';
import { VideoPlayer } from '@/components/player/video-player';
import { useReturnFocus } from '@/components/ui/use-return-focus';
import { messageWith, useT } from '@/lib/i18n';

type PreviewLecture = { title: string; videoUrl: string; captions: CaptionTrack[] };

/**
 * The free-preview modal (SPEC §4 Lecture preview) on the academy's player, without a watermark.
 * When the preview ends, the video gives way to the prompt to purchase: 'Preview ended', the
 * price, Buy Now (the page's own buy handler) and Close; `onEnded` raises the SPEC's toast.
 */
export type PreviewPlayerProps = {
  lecture: PreviewLecture | null;
  onClose: () => void;
  onEnded: () => void;
  onBuy: () => void;
  price: number;
  fakePrice: number;
};

export function PreviewPlayer({ lecture, onClose, onEnded, onBuy, price, fakePrice }: PreviewPlayerProps) {
  // The preview that played to its end; opening another (or this one again) plays it.
  const [endedPreview, setEndedPreview] = useState<PreviewLecture | null>(null);
  const ended = lecture !== null && endedPreview === lecture;
  const t = useT();

  const close = () => {
    setEndedPreview(null);
    onClose();
  };

  const returnFocus = useReturnFocus(lecture !== null);
  return (
    <Dialog.Root open={lecture !== null} onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/80 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 w-[min(56rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-hidden rounded-2xl bg-ink text-paper shadow-2xl"
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus}
        >
          <div className="flex items-center justify-between gap-4 px-5 py-3">
            <Dialog.Title className="truncate font-display text-base font-semibold">
              {messageWith(
                (title) => t('preview.title', { title }),
                <span translate="no">{lecture?.title}</span>,
              )}
            </Dialog.Title>
            <Dialog.Close
              className="flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-paper/10"
              aria-label={t('preview.close')}
            >
              <X size={20} aria-hidden />
            </Dialog.Close>
          </div>
          {lecture && ended && (
            <section
              aria-labelledby="preview-ended-heading"
              data-testid="preview-ended"
              className="flex aspect-video w-full flex-col items-center justify-center gap-4 bg-black px-6 text-center max-sm:aspect-auto max-sm:py-10"
            >
              <span className="flex size-12 items-center justify-center rounded-full bg-paper/10 text-accent">
                <Lock size={22} aria-hidden />
              </span>
              <div>
                <h3 id="preview-ended-heading" className="text-2xl font-semibold">
                  {t('preview.ended')}
                </h3>
                <p className="mt-1 text-sm text-paper/70">{t('preview.purchaseToContinue')}</p>
              </div>
              <div className="rounded-2xl bg-paper px-4 py-2 text-ink">
                <Price price={price} fakePrice={fakePrice} />
              </div>
              <div className="flex flex-wrap justify-center gap-3">
                <button
                  type="button"
                  className="btn border border-paper/30 text-paper hover:border-paper hover:bg-paper/10"
                  onClick={close}
                >
                  {t('preview.closeButton')}
                </button>
                {/* The card replaces the focused player: focus moves to the purchase. */}
                <button type="button" className="btn-accent" onClick={onBuy} autoFocus>
                  {t('buy.now')}
                </button>
              </div>
            </section>
          )}
          {lecture && !ended && (
            <VideoPlayer
              key={lecture.videoUrl}
              src={lecture.videoUrl}
              title={t('preview.videoTitle', { title: lecture.title })}
              captions={lecture.captions.filter((track) => track.url !== '')}
              autoPlay
              onEnded={() => {
                setEndedPreview(lecture);
                onEnded();
              }}
              videoTestId="preview-video"
            />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
