import 'server-only';
import { phoneText, site } from '@/content/site';

/**
 * Request reading with hard limits and JSON answers shared by the API routes.
 * Bodies are counted while they stream: an oversized body is cut off at the limit instead of
 * being buffered whole. Multipart bodies are streamed by multipart.ts.
 */

export class BodyTooLargeError extends Error {
  constructor() {
    super('Corps de requête trop volumineux');
    this.name = 'BodyTooLargeError';
  }
}

export class MalformedBodyError extends Error {
  constructor(cause?: unknown) {
    super('Corps de requête illisible', { cause });
    this.name = 'MalformedBodyError';
  }
}

/** The declared Content-Length, when it is a plain number. */
export function declaredLength(request: Request): number | null {
  const value = request.headers.get('content-length');
  if (!value || !/^\d+$/.test(value.trim())) return null;
  return Number(value);
}

/** request.body wrapped in a stream that fails once more than `limit` bytes went through. */
function countedBody(request: Request, limit: number) {
  let received = 0;
  const state = { tooLarge: false };
  if (!request.body) return { stream: null, state };
  const stream = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength;
        if (received > limit) {
          state.tooLarge = true;
          controller.error(new BodyTooLargeError());
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
  return { stream, state };
}

/** Reads a text body of at most `limit` bytes. */
export async function readText(request: Request, limit: number): Promise<string> {
  if ((declaredLength(request) ?? 0) > limit) throw new BodyTooLargeError();
  const { stream, state } = countedBody(request, limit);
  if (!stream) throw new MalformedBodyError();
  try {
    return await new Response(stream).text();
  } catch (error) {
    if (state.tooLarge) throw new BodyTooLargeError();
    throw new MalformedBodyError(error);
  }
}

/** Parses a JSON body of at most `limit` bytes. */
export async function readJson(request: Request, limit: number): Promise<unknown> {
  const text = await readText(request, limit);
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new MalformedBodyError(error);
  }
}

export const isMultipart = (request: Request) =>
  /^multipart\/form-data\s*;.*\bboundary=/i.test(request.headers.get('content-type') ?? '');
export const isJson = (request: Request) =>
  /^application\/json\s*(;|$)/i.test(request.headers.get('content-type') ?? '');
/** A form posted by a browser without JavaScript. */
export const isFormEncoded = (request: Request) =>
  /^application\/x-www-form-urlencoded\s*(;|$)/i.test(request.headers.get('content-type') ?? '');

export type ApiBody = {
  success: boolean;
  message: string;
  errors?: Partial<Record<string, string>>;
  /** A stored quote request's number, for the visitor to quote (the back-office's « Demande n° »). */
  reference?: number;
  /** When its first contact is due, in words (« d’ici demain 11 h »). */
  callBack?: string;
};

/** An answer of the API; an endpoint may add fields of its own (the slots, an appointment ...). */
export function jsonResponse<Body extends ApiBody>(
  status: number,
  body: Body,
  headers: Record<string, string> = {},
): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

const callUs = `ou appelez-nous au ${phoneText(site.phone)}`;

export const API_MESSAGES = {
  notMultipart: 'Format de requête non pris en charge\u00a0: formulaire multipart/form-data attendu.',
  notJson: 'Format de requête non pris en charge\u00a0: JSON attendu.',
  malformed: 'La requête n’a pas pu être lue. Veuillez réessayer.',
  notAnObject: 'Format de requête invalide\u00a0: un objet JSON est attendu.',
  methodNotAllowed: 'Méthode non autorisée\u00a0: cette adresse n’accepte que les envois POST.',
  crossSite: `Envoi refusé\u00a0: ce formulaire ne peut être envoyé que depuis le site ${new URL(site.url).host}.`,
  notFound: 'Adresse inconnue\u00a0: cette adresse de l’API n’existe pas.',
  tooLarge: 'La demande est trop volumineuse\u00a0: la pièce jointe ne doit pas dépasser 10\u00a0Mo.',
  tooSlow: `La demande a mis trop de temps à arriver. Vérifiez votre connexion et réessayez ${callUs}.`,
  busy: `Nous recevons beaucoup de demandes en ce moment. Veuillez réessayer dans une minute ${callUs}.`,
  tooLargeJson: 'La requête est trop volumineuse.',
  rateLimited: `Trop d’envois depuis votre connexion. Veuillez réessayer dans quelques minutes ${callUs}.`,
  unavailable: `Notre service est momentanément indisponible. Veuillez réessayer dans quelques minutes ${callUs}.`,
  unexpected: `Une erreur inattendue est survenue. Veuillez réessayer ${callUs}.`,
  contactSuccess:
    'Merci\u00a0! Votre demande a bien été reçue. Un conseiller vous répondra dans les plus brefs délais.',
} as const;

export const tooManyRequests = (retryAfterSeconds: number) =>
  jsonResponse(
    429,
    { success: false, message: API_MESSAGES.rateLimited },
    { 'Retry-After': String(retryAfterSeconds) },
  );
export const serviceUnavailable = () =>
  jsonResponse(503, { success: false, message: API_MESSAGES.unavailable }, { 'Retry-After': '60' });
export const tooSlow = () => jsonResponse(408, { success: false, message: API_MESSAGES.tooSlow });
export const busy = () => jsonResponse(503, { success: false, message: API_MESSAGES.busy }, { 'Retry-After': '30' });
export const unexpectedError = () => jsonResponse(500, { success: false, message: API_MESSAGES.unexpected });
