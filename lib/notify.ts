import type { ExternalToast } from 'sonner';

/**
 * A site-wide toast (the public site's lazy toaster, components/layout/site-toaster.tsx, shows it). sonner is
 * imported on the first call, not with the page: forms and buttons that may toast do not put it in every first load.
 */
export async function notify(kind: 'success' | 'error', title: string, options?: ExternalToast): Promise<void> {
  const { toast } = await import('sonner');
  toast[kind](title, options);
}
