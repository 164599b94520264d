import type { PublicProject } from '@academy/shared/projects';
import { ImageOff } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { messageWith, useT } from '@/lib/i18n';
import { ProjectPicture } from './project-picture';

/** A gallery card, three across on a wide screen: the first picture is the cover. */
const CARD_SIZES = '(min-width: 1024px) 22rem, (min-width: 640px) 50vw, 100vw';

/** One shown project in a course's gallery: its cover, title and author; the whole card opens its page. */
export function ProjectCard({ project }: { project: PublicProject }) {
  const t = useT();
  const cover = project.images[0];
  return (
    <article className="group relative h-full overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-card transition-shadow hover:shadow-lg has-[a:focus-visible]:focus-ring">
      <div className="aspect-[4/3] overflow-hidden bg-sand">
        {cover ? (
          <ProjectPicture
            image={cover}
            alt=""
            sizes={CARD_SIZES}
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          />
        ) : (
          <span className="flex size-full items-center justify-center text-ink-muted">
            <ImageOff size={28} aria-hidden />
          </span>
        )}
      </div>
      <div className="p-4">
        <h3 translate="no" className="line-clamp-2 leading-snug font-semibold [overflow-wrap:anywhere]">
          <Link
            to={paths.project(project.id)}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {project.title}
          </Link>
        </h3>
        <p className="mt-1 text-sm text-ink-muted">
          {messageWith(
            (name) => t('project.by', { name }),
            <span translate="no">{project.author.name}</span>,
          )}
          {project.images.length > 1 && (
            <span> · {t('project.pictures', { count: project.images.length })}</span>
          )}
        </p>
      </div>
    </article>
  );
}
