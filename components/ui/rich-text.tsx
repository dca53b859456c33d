import { Fragment } from 'react';

/** Renders **bold** markers of short texts (quality items, list items) as <strong>. */
export function RichText({ text }: { text: string }) {
  const parts = text.split(/\*\*(.+?)\*\*/g);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? <strong key={index}>{part}</strong> : <Fragment key={index}>{part}</Fragment>,
      )}
    </>
  );
}

/** HTML written by the company in content/ (validated at build), never user input. */
export function HtmlContent({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={className ? `prose-content ${className}` : 'prose-content'}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
