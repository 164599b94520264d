import type { Lecture } from '@academy/shared/catalogue-courses';
import { ArrowRight, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { CourseGrid } from '@/components/catalogue/catalogue-grids';
import { DetailUnavailable } from '@/components/catalogue/detail-unavailable';
import { StickyBuyBar } from '@/components/catalogue/sticky-buy-bar';
import { deferredDialog } from '@/components/ui/deferred';
import { KitOffer } from '@/features/bundles/components/kit-offer';
import { OpeningPreview } from '@/features/courses/components/opening-preview';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { WishButton } from '@/features/wishlist/components/wish-button';
import { GiveAsGift } from '@/features/gifts/components/give-as-gift';
import { useCheckout } from '@/features/checkout/hooks/use-checkout';
import { CouponBox } from '@/features/coupons/components/coupon-box';
import { RefundTerms } from '@/components/legal/refund-terms';
import { CouponPrice } from '@/features/coupons/components/coupon-price';
import { useAppliedCoupon } from '@/features/coupons/hooks/use-applied-coupon';
import { useCourse } from '@/features/courses/api/get-course';
import type { PreviewPlayerProps } from '@/features/courses/components/preview-player';
import { useCourseRecommendations } from '@/features/courses/api/get-course-recommendations';
import { courseMeta } from '@/features/courses/lib/course-meta';
import { ChatWithUs } from '@/features/courses/components/chat-with-us';
import { CourseFeatures, CourseStats, WhatYouWillLearn } from '@/features/courses/components/course-facts';
import { CourseHero } from '@/features/courses/components/course-hero';
import { EpisodeList } from '@/features/courses/components/episode-list';
import { InstructorCard } from '@/features/courses/components/instructor-card';
import { CourseProjectsShell } from '@/features/projects/components/course-projects-shell';
import { useCoursePurchase } from '@/features/purchases/api/get-course-purchase';
import { useFirstReviews } from '@/features/reviews/api/reviews';
import { RatingLink, ReviewsSection } from '@/features/reviews/components/reviews-section';
import { reviewsJsonLd } from '@/features/reviews/lib/reviews-json-ld';
import { useAuth } from '@/lib/auth';
import { useDocumentMeta } from '@/lib/document-meta';
import { useT } from '@/lib/i18n';
import { useHeldTap } from '@/lib/use-held-tap';
import { notify } from '@/lib/toast';

const PreviewPlayer = deferredDialog<PreviewPlayerProps>(
  () => import('@/features/courses/components/preview-player').then((m) => ({ default: m.PreviewPlayer })),
  (props) => props.lecture !== null,
  OpeningPreview,
);

export function CourseDetailsRoute() {
  const { id = '' } = useParams();
  const course = useCourse(id);
  const recommendations = useCourseRecommendations(course.data?.category, id);
  const { authenticate, user } = useAuth();
  const purchase = useCoursePurchase(id, authenticate ? user?._id : undefined);
  const reviews = useFirstReviews({ type: 'course', id });
  const { checkout, pending, dialog, gstInvoice, problem } = useCheckout();
  const [preview, setPreview] = useState<Lecture | null>(null);
  const [buyBlock, setBuyBlock] = useState<HTMLDivElement | null>(null);
  const [coupon, setCoupon] = useAppliedCoupon(id);
  const navigate = useNavigate();
  const t = useT();

  const data = course.data;
  useDocumentMeta(
    data
      ? courseMeta(data, t, reviewsJsonLd(reviews.data))
      : course.isError
        ? null
        : { title: t('course.metaTitle'), description: t('course.metaDescription') },
  );

  // The one buy action of the page: its Buy Now, the phone's sticky bar and the preview's end,
  // each paying with the coupon applied in the coupon box.
  const buy = () => data && void checkout({ kind: 'course', course: data, couponCode: coupon?.code });
  // Tapped while ownership loads: bought once the page knows, unless it is theirs (Go To Course
  // then takes Buy Now's place).
  const onBuy = useHeldTap(purchase.isLoading, () => purchase.data !== true && buy());

  if (course.isPending) return <PageSpinner label={t('course.loading')} />;
  if (course.isError || !data) return <DetailUnavailable error={course.error} backTo={paths.allCourses} />;

  const owned = purchase.data === true;
  const goToCourse = (
    <Link to={paths.courseProgress(data._id)} className="btn-accent py-3">
      {t('course.goTo')}
      <ArrowRight size={16} aria-hidden />
    </Link>
  );
  const buyNow = (
    <button type="button" className="btn-accent py-3" onClick={onBuy} disabled={pending} aria-busy={pending}>
      {pending && <LoaderCircle size={16} className="animate-spin" aria-hidden />}
      {t('buy.now')}
    </button>
  );

  return (
    <div className="pb-20">
      <CourseHero course={data}>
        <RatingLink summary={reviews.data?.data.summary} tone="dark" />
        <div ref={setBuyBlock} className="mt-6 flex flex-wrap items-center gap-3">
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
                waiting={purchase.isLoading}
              />
              <WishButton
                item={{ kind: 'course', id: data._id }}
                title={data.title}
                variant="page"
                className="py-3 text-paper hover:bg-paper/10"
              />
            </>
          )}
        </div>
        {data.price > 0 && (
          <GiveAsGift
            title={data.title}
            price={data.price}
            className="mt-4 text-paper/90 underline-offset-4 hover:text-paper hover:underline"
            onGive={async (gift) => (await checkout({ kind: 'course', course: data, gift })) !== 'failed'}
          />
        )}
        {!owned && data.price > 0 && <RefundTerms tone="dark" className="mt-3" />}
        {problem}
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
        {!owned && (
          <div className="max-w-md">
            <KitOffer kind="course" id={data._id} />
          </div>
        )}
      </CourseHero>

      <div className="container-page">
        <CourseStats course={data} />

        <div className="mt-12 grid gap-12 lg:grid-cols-[1.2fr_0.8fr]">
          <section aria-labelledby="episodes-heading" className="min-w-0">
            <h2 id="episodes-heading" className="text-2xl font-semibold">
              {t('course.episodes')}
            </h2>
            <div className="mt-5">
              <EpisodeList
                lectures={data.curriculum}
                onPreview={setPreview}
                onLocked={() => notify.info(t('spec.lockedEpisode'))}
                owned={purchase.data === true}
                onOpen={(lecture) =>
                  navigate(paths.courseProgress(data._id), { state: { lectureId: lecture._id } })
                }
              />
            </div>
            <h2 className="mt-12 text-2xl font-semibold">{t('course.about')}</h2>
            <div translate="no" className="mt-4 space-y-4 leading-7 whitespace-pre-line text-ink-soft">
              {data.description}
            </div>
            <InstructorCard course={data} />
          </section>

          <aside className="min-w-0">
            <WhatYouWillLearn objectives={data.objectives} />
            <CourseFeatures course={data} />
          </aside>
        </div>

        <CourseProjectsShell course={data} owned={owned} />

        <ReviewsSection product={{ type: 'course', id: data._id }} firstPage={reviews.data} owned={owned} />

        {recommendations.data && recommendations.data.length > 0 && (
          <section aria-labelledby="recommended-heading" className="mt-16">
            <h2 id="recommended-heading" className="text-2xl font-semibold">
              {t('course.youMayLike')}
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
      >
        {owned ? goToCourse : buyNow}
      </StickyBuyBar>

      <ChatWithUs courseTitle={data.title} />

      {dialog}

      <PreviewPlayer
        lecture={preview}
        onClose={() => setPreview(null)}
        onEnded={() => notify.info(t('spec.previewEnded'))}
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
