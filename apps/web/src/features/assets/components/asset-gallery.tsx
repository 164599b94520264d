import { useState } from 'react';
import { CoverImage } from '@/components/catalogue/cover-image';
import { useT } from '@/lib/i18n';

/** SPEC §2 Asset detail: thumbnails under the main picture; a click selects the main one. */
export function AssetGallery({ images, name }: { images: string[]; name: string }) {
  const [selected, setSelected] = useState(0);
  const t = useT();
  const main = images[selected] ?? images[0];
  return (
    <div className="min-w-0">
      <CoverImage
        src={main}
        alt={t('asset.picture', { name, number: selected + 1, total: Math.max(images.length, 1) })}
        width={1200}
        height={900}
        eager
        className="w-full rounded-[var(--radius-card)] border border-line"
      />
      {images.length > 1 && (
        <ul className="mt-3 grid grid-cols-4 gap-3" aria-label={t('asset.pictures')}>
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-label={t('asset.showPicture', { number: index + 1 })}
                aria-current={index === selected}
                className={`block w-full overflow-hidden rounded-xl border-2 transition-colors ${
                  index === selected ? 'border-accent' : 'border-transparent hover:border-line'
                }`}
              >
                <CoverImage src={image} alt="" width={300} height={225} className="w-full" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
