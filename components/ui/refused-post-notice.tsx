import type { ReactNode } from 'react';
import { NoticePage } from './notice-page';

/**
 * The page a form posted without JavaScript reaches when the server refused it: why, the fields to correct by
 * their labels, and how to find the form as it was filled (the browser's back button keeps it).
 */
export function RefusedPostNotice({
  kicker,
  title,
  message,
  fields = [],
  next,
  testId,
}: {
  kicker: string;
  title: string;
  message: string;
  fields?: readonly string[];
  next?: ReactNode;
  /** Prefix of the test ids: `{testId}-problem`, `{testId}-problem-fields`. */
  testId: string;
}) {
  return (
    <NoticePage kicker={kicker} title={title} next={next}>
      <p data-testid={`${testId}-problem`}>{message}</p>
      {fields.length > 0 ? (
        <ul className="list-disc pl-6" data-testid={`${testId}-problem-fields`}>
          {fields.map((label) => (
            <li key={label}>{label}</li>
          ))}
        </ul>
      ) : null}
      <p>Avec le bouton « Retour » de votre navigateur, vous retrouvez le formulaire tel que vous l’aviez rempli.</p>
    </NoticePage>
  );
}
