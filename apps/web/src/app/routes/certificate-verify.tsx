import { useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { CertificateVerification } from '@/features/certificates/components/certificate-verification';
import { useDocumentMeta } from '@/lib/document-meta';
import { useT } from '@/lib/i18n';

/** /certificate/verify/{number}: anyone can confirm a certificate the academy issued. */
export function CertificateVerifyRoute() {
  const { number = '' } = useParams();
  const normalised = number.trim().toUpperCase();
  const t = useT();
  useDocumentMeta({
    title: t('certificate.verifyTitle'),
    description: t('certificate.verifyDescription'),
  });

  return (
    <div className="container-page pb-20">
      <PageHeader eyebrow={t('certificate.eyebrow')} title={t('certificate.verifyTitle')}>
        {t('certificate.verifyIntro')}
      </PageHeader>
      <CertificateVerification number={normalised} />
    </div>
  );
}
