// The instructor's documents as a gym they applied to (or admin) sees them on the profile: the
// server answers 404 to anyone else, and then this card shows nothing.
import { Card } from '../../../components/ui/card';
import { es } from '../../../i18n/es';
import { useInstructorCredentials } from '../api/credentials';
import { DocumentList } from './document-list';

const text = es.credentials.instructorDocuments;

export function InstructorDocumentsCard({ instructorId }: { instructorId: string }) {
  const query = useInstructorCredentials(instructorId, instructorId !== '');
  if (query.isPending || query.isError) return null;
  return (
    <Card role="region" className="p-5 sm:p-6" aria-labelledby="documentos-instructor">
      <h2 id="documentos-instructor" className="text-lg font-semibold text-gray-900">
        {text.title}
      </h2>
      <p className="mt-0.5 text-sm text-gray-600">{text.hint}</p>
      <div className="mt-4">
        {query.data.items.length === 0 ? (
          <p className="text-sm text-gray-600">{text.empty}</p>
        ) : (
          <DocumentList items={query.data.items} />
        )}
      </div>
    </Card>
  );
}
