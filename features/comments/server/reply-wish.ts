import 'server-only';

/**
 * Whether a commenter asked to be told of a reply, as staff read it on the moderation screen and in the
 * moderators' e-mail: the one place that turns the stored columns into words, so both say the same.
 * 'withdrawn': ticked, then stopped with the notice's « ne plus être prévenu » link (the key outlives the wish).
 */
export type ReplyWish = 'asked' | 'withdrawn' | 'none';

export const replyWishOf = (row: { notify_reply: number | boolean; reply_notice_key: string | null }): ReplyWish =>
  row.notify_reply ? 'asked' : row.reply_notice_key ? 'withdrawn' : 'none';

/** One sentence about the commenter, in French; the address is the one a reply notice would go to. */
export function replyWishSentence(wish: ReplyWish, email: string): string {
  if (wish === 'asked') {
    return `A demandé à être prévenu d’une réponse, par e-mail à ${email}\u00a0: publier une réponse la lui envoie.`;
  }
  if (wish === 'withdrawn') {
    return 'Avait demandé à être prévenu d’une réponse, puis y a renoncé\u00a0: aucun e-mail ne lui sera envoyé.';
  }
  return 'N’a pas demandé à être prévenu d’une réponse\u00a0: aucun e-mail ne lui sera envoyé.';
}
