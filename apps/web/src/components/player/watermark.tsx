import { useEffect, useEffectEvent, useRef, useState } from 'react';

/** How often the watermark jumps to a new place. */
export const WATERMARK_MOVE_MS = 8000;

type Spot = { x: number; y: number };

/** Somewhere else inside the frame: never close to where it just was. */
function nextSpot(previous: Spot): Spot {
  for (;;) {
    const spot = { x: 4 + Math.random() * 92, y: 6 + Math.random() * 80 };
    if (Math.abs(spot.x - previous.x) > 25 || Math.abs(spot.y - previous.y) > 25) return spot;
  }
}

/**
 * SPEC §4 Player: the signed-in student's name and email over the video, faint, moved by script
 * every few seconds (a CSS animation could simply be paused). Taken out of the page, it is put
 * back; hidden by a style, `onTamper` pauses the video.
 */
export function Watermark({ name, email, onTamper }: { name: string; email: string; onTamper: () => void }) {
  const [spot, setSpot] = useState<Spot>({ x: 6, y: 8 });
  const layerRef = useRef<HTMLDivElement>(null);
  const markRef = useRef<HTMLDivElement>(null);
  const tamper = useEffectEvent(onTamper);

  useEffect(() => {
    const layer = layerRef.current;
    const mark = markRef.current;
    const frame = layer?.parentElement;
    if (!layer || !mark || !frame) return;

    const restore = () => {
      if (!frame.contains(layer)) frame.append(layer);
      if (!layer.contains(mark)) layer.append(mark);
    };
    const hidden = () => {
      const styles = [window.getComputedStyle(layer), window.getComputedStyle(mark)];
      return styles.some(
        (style) => style.display === 'none' || style.visibility !== 'visible' || Number(style.opacity) < 0.2,
      );
    };

    const observer = new MutationObserver(() => {
      if (!frame.contains(layer) || !layer.contains(mark)) {
        restore();
        tamper();
      }
    });
    observer.observe(frame, { childList: true, subtree: true });

    const timer = window.setInterval(() => {
      restore();
      if (hidden()) {
        for (const element of [layer, mark]) {
          for (const property of ['display', 'visibility', 'opacity']) element.style.removeProperty(property);
        }
        tamper();
      }
      setSpot(nextSpot);
    }, WATERMARK_MOVE_MS);

    return () => {
      observer.disconnect();
      window.clearInterval(timer);
    };
  }, []);

  return (
    <div
      ref={layerRef}
      translate="no"
      className="pointer-events-none absolute inset-0 z-10 overflow-hidden"
      aria-hidden
    >
      <div
        ref={markRef}
        data-testid="watermark"
        className="absolute max-w-[70%] text-[0.7rem] leading-tight font-semibold text-white/50 [text-shadow:0_1px_2px_rgb(0_0_0/0.7)] transition-[left,top,transform] duration-700 ease-out select-none sm:text-sm"
        style={{ left: `${spot.x}%`, top: `${spot.y}%`, transform: `translate(-${spot.x}%, -${spot.y}%)` }}
      >
        <span className="block truncate">{name}</span>
        <span className="block truncate font-medium">{email}</span>
      </div>
    </div>
  );
}
