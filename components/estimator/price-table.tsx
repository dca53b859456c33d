import { pricing } from '@/content/pricing';
import { formatChfRange, labourCost } from '@/lib/estimate';

const nbsp = '\u00a0';

/** The price guide as a table, rendered on the server: what a visitor without JavaScript reads instead of the estimator. */
export function PriceTable() {
  const { materials, labour, options } = pricing;
  const cellClass = 'px-4 py-3 align-top';
  return (
    <div className="overflow-x-auto rounded-card bg-white shadow-card" data-testid="price-table">
      <table className="w-full text-left">
        <caption className="px-4 pt-5 pb-2 text-left text-lg font-bold">Grille de prix indicative</caption>
        <thead>
          <tr className="border-b border-stone-dark text-sm text-muted">
            <th scope="col" className={cellClass}>
              Poste
            </th>
            <th scope="col" className={cellClass}>
              Prix
            </th>
          </tr>
        </thead>
        <tbody>
          {Object.values(materials).map((material) => (
            <tr key={material.label} className="border-b border-stone">
              <th scope="row" className={`${cellClass} font-semibold`}>
                {material.structure}
              </th>
              <td className={cellClass}>{`${formatChfRange(material.perM2)}\u00a0le\u00a0m²`}</td>
            </tr>
          ))}
          <tr className="border-b border-stone">
            <th scope="row" className={`${cellClass} font-semibold`}>
              Pose
            </th>
            <td className={cellClass}>
              {labour.perHour.min} à {labour.perHour.max}
              {nbsp}CHF de l’heure par poseur, {labour.days.min} à {labour.days.max}
              {nbsp}jours à {labour.crew}
              {nbsp}poseurs, soit {formatChfRange(labourCost(pricing))}
            </td>
          </tr>
          {Object.values(options).map((option) => (
            <tr key={option.label} className="border-b border-stone last:border-0">
              <th scope="row" className={`${cellClass} font-semibold`}>
                {option.label}
              </th>
              <td className={cellClass}>{formatChfRange(option.cost)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
