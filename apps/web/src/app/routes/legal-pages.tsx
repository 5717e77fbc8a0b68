import { LegalDocumentView } from '../../features/marketing/components/legal-document-view';
import { usePublicConfig } from '../../features/system/api/public-config';
import { privacy, terms } from '../../i18n/content-legal';
import { useDocumentMeta } from '../../lib/use-document-meta';

export function TermsPage() {
  useDocumentMeta(terms.title, terms.metaDescription);
  return <LegalDocumentView document={terms} />;
}

export function PrivacyPage() {
  useDocumentMeta(privacy.title, privacy.metaDescription);
  const { data: config } = usePublicConfig();
  return <LegalDocumentView document={privacy} email={config?.privacyEmail} />;
}
