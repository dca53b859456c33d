import type { Metadata } from 'next';
import { StaffInput, StaffTextarea } from '@/components/equipe/staff-field';
import { Notice, staffButton, StaffCard, StaffTitle } from '@/components/equipe/staff-ui';
import { getStorage } from '@/lib/server/db/storage';
import { isReplyRefusal, REPLY_LIMITS, REPLY_REFUSALS } from '@/features/quote/server/reply-rules';
import { listReplyTemplates, TEMPLATE_PLACEHOLDERS } from '@/features/quote/server/reply-templates';
import { saveTemplate } from '@/features/quote/server/staff-actions';
import { requireStaffPage } from '@/lib/server/staff/session';
import { frenchDateTime } from '@/lib/zurich-time';

export const metadata: Metadata = { title: 'Modèles de réponse' };

/** The reply templates of the lead page, each edited by a plain form (works without JavaScript). */
export default async function TemplatesPage({
  searchParams,
}: {
  searchParams: Promise<{ fait?: string; modele?: string; refus?: string; objet?: string; texte?: string }>;
}) {
  await requireStaffPage();
  const templates = await listReplyTemplates(await getStorage());
  const { fait, modele, refus, objet, texte } = await searchParams;
  return (
    <>
      <StaffTitle>Modèles de réponse</StaffTitle>
      <p className="mb-4 text-sm">
        Sur la page d’une demande, «&nbsp;Répondre au visiteur&nbsp;» part de l’un de ces textes, que vous relisez avant
        l’envoi. Texte seul, {REPLY_LIMITS.body.toLocaleString('fr-CH')} caractères au plus&nbsp;; la signature (votre
        nom, le téléphone du bureau) s’ajoute d’elle-même. Remplacés par les valeurs de la demande&nbsp;:
      </p>
      <dl className="mb-6 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        {Object.entries(TEMPLATE_PLACEHOLDERS).map(([placeholder, meaning]) => (
          <div key={placeholder} className="contents">
            <dt className="font-mono">{placeholder}</dt>
            <dd>{meaning}</dd>
          </div>
        ))}
      </dl>
      <div className="space-y-4">
        {templates.map((template) => {
          const refused = modele === template.key && isReplyRefusal(refus) ? REPLY_REFUSALS[refus] : null;
          const typed = refused !== null && (objet !== undefined || texte !== undefined);
          return (
            <StaffCard key={template.key} title={template.title} id={`modele-${template.key}`}>
              {fait === template.key ? <Notice tone="done">Modèle enregistré.</Notice> : null}
              {refused ? <Notice tone="warning">{refused}</Notice> : null}
              <form
                key={typed ? 'refus' : template.updatedAt}
                action={saveTemplate.bind(null, template.key)}
                className="space-y-3"
              >
                <StaffInput
                  id={`objet-${template.key}`}
                  name="objet"
                  label="Objet"
                  defaultValue={typed ? (objet ?? '') : template.subject}
                  maxLength={REPLY_LIMITS.subject}
                />
                <StaffTextarea
                  id={`texte-${template.key}`}
                  name="texte"
                  label="Texte"
                  rows={10}
                  required
                  maxLength={REPLY_LIMITS.body}
                  defaultValue={typed ? (texte ?? '') : template.body}
                />
                <p className="text-sm text-muted">
                  {template.updatedBy
                    ? `Modifié le ${frenchDateTime(template.updatedAt)} par ${template.updatedBy}.`
                    : 'Texte d’origine.'}
                </p>
                <button type="submit" className={staffButton('primary')}>
                  Enregistrer le modèle
                </button>
              </form>
            </StaffCard>
          );
        })}
      </div>
    </>
  );
}
