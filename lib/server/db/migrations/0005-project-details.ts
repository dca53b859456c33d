import 'server-only';
import type { MigrationUp } from './types';

/**
 * The optional project details of a quote request, one nullable column each, so leads
 * stored before keep working (every new column is null for them):
 * - the terrace: `largeur_cm`, `profondeur_cm` (whole centimetres: exact, no floating point), `pose`;
 * - where: `code_postal`, `localite` and `pays` (CH or FR, derived from the postcode);
 * - when and how to call back: `delai`, `contact_prefere`, `moment_contact`;
 * - the estimate the visitor was shown by /estimation: `estimation_min_chf`, `estimation_max_chf`,
 *   `estimation_materiau` and the dimensions it was computed for (`estimation_largeur_cm`,
 *   `estimation_profondeur_cm`), which the visitor may have changed in the form since.
 * The back-office filters on `pays` (and on `produit`, already there): both indexed.
 */
export const addProjectDetails: MigrationUp = async (db) => {
  for (const [name, type] of [
    ['largeur_cm', 'integer'],
    ['profondeur_cm', 'integer'],
    ['pose', 'text'],
    ['code_postal', 'text'],
    ['localite', 'text'],
    ['pays', 'text'],
    ['delai', 'text'],
    ['contact_prefere', 'text'],
    ['moment_contact', 'text'],
    ['estimation_min_chf', 'integer'],
    ['estimation_max_chf', 'integer'],
    ['estimation_materiau', 'text'],
    ['estimation_largeur_cm', 'integer'],
    ['estimation_profondeur_cm', 'integer'],
  ] as const) {
    await db.schema.alterTable('leads').addColumn(name, type).execute();
  }
  await db.schema.createIndex('leads_pays').on('leads').column('pays').execute();
  await db.schema.createIndex('leads_produit').on('leads').column('produit').execute();
};
