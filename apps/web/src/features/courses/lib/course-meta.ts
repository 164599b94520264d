import { ACADEMY } from '@academy/shared/academy';
import type { CourseDetail } from '@academy/shared/catalogue-courses';
import { paths } from '@/config/paths';
import type { Translate } from '@/lib/i18n';
import { inrOffer, type JsonLd, type PageMeta, productPageMeta, summarise } from '@/lib/page-meta';

/**
 * A course page's head: its share card, a schema.org Course with an Offer in rupees, and its
 * `rating` (the reviews' aggregateRating and first reviews, once it has any). What people read is
 * in the page's language; schema.org's values stay the vocabulary's.
 */
export function courseMeta(course: CourseDetail, t: Translate, rating: JsonLd = {}): PageMeta {
  const description = summarise(course.welcomeMessage || course.description);
  return productPageMeta({
    kind: 'course',
    id: course._id,
    title: course.title,
    description,
    imageAlt: t('course.shareAlt', { title: course.title, academy: ACADEMY.name }),
    path: paths.courseDetails(course._id),
    list: { name: t('courses.title'), path: paths.allCourses },
    schema: (absolute, url) => ({
      '@type': 'Course',
      name: course.title,
      description: summarise(course.description || description, 500),
      url,
      ...(course.image ? { image: absolute(course.image) } : {}),
      inLanguage: course.primaryLanguage,
      educationalLevel: course.level,
      provider: { '@type': 'Organization', name: ACADEMY.name, sameAs: absolute('/') },
      offers: inrOffer(course.price, url, course.price === 0 ? 'Free' : 'Paid'),
      hasCourseInstance: {
        '@type': 'CourseInstance',
        courseMode: 'Online',
        courseWorkload: `${course.curriculum.length} lectures`,
      },
      ...rating,
    }),
  });
}
