import { ACADEMY } from '@academy/shared/academy';
import type { ProjectPage } from '@academy/shared/projects';
import { paths } from '@/config/paths';
import type { Translate } from '@/lib/i18n';
import { breadcrumbs, type PageMeta, summarise } from '@/lib/page-meta';

/**
 * A project page's head: its words or, without any, who made it for which course; its first
 * picture as the share picture, a WebP of its own size (the server re-encodes every picture), made
 * absolute under PUBLIC_URL by resolveMeta; and a schema.org CreativeWork about the course, under
 * the course in the breadcrumbs. The picture's link is signed and lives one to two days (decision
 * 030): a crawler that reads the page has to fetch the picture within that. The page's next
 * render hands out a fresh link.
 */
export function projectMeta(project: ProjectPage, t: Translate): PageMeta {
  const url = paths.project(project.id);
  const [cover] = project.images;
  const courseUrl = paths.courseDetails(project.course.id);
  return {
    title: project.title,
    description:
      summarise(project.description) ||
      t('project.page.metaDescription', {
        name: project.author.name,
        course: project.course.title,
        academy: ACADEMY.name,
      }),
    ...(cover && {
      image: cover.url,
      imageType: 'image/webp',
      imageSize: { width: cover.width, height: cover.height },
    }),
    imageAlt: project.title,
    type: 'article',
    jsonLd: (absolute) => [
      {
        '@context': 'https://schema.org',
        '@type': 'CreativeWork',
        name: project.title,
        ...(project.description ? { description: summarise(project.description, 500) } : {}),
        author: { '@type': 'Person', name: project.author.name },
        image: project.images.map((image) => absolute(image.url)),
        dateCreated: project.createdAt,
        url: absolute(url),
        about: { '@type': 'Course', name: project.course.title, url: absolute(courseUrl) },
      },
      breadcrumbs(absolute, [
        { name: t('courses.title'), path: paths.allCourses },
        { name: project.course.title, path: courseUrl },
        { name: project.title, path: url },
      ]),
    ],
  };
}
