import { LegalPage } from '@/features/legal/components/legal-page';
import { termsCondition } from '@/features/legal/content/terms-condition';
import { paths } from '@/config/paths';
import { useDocumentMeta } from '@/lib/document-meta';

export function TermsConditionRoute() {
  useDocumentMeta({ title: termsCondition.title, description: termsCondition.description, type: 'article' });
  return <LegalPage document={termsCondition} path={paths.termsCondition} />;
}
