import type { Product, ProductKey } from '../schema';
import { rollingRoof } from './rolling-roof';
import { pergolasBioclimatique } from './pergolas-bioclimatique';
import { pergolaToile } from './pergola-toile';
import { rollingRoofPlus } from './rolling-roof-plus';
import { storesCoffreDePergolas } from './stores-coffre-de-pergolas';
import { carportsV } from './carports-v';
import { carportsSolaire } from './carports-solaire';
import { borneRechargeElectrique } from './borne-recharge-electrique';
import { mursDeVerre } from './murs-de-verre';
import { fenetreGuillotine } from './fenetre-guillotine';
import { toitEnVerreRetractable } from './toit-en-verre-retractable';
import { pompesAChaleur } from './pompes-a-chaleur';

/** The twelve products, in the route table's order, keyed by product key. */
export const products: Readonly<Record<ProductKey, Product>> = {
  'rolling-roof': rollingRoof,
  'pergolas-bioclimatique': pergolasBioclimatique,
  'pergola-toile': pergolaToile,
  'rolling-roof-plus': rollingRoofPlus,
  'stores-coffre-de-pergolas': storesCoffreDePergolas,
  'carports-v': carportsV,
  'carports-solaire': carportsSolaire,
  'borne-recharge-electrique': borneRechargeElectrique,
  'murs-de-verre': mursDeVerre,
  'fenetre-guillotine': fenetreGuillotine,
  'toit-en-verre-retractable': toitEnVerreRetractable,
  'pompes-a-chaleur': pompesAChaleur,
};
