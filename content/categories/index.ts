import type { CategoryKey, CategoryPage } from '../schema';
import { pergolasPage } from './pergolas';
import { carportsPage } from './carports';
import { vitragePage } from './vitrage';
import { energieSolairePage } from './energie-solaire';

export const categoryPages: Readonly<Record<CategoryKey, CategoryPage>> = {
  pergolas: pergolasPage,
  carports: carportsPage,
  vitrage: vitragePage,
  'energie-solaire': energieSolairePage,
};
