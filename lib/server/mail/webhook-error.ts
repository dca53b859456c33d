import 'server-only';

/**
 * A non-2xx answer of a hook (crm-webhook.ts). `refused`: a 4xx but 408 and 429, which the same request will
 * likely get again. Its own module: the sender tells a refusal from a failure without loading the hook's code.
 */
export class WebhookError extends Error {
  constructor(
    message: string,
    readonly refused = false,
  ) {
    super(message);
    this.name = 'WebhookError';
  }
}
