import type { Article } from '../schema';
import { pergolaBioclimatiqueGuideComplet } from './pergola-bioclimatique-guide-complet';
import { carportSolaireProduireSonEnergie } from './carport-solaire-produire-son-energie';
import { prixPergolaSuisseBudget } from './prix-pergola-suisse-budget';
import { installerBorneRechargeDomicile } from './installer-borne-recharge-domicile';
import { carportOuGarageQueChoisir } from './carport-ou-garage-que-choisir';
import { pompeAChaleurPanneauxSolairesEnergie } from './pompe-a-chaleur-panneaux-solaires-energie';
import { mursDeVerreTerrasseTouteAnnee } from './murs-de-verre-terrasse-toute-annee';

/** The blog articles, newest first; the first one is the featured article. */
export const articles: readonly Article[] = [
  pergolaBioclimatiqueGuideComplet,
  carportSolaireProduireSonEnergie,
  prixPergolaSuisseBudget,
  installerBorneRechargeDomicile,
  carportOuGarageQueChoisir,
  pompeAChaleurPanneauxSolairesEnergie,
  mursDeVerreTerrasseTouteAnnee,
];
