import { AuthForm } from '@/features/auth/components/auth-form';
import { useDocumentMeta } from '@/lib/document-meta';
import { useT } from '@/lib/i18n';

const highlights = [
  'auth.highlight.lifetime',
  'auth.highlight.certificates',
  'auth.highlight.rupees',
] as const;

export function AuthRoute() {
  const t = useT();
  useDocumentMeta({ title: t('auth.metaTitle'), description: t('auth.metaDescription') });
  return (
    <div className="container-page grid gap-10 py-10 md:py-16 lg:grid-cols-2 lg:items-center lg:gap-16">
      <section className="flex justify-center lg:order-2">
        <AuthForm />
      </section>
      <aside
        className="relative hidden overflow-hidden rounded-[2rem] bg-ink p-10 text-paper lg:block"
        aria-label={t('auth.why')}
      >
        <div className="absolute -top-24 -right-24 size-56 rounded-full bg-accent-bright/90" aria-hidden />
        <div className="absolute right-24 bottom-10 size-28 rotate-12 rounded-3xl bg-plum" aria-hidden />
        <div
          className="absolute top-40 -left-10 size-24 rounded-full border-[14px] border-sand/20"
          aria-hidden
        />
        <p className="relative text-sm font-semibold tracking-[0.2em] text-accent-bright uppercase">
          {t('auth.eyebrow')}
        </p>
        <h2 className="relative mt-4 max-w-sm text-4xl leading-tight font-semibold">{t('auth.pitch')}</h2>
        <ul className="relative mt-10 space-y-4 text-paper/85">
          {highlights.map((item) => (
            <li key={item} className="flex items-center gap-3">
              <span className="size-2 rounded-full bg-accent-bright" aria-hidden />
              {t(item)}
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
