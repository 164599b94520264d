import { Camera, Clapperboard, Gem, LayoutTemplate, Megaphone, PenTool, Type, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { type MessageId, useT } from '@/lib/i18n';

/**
 * Subjects with a picture each. They open a search rather than a course filter: the course
 * filter chips of SPEC §3 and the admin's course categories differ, and a search for the
 * subject finds its courses and assets whichever list they were filed under.
 */
const categories = [
  {
    name: 'Graphic Design',
    label: 'subject.graphicDesign',
    icon: PenTool,
    tone: 'from-accent to-accent-strong',
  },
  { name: 'UI Design', label: 'subject.uiDesign', icon: LayoutTemplate, tone: 'from-plum to-ink' },
  { name: 'Branding', label: 'subject.branding', icon: Gem, tone: 'from-[#2f6f62] to-[#1b4039]' },
  { name: 'Typography', label: 'subject.typography', icon: Type, tone: 'from-[#d89b2b] to-[#a86b0c]' },
  {
    name: 'Social Media',
    label: 'subject.socialMedia',
    icon: Megaphone,
    tone: 'from-[#d8456b] to-[#9c2343]',
  },
  { name: 'Photography', label: 'subject.photography', icon: Camera, tone: 'from-[#3b6fd8] to-[#23479c]' },
  { name: 'Animation', label: 'subject.animation', icon: Clapperboard, tone: 'from-[#7a4fd8] to-plum' },
  { name: 'Freelance', label: 'subject.freelance', icon: Wallet, tone: 'from-ink-soft to-ink' },
] as const satisfies readonly { name: string; label: MessageId; icon: unknown; tone: string }[];

export function CategoryStrip({ hrefFor }: { hrefFor: (category: string) => string }) {
  const t = useT();
  return (
    <ul className="-mx-4 flex gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-4 sm:px-0 lg:grid-cols-8">
      {categories.map(({ name, label, icon: Icon, tone }) => (
        <li key={name} className="shrink-0">
          <Link
            to={hrefFor(name)}
            className={`group flex h-28 w-32 flex-col justify-between rounded-2xl bg-gradient-to-br p-4 text-white sm:w-auto ${tone}`}
          >
            <Icon size={26} className="transition-transform group-hover:-rotate-6" aria-hidden />
            <span className="text-sm leading-tight font-semibold">{t(label)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
