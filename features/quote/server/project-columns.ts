import 'server-only';
import {
  CONTACTS_PREFERES,
  COUNTRIES,
  DELAIS,
  isOneOf,
  MATERIAUX,
  MOMENTS,
  NO_PROJECT_DETAILS,
  POSES,
  type ProjectDetails,
} from '@/lib/project-details';
import type { Database } from '@/lib/server/db/tables';

/** The project details' columns of `leads`. */
type ProjectColumns = Pick<
  Database['leads'],
  | 'largeur_cm'
  | 'profondeur_cm'
  | 'pose'
  | 'code_postal'
  | 'localite'
  | 'pays'
  | 'delai'
  | 'contact_prefere'
  | 'moment_contact'
  | 'estimation_min_chf'
  | 'estimation_max_chf'
  | 'estimation_materiau'
  | 'estimation_largeur_cm'
  | 'estimation_profondeur_cm'
>;

export function projectColumns(details: ProjectDetails = NO_PROJECT_DETAILS): ProjectColumns {
  const estimate = details.estimation;
  return {
    largeur_cm: details.largeurCm,
    profondeur_cm: details.profondeurCm,
    pose: details.pose,
    code_postal: details.codePostal,
    localite: details.localite,
    pays: details.pays,
    delai: details.delai,
    contact_prefere: details.contactPrefere,
    moment_contact: details.momentContact,
    estimation_min_chf: estimate?.minChf ?? null,
    estimation_max_chf: estimate?.maxChf ?? null,
    estimation_materiau: estimate?.materiau ?? null,
    estimation_largeur_cm: estimate?.largeurCm ?? null,
    estimation_profondeur_cm: estimate?.profondeurCm ?? null,
  };
}

const oneOf = <T extends string>(options: readonly T[], value: string | null): T | null =>
  isOneOf(options, value) ? value : null;

/** The details of a stored row; a value the code does not know (written by hand) reads as not given. */
export function projectOf(row: ProjectColumns): ProjectDetails {
  const materiau = oneOf(MATERIAUX, row.estimation_materiau);
  const { estimation_min_chf: min, estimation_max_chf: max } = row;
  const { estimation_largeur_cm: width, estimation_profondeur_cm: depth } = row;
  return {
    largeurCm: row.largeur_cm,
    profondeurCm: row.profondeur_cm,
    pose: oneOf(POSES, row.pose),
    codePostal: row.code_postal,
    localite: row.localite,
    pays: oneOf(COUNTRIES, row.pays),
    delai: oneOf(DELAIS, row.delai),
    contactPrefere: oneOf(CONTACTS_PREFERES, row.contact_prefere),
    momentContact: oneOf(MOMENTS, row.moment_contact),
    estimation:
      materiau && min !== null && max !== null && width !== null && depth !== null
        ? { minChf: min, maxChf: max, materiau, largeurCm: width, profondeurCm: depth }
        : null,
  };
}
