import { ACADEMY } from '@academy/shared/academy';
import { HOME_SEARCH_KEYWORDS } from '@academy/shared/catalogue';
import { HOME_ASSET_COUNT, HOME_COURSE_COUNT } from '@academy/shared/limits';
import { ArrowRight, Search } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AssetGrid, CourseGrid } from '@/components/catalogue/catalogue-grids';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { useAssets } from '@/features/assets/api/get-assets';
import { SignInPrompt } from '@/features/auth/components/sign-in-prompt';
import { useActiveCoupons } from '@/features/coupons/api/get-active-coupons';
import { useCourses } from '@/features/courses/api/get-courses';
import { CategoryStrip } from '@/features/marketing/components/category-strip';
import { trustPoints } from '@/features/marketing/components/content';
import { Faq } from '@/features/marketing/components/faq';
import { CouponMarquee } from '@/features/marketing/components/coupon-marquee';
import { Testimonials } from '@/features/marketing/components/testimonials';
import { recordSearch } from '@/features/search/api/record-search';
import { keywordName } from '@/features/search/keyword-words';
import { useDocumentMeta } from '@/lib/document-meta';
import { type Translate, useT } from '@/lib/i18n';

/** Marks where the accented words go in the hero's title, whose word order each language sets. */
const ACCENT = '\u0000';

function heroTitle(t: Translate) {
  const [before = '', after = ''] = t('home.heroTitle', { accent: ACCENT }).split(ACCENT);
  return (
    <>
      {before}
      <span className="text-accent">{t('home.heroAccent')}</span>
      {after}
    </>
  );
}

/** SPEC §2 Home: the search is recorded, then the browser goes to /search?q=. */
function useSearchNavigation() {
  const navigate = useNavigate();
  return async (query: string) => {
    const trimmed = query.trim();
    if (!trimmed) return;
    await recordSearch(trimmed).catch((error: unknown) => console.warn('Search recording failed', error));
    navigate(paths.search(trimmed));
  };
}

function Hero() {
  const t = useT();
  const [query, setQuery] = useState('');
  const search = useSearchNavigation();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void search(query);
  };
  return (
    <section className="relative overflow-hidden">
      <div className="container-page grid items-center gap-10 py-12 md:py-20 lg:grid-cols-[1.1fr_0.9fr]">
        <div className="min-w-0">
          <p className="inline-flex rounded-full bg-accent-soft px-3 py-1 text-xs font-semibold tracking-wider text-accent-strong uppercase">
            {t('home.eyebrow')}
          </p>
          <h1 className="mt-5 text-4xl leading-[1.05] font-semibold sm:text-5xl lg:text-6xl">
            {heroTitle(t)}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-ink-soft">{t('home.intro')}</p>
          <form
            role="search"
            onSubmit={onSubmit}
            className="mt-8 flex max-w-xl gap-2 rounded-full border border-line-strong bg-white p-1.5 shadow-card has-[input:focus-visible]:focus-ring"
          >
            <label htmlFor="home-search" className="sr-only">
              {t('home.searchLabel')}
            </label>
            <Search className="ml-3 self-center text-ink-muted" size={20} aria-hidden />
            <input
              id="home-search"
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={t('home.searchPlaceholder')}
              maxLength={1000}
              className="w-full min-w-0 flex-1 bg-transparent px-1 text-base placeholder:text-ink-muted focus-visible:outline-none"
            />
            <button type="submit" className="btn-primary">
              {t('home.searchButton')}
            </button>
          </form>
          <ul className="mt-4 flex flex-wrap gap-2" aria-label={t('home.popularSearches')}>
            {HOME_SEARCH_KEYWORDS.map((keyword) => (
              <li key={keyword}>
                <button
                  type="button"
                  onClick={() => void search(keyword)}
                  className="rounded-full border border-line bg-white px-3 py-1.5 text-sm text-ink-soft hover:border-ink hover:text-ink"
                >
                  {keywordName(t, keyword)}
                </button>
              </li>
            ))}
          </ul>
        </div>
        <div className="relative mx-auto hidden aspect-square w-full max-w-md sm:block" aria-hidden>
          <div className="absolute inset-6 rounded-[2.5rem] bg-ink" />
          <div className="absolute top-0 right-0 size-40 rounded-full bg-accent-bright" />
          <div className="absolute bottom-0 left-0 size-36 rotate-12 rounded-[2rem] bg-plum" />
          <div className="absolute inset-x-16 top-1/3 rounded-2xl bg-paper p-5 shadow-card">
            <div className="h-3 w-24 rounded-full bg-line" />
            <div translate="no" className="mt-4 font-display text-3xl font-semibold">
              Aa
            </div>
            <div className="mt-3 flex gap-2">
              <span className="size-6 rounded-full bg-accent-bright" />
              <span className="size-6 rounded-full bg-plum" />
              <span className="size-6 rounded-full bg-sand ring-1 ring-line" />
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}

function Section({
  id,
  title,
  action,
  children,
  className = '',
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={`container-page py-14 ${className}`}>
      <div className="flex items-end justify-between gap-4">
        <h2 id={id} className="text-2xl font-semibold sm:text-3xl">
          {title}
        </h2>
        {action}
      </div>
      <div className="mt-8">{children}</div>
    </section>
  );
}

function ViewMore({ to }: { to: string }) {
  const t = useT();
  return (
    <Link
      to={to}
      className="flex items-center gap-1.5 text-sm font-semibold text-accent-strong hover:underline"
    >
      {t('home.viewMore')}
      <ArrowRight size={16} aria-hidden />
    </Link>
  );
}

export function HomeRoute() {
  const courses = useCourses({ limit: HOME_COURSE_COUNT });
  const assets = useAssets({ limit: HOME_ASSET_COUNT });
  const coupons = useActiveCoupons();
  const t = useT();

  useDocumentMeta({
    title: ACADEMY.name,
    description: t('home.description'),
    jsonLd: (absolute) => [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: ACADEMY.name,
        url: absolute(paths.home),
        logo: absolute('/favicon.svg'),
        email: ACADEMY.email,
        telephone: ACADEMY.phone,
        address: {
          '@type': 'PostalAddress',
          streetAddress: ACADEMY.address.line1,
          addressLocality: 'Pune',
          addressRegion: 'Maharashtra',
          postalCode: '411004',
          addressCountry: 'IN',
        },
        sameAs: Object.values(ACADEMY.social),
      },
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: ACADEMY.name,
        url: absolute(paths.home),
        potentialAction: {
          '@type': 'SearchAction',
          target: {
            '@type': 'EntryPoint',
            urlTemplate: `${absolute(paths.searchPage)}?q={search_term_string}`,
          },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  });

  return (
    <>
      <SignInPrompt />
      <Hero />

      <Section id="categories-heading" title={t('home.categories')} className="pt-4">
        <CategoryStrip hrefFor={paths.search} />
      </Section>

      <Section
        id="courses-heading"
        title={t('home.popularCourses')}
        action={<ViewMore to={paths.allCourses} />}
      >
        {courses.isPending ? (
          <PageSpinner label={t('home.loadingCourses')} />
        ) : (
          <CourseGrid courses={courses.data ?? []} testId="home-courses" />
        )}
      </Section>

      <CouponMarquee coupons={coupons.data ?? []} />

      <Section
        id="assets-heading"
        title={t('home.digitalAssets')}
        action={<ViewMore to={paths.digitalAssets} />}
      >
        {assets.isPending ? (
          <PageSpinner label={t('home.loadingAssets')} />
        ) : (
          <AssetGrid assets={assets.data ?? []} testId="home-assets" />
        )}
      </Section>

      <section aria-labelledby="kits-heading" className="container-page pb-16">
        <div className="flex flex-col gap-5 rounded-[var(--radius-card)] bg-ink px-6 py-8 text-paper sm:flex-row sm:items-center sm:justify-between sm:px-10">
          <div className="max-w-xl">
            <h2 id="kits-heading" className="text-2xl font-semibold sm:text-3xl">
              {t('home.kitsTitle')}
            </h2>
            <p className="mt-2 text-paper/80">{t('home.kitsText')}</p>
          </div>
          <Link to={paths.bundles} className="btn-accent shrink-0 self-start py-3 sm:self-auto">
            {t('home.kitsLink')}
            <ArrowRight size={18} aria-hidden />
          </Link>
        </div>
      </section>

      <section aria-labelledby="testimonials-heading" className="overflow-hidden bg-sand py-16">
        <div className="container-page">
          <h2 id="testimonials-heading" className="text-2xl font-semibold sm:text-3xl">
            {t('home.testimonials')}
          </h2>
        </div>
        <div className="mt-8">
          <Testimonials />
        </div>
      </section>

      <section aria-labelledby="trust-heading" className="border-b border-line bg-white">
        <div className="container-page py-14">
          <h2 id="trust-heading" className="text-2xl font-semibold sm:text-3xl">
            {t('home.trust')}
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {trustPoints.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-[var(--radius-card)] bg-paper p-6">
                <Icon className="text-accent" size={28} aria-hidden />
                <h3 className="mt-4 text-lg font-semibold">{t(title)}</h3>
                <p className="mt-2 text-sm text-ink-soft">{t(text)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Section id="faq-heading" title={t('home.faq')}>
        <Faq />
      </Section>
    </>
  );
}
