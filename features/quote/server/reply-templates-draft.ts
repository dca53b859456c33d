import 'server-only';
import { plainSubject, plainText } from './reply-rules';
import { fillTemplate, type ReplyTemplate } from './reply-templates';
import type { ReplyFacts } from './reply-templates-values';

/**
 * What the reply form of a lead page holds. Choosing a template submits the form by GET with
 * what it holds (`modele`, `objet`, `texte`): a text as a template left it, or empty, gives way to the chosen
 * template; an edited one is kept, and the switch waits for a yes (`pending`). A refused reply comes back as typed.
 */

export interface ReplyFormQuery {
  modele?: string;
  refus?: string;
  objet?: string;
  texte?: string;
}

export interface ReplyFormState {
  /** The template whose text fills the form. */
  chosen: ReplyTemplate | null;
  draft: { subject: string; body: string };
  /** A template chosen while the form held an edited text: that text is kept, replacing it is asked. */
  pending: ReplyTemplate | null;
}

type Draft = ReplyFormState['draft'];

/**
 * A text compared as sent (line breaks as \n, trimmed), its booking link without the expiry and signature,
 * which change with the second it was written.
 */
const asSent = ({ subject, body }: Draft) =>
  `${plainSubject(subject)}\n${plainText(body).trim()}`.replace(/(demande=\d+)\.\d+\.[\w-]+/g, '$1');

export function replyFormState(
  templates: readonly ReplyTemplate[],
  facts: ReplyFacts,
  query: ReplyFormQuery,
): ReplyFormState {
  const filled = (template: ReplyTemplate | null): Draft => ({
    subject: fillTemplate(template?.subject ?? '', facts),
    body: fillTemplate(template?.body ?? '', facts),
  });
  const asked = templates.find((template) => template.key === query.modele) ?? null;
  if (query.objet === undefined && query.texte === undefined)
    return { chosen: asked, draft: filled(asked), pending: null };
  const typed = { subject: query.objet ?? '', body: query.texte ?? '' };
  if (query.refus !== undefined || asked === null) return { chosen: null, draft: typed, pending: null };
  const untouched = [null, ...templates].some((template) => asSent(filled(template)) === asSent(typed));
  return untouched
    ? { chosen: asked, draft: filled(asked), pending: null }
    : { chosen: null, draft: typed, pending: asked };
}
