import { ACADEMY } from '@academy/shared/academy';
import type { Lecture } from '@academy/shared/catalogue-api';
import { MESSAGES } from '@academy/shared/messages';
import {
  ArrowRight,
  Award,
  BookOpen,
  CheckCircle2,
  Download,
  Gauge,
  Infinity as InfinityIcon,
  Languages,
  LoaderCircle,
  MessageCircle,
  MonitorSmartphone,
  PlayCircle,
  ShoppingBag,
  Users,
} from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { CourseGrid } from '@/components/catalogue/catalogue-grids';
import { CoverImage } from '@/components/catalogue/cover-image';
import { DetailUnavailable } from '@/components/catalogue/detail-unavailable';
import { Price } from '@/components/catalogue/price';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { useAddToCart } from '@/features/cart/api/add-to-cart';
import { useCheckout } from '@/features/checkout/hooks/use-checkout';
import { useCourse } from '@/features/courses/api/get-course';
import { useCourseRecommendations } from '@/features/courses/api/get-course-recommendations';
import { courseMeta } from '@/features/courses/lib/course-meta';
import { EpisodeList } from '@/features/courses/components/episode-list';
import { PreviewPlayer } from '@/features/courses/components/preview-player';
import { useCoursePurchase } from '@/features/purchases/api/get-course-purchase';
import { useAuth } from '@/lib/auth';
import { useDocumentMeta } from '@/lib/document-meta';
import { notify } from '@/lib/toast';

const features = [
  { icon: InfinityIcon, title: 'Lifetime access' },
  { icon: MonitorSmartphone, title: 'Phone, tablet and laptop' },
  { icon: Award, title: 'Certificate of completion' },
  { icon: PlayCircle, title: 'Free preview episodes' },
];

export function CourseDetailsRoute() {
  const { id = '' } = useParams();
  const course = useCourse(id);
  const recommendations = useCourseRecommendations(course.data?.category, id);
  const { authenticate, user } = useAuth();
  const purchase = useCoursePurchase(id, authenticate ? user?._id : undefined);
  const { checkout, pending, dialog } = useCheckout();
  const cart = useAddToCart();
  const [preview, setPreview] = useState<Lecture | null>(null);
  const navigate = useNavigate();

  const data = course.data;
  useDocumentMeta(
    data
      ? courseMeta(data)
      : course.isError
        ? null
        : { title: 'Course', description: 'A design course from Kalakriti Design Academy.' },
  );

  if (course.isPending) return <PageSpinner label="Loading course" />;
  if (course.isError || !data) return <DetailUnavailable error={course.error} backTo={paths.allCourses} />;

  const objectives = data.objectives
    .split(',')
    .map((objective) => objective.trim())
    .filter(Boolean);
  const stats = [
    { icon: BookOpen, label: 'Lectures', value: String(data.curriculum.length) },
    { icon: Gauge, label: 'Level', value: data.level },
    { icon: Languages, label: 'Language', value: data.primaryLanguage },
    { icon: Users, label: 'Students', value: String(data.students) },
  ];

  return (
    <div className="pb-20">
      <section className="bg-ink text-paper">
        <div className="container-page grid gap-10 py-10 md:py-14 lg:grid-cols-[1.15fr_0.85fr] lg:items-center">
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-[0.2em] text-accent uppercase">{data.category}</p>
            <h1 className="mt-3 text-3xl leading-tight font-semibold sm:text-4xl lg:text-5xl">
              {data.title}
            </h1>
            <p className="mt-4 max-w-2xl text-lg text-paper/80">{data.welcomeMessage}</p>
            <p className="mt-5 text-sm text-paper/70">
              A Course By <span className="font-semibold text-paper">{data.instructorName}</span>
            </p>
            <div className="mt-6 flex flex-wrap items-center gap-3">
              <div className="rounded-2xl bg-paper px-4 py-2 text-ink">
                <Price price={data.price} fakePrice={data.fakePrice} />
              </div>
              {purchase.data ? (
                <Link to={paths.courseProgress(data._id)} className="btn-accent py-3">
                  Go To Course
                  <ArrowRight size={16} aria-hidden />
                </Link>
              ) : (
                <>
                  <button
                    type="button"
                    className="btn-accent py-3"
                    onClick={() => void checkout({ kind: 'course', course: data })}
                    disabled={pending || purchase.isLoading}
                    aria-busy={pending}
                  >
                    {pending && <LoaderCircle size={16} className="animate-spin" aria-hidden />}
                    Buy Now
                  </button>
                  <button
                    type="button"
                    className="btn border border-paper/30 py-3 text-paper hover:border-paper hover:bg-paper/10"
                    onClick={() => cart.add({ kind: 'course', id: data._id })}
                    disabled={cart.isPending || purchase.isLoading}
                    aria-busy={cart.isPending}
                  >
                    {cart.isPending ? (
                      <LoaderCircle size={16} className="animate-spin" aria-hidden />
                    ) : (
                      <ShoppingBag size={16} aria-hidden />
                    )}
                    Add To Cart
                  </button>
                </>
              )}
              <button
                type="button"
                className="btn border border-paper/30 py-3 text-paper"
                disabled
                title="Course assets unlock after purchase"
              >
                <Download size={16} aria-hidden />
                Download Assets
              </button>
            </div>
          </div>
          <CoverImage
            src={data.image}
            alt={`${data.title} course banner`}
            width={1280}
            height={720}
            eager
            className="w-full rounded-[var(--radius-card)] ring-1 ring-paper/15"
          />
        </div>
      </section>

      <div className="container-page">
        <dl className="-mt-px grid grid-cols-2 gap-px overflow-hidden rounded-b-[var(--radius-card)] border border-t-0 border-line bg-line sm:grid-cols-4">
          {stats.map(({ icon: Icon, label, value }) => (
            <div key={label} className="flex items-center gap-3 bg-white px-5 py-4">
              <Icon className="text-accent" size={22} aria-hidden />
              <div>
                <dt className="text-xs text-ink-muted">{label}</dt>
                <dd className="font-semibold">{value}</dd>
              </div>
            </div>
          ))}
        </dl>

        <div className="mt-12 grid gap-12 lg:grid-cols-[1.2fr_0.8fr]">
          <section aria-labelledby="episodes-heading" className="min-w-0">
            <h2 id="episodes-heading" className="text-2xl font-semibold">
              Episodes
            </h2>
            <div className="mt-5">
              <EpisodeList
                lectures={data.curriculum}
                onPreview={setPreview}
                onLocked={() => notify.info(MESSAGES.lockedEpisode)}
                owned={purchase.data === true}
                onOpen={(lecture) =>
                  navigate(paths.courseProgress(data._id), { state: { lectureId: lecture._id } })
                }
              />
            </div>
            <h2 className="mt-12 text-2xl font-semibold">About this course</h2>
            <div className="mt-4 space-y-4 leading-7 whitespace-pre-line text-ink-soft">
              {data.description}
            </div>
          </section>

          <aside className="min-w-0">
            <section aria-labelledby="learn-heading" className="rounded-[var(--radius-card)] bg-sand p-6">
              <h2 id="learn-heading" className="text-xl font-semibold">
                What You Will Learn?
              </h2>
              <ul className="mt-4 space-y-3">
                {objectives.map((objective) => (
                  <li key={objective} className="flex gap-3">
                    <CheckCircle2 className="mt-0.5 shrink-0 text-success" size={18} aria-hidden />
                    <span>{objective}</span>
                  </li>
                ))}
              </ul>
            </section>
            <ul className="mt-6 grid grid-cols-2 gap-3" aria-label="Course features">
              {features.map(({ icon: Icon, title }) => (
                <li
                  key={title}
                  className="flex items-center gap-2 rounded-xl border border-line bg-white p-3 text-sm"
                >
                  <Icon className="shrink-0 text-plum" size={18} aria-hidden />
                  {title}
                </li>
              ))}
            </ul>
          </aside>
        </div>

        {recommendations.data && recommendations.data.length > 0 && (
          <section aria-labelledby="recommended-heading" className="mt-16">
            <h2 id="recommended-heading" className="text-2xl font-semibold">
              You May Like Also...
            </h2>
            <CourseGrid courses={recommendations.data} />
          </section>
        )}
      </div>

      <a
        href={`https://wa.me/${ACADEMY.phone.replace(/\D/g, '')}?text=${encodeURIComponent(`Hi! I have a question about "${data.title}".`)}`}
        target="_blank"
        rel="noreferrer noopener"
        className="fixed right-5 bottom-5 z-30 flex items-center gap-2 rounded-full bg-success px-4 py-3 text-sm font-semibold text-white shadow-card hover:brightness-110 md:right-24 md:bottom-6"
      >
        <MessageCircle size={18} aria-hidden />
        Chat with us
      </a>

      {dialog}

      <PreviewPlayer
        lecture={preview}
        onClose={() => setPreview(null)}
        onEnded={() => {
          setPreview(null);
          notify.info(MESSAGES.previewEnded);
        }}
      />
    </div>
  );
}
