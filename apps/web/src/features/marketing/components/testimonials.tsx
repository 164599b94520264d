import { Quote } from 'lucide-react';

type Testimonial = { name: string; city: string; course: string; quote: string };

const testimonials: Testimonial[] = [
  {
    name: 'Sneha Patil',
    city: 'Pune',
    course: 'Photoshop Masterclass',
    quote: 'The compositing lectures finally made masks click for me. I redid my whole portfolio in a month.',
  },
  {
    name: 'Rohan Mehta',
    city: 'Mumbai',
    course: 'Brand Identity Design',
    quote: 'Real client briefs, real critique. My first paid logo project came two weeks after the course.',
  },
  {
    name: 'Ananya Iyer',
    city: 'Bengaluru',
    course: 'UI Design with Figma',
    quote: 'Auto layout and components explained the way studios use them. Worth every rupee.',
  },
  {
    name: 'Kabir Singh',
    city: 'Delhi',
    course: 'Typography Essentials',
    quote: 'I never thought about Devanagari spacing before. Now my bilingual posters look professional.',
  },
  {
    name: 'Priya Deshmukh',
    city: 'Nagpur',
    course: 'Social Media Creatives',
    quote: 'Short lectures I could watch on the bus. My Instagram carousels get twice the saves now.',
  },
  {
    name: 'Aditya Kulkarni',
    city: 'Nashik',
    course: 'Freelancing for Designers',
    quote: 'The pricing module alone paid for the course. I stopped underquoting clients.',
  },
  {
    name: 'Fatima Shaikh',
    city: 'Hyderabad',
    course: 'Adobe Illustrator from Zero',
    quote: 'Started with zero Illustrator knowledge, finished with a set of icons I sell online.',
  },
  {
    name: 'Vikram Joshi',
    city: 'Kolhapur',
    course: 'Motion Graphics',
    quote: 'Clear, patient teaching in Marathi and English. The keyframe exercises are gold.',
  },
  {
    name: 'Meghna Rao',
    city: 'Chennai',
    course: 'Photoshop Masterclass',
    quote: 'The retouching workflow is exactly what agencies expect. I use it every day at work.',
  },
  {
    name: 'Arjun Nair',
    city: 'Kochi',
    course: 'UI Design with Figma',
    quote: 'Loved the free previews — I knew the teaching style before paying. No surprises.',
  },
  {
    name: 'Ishita Ghosh',
    city: 'Kolkata',
    course: 'Brand Identity Design',
    quote: 'The brand book template from the assets store saved me days on my final project.',
  },
  {
    name: 'Siddharth Pawar',
    city: 'Aurangabad',
    course: 'Typography Essentials',
    quote: 'Certificate on completion helped me land an internship at a Pune studio.',
  },
];

const rows = [testimonials.slice(0, 4), testimonials.slice(4, 8), testimonials.slice(8, 12)];

function Card({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="w-80 shrink-0 rounded-[var(--radius-card)] border border-line bg-white p-5">
      <Quote className="text-accent" size={20} aria-hidden />
      <blockquote className="mt-3 text-sm leading-6 text-ink-soft">{testimonial.quote}</blockquote>
      <figcaption className="mt-4 flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-full bg-plum font-display text-sm font-semibold text-paper">
          {testimonial.name
            .split(' ')
            .map((part) => part[0])
            .join('')}
        </span>
        <span>
          <span className="block text-sm font-semibold">{testimonial.name}</span>
          <span className="block text-xs text-ink-muted">
            {testimonial.city} · {testimonial.course}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}

/** SPEC §2 Home: three scrolling rows; the third is hidden on small screens. */
export function Testimonials() {
  return (
    <div className="space-y-4" data-testid="testimonials">
      {rows.map((row, index) => (
        <div
          key={index}
          data-testid="testimonial-row"
          className={`marquee-mask overflow-hidden ${index === 2 ? 'hidden lg:block' : ''}`}
        >
          <ul
            className={`flex w-max gap-4 hover:[animation-play-state:paused] ${index % 2 ? 'animate-[marquee-reverse_60s_linear_infinite]' : 'animate-[marquee_60s_linear_infinite]'}`}
          >
            {[...row, ...row].map((testimonial, position) => (
              <li key={`${testimonial.name}-${position}`} aria-hidden={position >= row.length}>
                <Card testimonial={testimonial} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
