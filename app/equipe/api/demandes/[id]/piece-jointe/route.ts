import { leadIdOf, staffRoute } from '@/lib/server/staff/route';
import { NO_STORE, staffJson } from '@/lib/server/staff/guard';
import { getStorage } from '@/lib/server/db/storage';
import { getAttachment } from '@/features/quote/leads';
import { ATTACHMENT_POLICY } from '@/config/headers.mjs';

/**
 * A lead's attachment, always as a download (Content-Disposition: attachment) and never sniffed
 * as anything else (nosniff), under a sandboxing CSP: a PDF or an image opens in its own
 * program, not as a page of this site. config/headers.mjs gives this address the same policy, last,
 * so that the site-wide one does not replace it.
 */
export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return staffRoute(request, { mutation: false }, async () => {
    const id = leadIdOf((await params).id);
    const attachment = id === null ? null : await getAttachment(await getStorage(), id);
    if (!attachment) return staffJson(404, { success: false, message: 'Aucune pièce jointe pour cette demande.' });
    const ascii = attachment.filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
    return new Response(new Uint8Array(attachment.bytes), {
      headers: {
        ...NO_STORE,
        'Content-Type': attachment.mime,
        'Content-Length': String(attachment.size),
        'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(attachment.filename)}`,
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': ATTACHMENT_POLICY,
      },
    });
  });
}
