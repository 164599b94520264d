import { LegalPage } from '@/features/legal/components/legal-page';
import { refundPolicy } from '@/features/legal/content/refund-policy';
import { paths } from '@/config/paths';
import { useDocumentMeta } from '@/lib/document-meta';

export function RefundPolicyRoute() {
  useDocumentMeta({ title: refundPolicy.title, description: refundPolicy.description, type: 'article' });
  return <LegalPage document={refundPolicy} path={paths.refundPolicy} />;
}
