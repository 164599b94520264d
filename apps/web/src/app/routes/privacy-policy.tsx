import { LegalPage } from '@/features/legal/components/legal-page';
import { privacyPolicy } from '@/features/legal/content/privacy-policy';
import { paths } from '@/config/paths';
import { useDocumentMeta } from '@/lib/document-meta';

export function PrivacyPolicyRoute() {
  useDocumentMeta({ title: privacyPolicy.title, description: privacyPolicy.description, type: 'article' });
  return <LegalPage document={privacyPolicy} path={paths.privacyPolicy} />;
}
