'use client';

/**
 * Last-resort page when the root layout itself fails: it replaces the whole
 * document, so it carries its own <html> and keeps the visitor a way forward.
 */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="fr-CH">
      <head>
        <title>Erreur | Lumina Terrasses</title>
      </head>
      <body
        style={{
          fontFamily: 'system-ui, sans-serif',
          margin: 0,
          padding: '4rem 1.5rem',
          background: '#faf8f5',
          color: '#2b3034',
        }}
      >
        <main style={{ maxWidth: '36rem', margin: '0 auto' }}>
          <h1>Une erreur inattendue est survenue</h1>
          <p>
            Veuillez réessayer. Si le problème persiste, appelez-nous ou écrivez-nous&nbsp;: nous répondons à chaque
            demande.
          </p>
          <p>
            <button type="button" onClick={reset}>
              Réessayer
            </button>{' '}
            {/* A full page load: the client router may be what failed. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/">Retour à l’accueil</a>
          </p>
        </main>
      </body>
    </html>
  );
}
