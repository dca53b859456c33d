import 'server-only';
import { API_MESSAGES, jsonResponse } from './request';

/**
 * The API routes accept POST only. A route file that exports only POST gets Next's own 405,
 * with an empty body and no Allow header; each route re-exports these instead:
 *   export { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } from '@/lib/server/http/post-only';
 * OPTIONS answers 405 too: no cross-origin use is offered, so there is nothing to negotiate.
 */
function onlyPost(): Response {
  return jsonResponse(405, { success: false, message: API_MESSAGES.methodNotAllowed }, { Allow: 'POST' });
}

export {
  onlyPost as GET,
  onlyPost as HEAD,
  onlyPost as PUT,
  onlyPost as PATCH,
  onlyPost as DELETE,
  onlyPost as OPTIONS,
};
