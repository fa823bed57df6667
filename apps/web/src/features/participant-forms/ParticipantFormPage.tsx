import { formDefOf } from '@care/domain';
import { useParams } from '@tanstack/react-router';
import { FormPage } from './FormPage.tsx';
import { StoredDocumentPreview } from './StoredDocumentPreview.tsx';

/**
 * /app/participant/{slug}/{clientId} and /app/participant/{docUrl}/{userId} (spec 1 §2.3) share one
 * shape: a first segment that names one of the participant forms opens the form; anything else is
 * a stored document's id, previewed (docs/decisions/participant-forms.md).
 */
export function ParticipantFormPage() {
  const { slug = '', clientId = '' } = useParams({ strict: false }) as { slug?: string; clientId?: string };
  const def = formDefOf(slug);
  return def ? (
    <FormPage key={`${def.slug}-${clientId}`} def={def} clientId={clientId} />
  ) : (
    <StoredDocumentPreview documentId={slug} userId={clientId} />
  );
}
