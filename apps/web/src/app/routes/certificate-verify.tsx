import { useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { CertificateVerification } from '@/features/certificates/components/certificate-verification';
import { useDocumentMeta } from '@/lib/document-meta';

/** /certificate/verify/{number}: anyone can confirm a certificate the academy issued. */
export function CertificateVerifyRoute() {
  const { number = '' } = useParams();
  const normalised = number.trim().toUpperCase();
  useDocumentMeta({
    title: 'Verify a certificate',
    description: 'Check a Kalakriti Design Academy certificate of completion by its number.',
  });

  return (
    <div className="container-page pb-20">
      <PageHeader eyebrow="Certificates" title="Verify a certificate">
        Every certificate of completion carries a number. Enter it to see who earned it, for which course and
        when.
      </PageHeader>
      <CertificateVerification number={normalised} />
    </div>
  );
}
