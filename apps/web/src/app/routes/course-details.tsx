import { ACADEMY } from '@academy/shared/academy';
import type { Lecture } from '@academy/shared/catalogue-courses';
import { MESSAGES } from '@academy/shared/messages';
import {
  ArrowRight,
  Award,
  BookOpen,
  CheckCircle2,
  Gauge,
  Infinity as InfinityIcon,
  Languages,
  LoaderCircle,
  MessageCircle,
  MonitorSmartphone,
  PlayCircle,
  Users,
} from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { CourseGrid } from '@/components/catalogue/catalogue-grids';
import { CoverImage } from '@/components/catalogue/cover-image';
import { DetailUnavailable } from '@/components/catalogue/detail-unavailable';
import { StickyBuyBar } from '@/components/catalogue/sticky-buy-bar';
import { deferredDialog } from '@/components/ui/deferred';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { useCheckout } from '@/features/checkout/hooks/use-checkout';
import { CouponBox } from '@/features/coupons/components/coupon-box';
import { CouponPrice } from '@/features/coupons/components/coupon-price';
import { useAppliedCoupon } from '@/features/coupons/hooks/use-applied-coupon';
import { useCourse } from '@/features/courses/api/get-course';
import type { PreviewPlayerProps } from '@/features/courses/components/preview-player';
import { useCourseRecommendations } from '@/features/courses/api/get-course-recommendations';
import { courseMeta } from '@/features/courses/lib/course-meta';
import { EpisodeList } from '@/features/courses/components/episode-list';
import { useCoursePurchase } from '@/features/purchases/api/get-course-purchase';
import { useAuth } from '@/lib/auth';
import { useDocumentMeta } from '@/lib/document-meta';
import { notify } from '@/lib/toast';

const PreviewPlayer = deferredDialog<PreviewPlayerProps>(
  () => import('@/features/courses/components/preview-player').then((m) => ({ default: m.PreviewPlayer })),
  (props) => props.lecture !== null,
);

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
  const { checkout, pending, dialog, gstInvoice } = useCheckout();
  const [preview, setPreview] = useState<Lecture | null>(null);
  const buyBlock = useRef<HTMLDivElement>(null);
  const [coupon, setCoupon] = useAppliedCoupon(id);
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
  // The one buy action of the page: its Buy Now, the phone's sticky bar and the preview's end,
  // each paying with the coupon applied in the coupon box.
  const buy = () => void checkout({ kind: 'course', course: data, couponCode: coupon?.code });
  const owned = purchase.data === true;
  const goToCourse = (
    <Link to={paths.courseProgress(data._id)} className="btn-accent py-3">
      Go To Course
      <ArrowRight size={16} aria-hidden />
    </Link>
  );
  const buyNow = (
    <button
      type="button"
      className="btn-accent py-3"
      onClick={buy}
      disabled={pending || purchase.isLoading}
      aria-busy={pending}
    >
      {pending && <LoaderCircle size={16} className="animate-spin" aria-hidden />}
      Buy Now
    </button>
  );

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
            <p className="text-xs font-semibold tracking-[0.2em] text-accent-bright uppercase">
              {data.category}
            </p>
            <h1 className="mt-3 text-3xl leading-tight font-semibold sm:text-4xl lg:text-5xl">
              {data.title}
            </h1>
            <p className="mt-4 max-w-2xl text-lg text-paper/80">{data.welcomeMessage}</p>
            <p className="mt-5 text-sm text-paper/70">
              A Course By <span className="font-semibold text-paper">{data.instructorName}</span>
            </p>
            <div ref={buyBlock} className="mt-6 flex flex-wrap items-center gap-3">
              <div className="rounded-2xl bg-paper px-4 py-2 text-ink">
                <CouponPrice price={data.price} fakePrice={data.fakePrice} coupon={coupon} />
              </div>
              {owned ? (
                goToCourse
              ) : (
                <>
                  {buyNow}
                  <AddToCartButton
                    item={{ kind: 'course', id: data._id }}
                    className="btn border border-paper/30 py-3 text-paper hover:border-paper hover:bg-paper/10"
                    disabled={purchase.isLoading}
                  />
                </>
              )}
            </div>
            {purchase.data !== true && data.price > 0 && (
              <div className="mt-5 max-w-md text-ink">
                <CouponBox
                  target={{ courseId: data._id }}
                  price={data.price}
                  applied={coupon}
                  onApplied={setCoupon}
                />
                {gstInvoice && <div className="mt-3">{gstInvoice}</div>}
              </div>
            )}
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
            <div key={label} className="relative bg-white py-4 pr-5 pl-[3.625rem]">
              <dt className="text-xs text-ink-muted">
                <Icon
                  className="absolute top-1/2 left-5 -translate-y-1/2 text-accent"
                  size={22}
                  aria-hidden
                />
                {label}
              </dt>
              <dd className="font-semibold">{value}</dd>
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

      <StickyBuyBar
        watch={buyBlock}
        title={data.title}
        price={coupon ? coupon.finalAmount : data.price}
        fakePrice={coupon ? data.price : data.fakePrice}
        className="peer"
      >
        {owned ? goToCourse : buyNow}
      </StickyBuyBar>

      <a
        href={`https://wa.me/${ACADEMY.phone.replace(/\D/g, '')}?text=${encodeURIComponent(`Hi! I have a question about "${data.title}".`)}`}
        target="_blank"
        rel="noreferrer noopener"
        className="fixed right-5 bottom-5 z-30 flex transition-[bottom] peer-data-[shown=true]:bottom-[calc(5.5rem+env(safe-area-inset-bottom))] md:peer-data-[shown=true]:bottom-6 items-center gap-2 rounded-full bg-success px-4 py-3 text-sm font-semibold text-white shadow-card hover:brightness-110 md:right-24 md:bottom-6"
      >
        <MessageCircle size={18} aria-hidden />
        Chat with us
      </a>

      {dialog}

      <PreviewPlayer
        lecture={preview}
        onClose={() => setPreview(null)}
        onEnded={() => notify.info(MESSAGES.previewEnded)}
        onBuy={() => {
          setPreview(null);
          buy();
        }}
        price={coupon ? coupon.finalAmount : data.price}
        fakePrice={coupon ? data.price : data.fakePrice}
      />
    </div>
  );
}
