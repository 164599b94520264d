import { Quote } from 'lucide-react';
import { useT } from '@/lib/i18n';
import { useWhenIdle } from '@/lib/use-when-idle';

/** A student's words (their name, city and quote in each language), and the course they took. */
const testimonials = [
  { id: 1, course: 'Photoshop Masterclass' },
  { id: 2, course: 'Brand Identity Design' },
  { id: 3, course: 'UI Design with Figma' },
  { id: 4, course: 'Typography Essentials' },
  { id: 5, course: 'Social Media Creatives' },
  { id: 6, course: 'Freelancing for Designers' },
  { id: 7, course: 'Adobe Illustrator from Zero' },
  { id: 8, course: 'Motion Graphics' },
  { id: 9, course: 'Photoshop Masterclass' },
  { id: 10, course: 'UI Design with Figma' },
  { id: 11, course: 'Brand Identity Design' },
  { id: 12, course: 'Typography Essentials' },
] as const;

type Testimonial = (typeof testimonials)[number];

const rows = [testimonials.slice(0, 4), testimonials.slice(4, 8), testimonials.slice(8, 12)];

function Card({ testimonial }: { testimonial: Testimonial }) {
  const t = useT();
  const said = (part: 'name' | 'city' | 'quote') => t(`testimonial.${testimonial.id}.${part}`);
  const name = said('name');
  return (
    <figure className="w-80 shrink-0 rounded-[var(--radius-card)] border border-line bg-white p-5">
      <Quote className="text-accent" size={20} aria-hidden />
      <blockquote className="mt-3 text-sm leading-6 text-ink-soft">{said('quote')}</blockquote>
      <figcaption className="mt-4 flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-full bg-plum font-display text-sm font-semibold text-paper">
          {name
            .split(' ')
            .map((part) => part[0])
            .join('')}
        </span>
        <span>
          <span className="block text-sm font-semibold">{name}</span>
          <span className="block text-xs text-ink-muted">
            {said('city')} · <span translate="no">{testimonial.course}</span>
          </span>
        </span>
      </figcaption>
    </figure>
  );
}

/**
 * SPEC §2 Home: three scrolling rows; the third is hidden on small screens. A row scrolls round
 * on a second copy of its cards, which only the browser draws, once the page is in and it is idle:
 * the server's HTML and the hydration carry each card once (issue 32's first load on a phone).
 */
export function Testimonials() {
  const looping = useWhenIdle();
  return (
    <div className="space-y-4" data-testid="testimonials">
      {rows.map((row, index) => (
        <div
          key={index}
          data-testid="testimonial-row"
          className={`marquee-mask overflow-hidden ${index === 2 ? 'hidden lg:block' : ''}`}
        >
          <ul
            className={`flex w-max gap-4 hover:[animation-play-state:paused] ${looping ? (index % 2 ? 'animate-[marquee-reverse_60s_linear_infinite]' : 'animate-[marquee_60s_linear_infinite]') : ''}`}
          >
            {(looping ? [...row, ...row] : row).map((testimonial, position) => (
              <li key={`${testimonial.id}-${position}`} aria-hidden={position >= row.length}>
                <Card testimonial={testimonial} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
