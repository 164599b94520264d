import { ACADEMY } from '@academy/shared/academy';
import type { CourseDetail } from '@academy/shared/catalogue-courses';
import { paths } from '@/config/paths';
import type { Translate } from '@/lib/i18n';
import { breadcrumbs, type JsonLd, type PageMeta, shareCardPath, summarise } from '@/lib/page-meta';

/**
 * A course page's head: its share card, a schema.org Course with an Offer in rupees, and its
 * `rating` (the reviews' aggregateRating and first reviews, once it has any). What people read is
 * in the page's language; schema.org's values stay the vocabulary's.
 */
export function courseMeta(course: CourseDetail, t: Translate, rating: JsonLd = {}): PageMeta {
  const description = summarise(course.welcomeMessage || course.description);
  return {
    title: course.title,
    description,
    image: shareCardPath('course', course._id),
    imageAlt: t('course.shareAlt', { title: course.title, academy: ACADEMY.name }),
    type: 'product',
    jsonLd: (absolute) => [
      {
        '@context': 'https://schema.org',
        '@type': 'Course',
        name: course.title,
        description: summarise(course.description || description, 500),
        url: absolute(paths.courseDetails(course._id)),
        ...(course.image ? { image: absolute(course.image) } : {}),
        inLanguage: course.primaryLanguage,
        educationalLevel: course.level,
        provider: { '@type': 'Organization', name: ACADEMY.name, sameAs: absolute('/') },
        offers: {
          '@type': 'Offer',
          price: course.price,
          priceCurrency: 'INR',
          category: course.price === 0 ? 'Free' : 'Paid',
          availability: 'https://schema.org/InStock',
          url: absolute(paths.courseDetails(course._id)),
        },
        hasCourseInstance: {
          '@type': 'CourseInstance',
          courseMode: 'Online',
          courseWorkload: `${course.curriculum.length} lectures`,
        },
        ...rating,
      },
      breadcrumbs(absolute, [
        { name: t('courses.title'), path: paths.allCourses },
        { name: course.title, path: paths.courseDetails(course._id) },
      ]),
    ],
  };
}
