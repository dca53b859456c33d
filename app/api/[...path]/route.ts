import { API_MESSAGES, jsonResponse } from '@/lib/server/http/request';

// Any other address under /api/ answers in the API's format, not with the HTML 404 page.
export const dynamic = 'force-dynamic';

function notFound(): Response {
  return jsonResponse(404, { success: false, message: API_MESSAGES.notFound });
}

export {
  notFound as GET,
  notFound as HEAD,
  notFound as POST,
  notFound as PUT,
  notFound as PATCH,
  notFound as DELETE,
  notFound as OPTIONS,
};
