/** What the comment form remembers of the comment it just sent, for the answer below its button. */
export type SentComment = { email: string; notifyReply: boolean };

/**
 * The lasting answer to a sent comment: it awaits moderation, and whether a reply will be e-mailed,
 * as the visitor chose. It stays until the next comment is sent; a toast would pass, and cover the page.
 */
export function CommentSent({ sent }: { sent: SentComment }) {
  return (
    <div className="rounded-card border-l-4 border-sage bg-cream p-4 sm:p-5">
      <p className="font-semibold">Commentaire envoyé&nbsp;: il est en attente de modération.</p>
      <p className="mt-2">Il paraîtra sous l’article une fois relu par notre équipe.</p>
      <p className="mt-2 [overflow-wrap:anywhere]">
        {sent.notifyReply
          ? `Nous vous écrirons à ${sent.email} dès que nous y aurons répondu.`
          : 'Vous n’avez pas demandé à être prévenu d’une réponse\u00a0: elle paraîtra ici, sous votre commentaire.'}
      </p>
      <p className="mt-2 text-sm text-muted">
        Votre nom et votre e-mail restent dans le formulaire pour un autre commentaire.
      </p>
    </div>
  );
}
