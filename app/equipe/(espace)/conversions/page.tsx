import type { Metadata } from 'next';
import {
  ClicksChart,
  FirstContactChart,
  FunnelChart,
  LeadsPerWeekChart,
  ProductAndPageCharts,
} from '@/components/equipe/charts/conversion-charts';
import { StaffField } from '@/components/equipe/staff-field';
import { StaffSelect } from '@/components/equipe/staff-fields';
import { staffButton, staffInput, StaffTitle } from '@/components/equipe/staff-ui';
import { productNames } from '@/lib/product-lookup';
import { getStorage } from '@/lib/server/db/storage';
import { conversions, parseConversionFilter } from '@/lib/server/leads/conversions';
import { requireStaffPage } from '@/lib/server/staff/session';

export const metadata: Metadata = { title: 'Conversions' };

type Search = Promise<Record<string, string | string[] | undefined>>;

const dayLabel = (day: string) =>
  new Intl.DateTimeFormat('fr-CH', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

/** Where the leads come from and what becomes of them: five charts drawn on the server, each with its table. */
export default async function ConversionsPage({ searchParams }: { searchParams: Search }) {
  await requireStaffPage();
  const filter = parseConversionFilter(await searchParams);
  const data = await conversions(await getStorage(), filter);
  const products = [...new Set([...Object.keys(productNames), ...data.byProduct.map((entry) => entry.key)])]
    .filter(Boolean)
    .sort((a, b) => (productNames[a] ?? a).localeCompare(productNames[b] ?? b, 'fr'));
  const sources = [...new Set([...data.sources, filter.source])].filter(Boolean);

  return (
    <>
      <StaffTitle>Conversions</StaffTitle>
      <form method="get" action="/equipe/conversions" className="mb-4 rounded-card bg-white p-4 shadow-card">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          <StaffField id="du" label="Du">
            <input id="du" name="du" type="date" defaultValue={filter.from} className={staffInput} />
          </StaffField>
          <StaffField id="au" label="Au">
            <input id="au" name="au" type="date" defaultValue={filter.to} className={staffInput} />
          </StaffField>
          <StaffSelect
            id="produit"
            label="Produit"
            any="Tous"
            defaultValue={filter.produit}
            options={products.map((key) => [key, productNames[key] ?? key] as const)}
          />
          <StaffSelect
            id="source"
            label="Source"
            any="Toutes"
            defaultValue={filter.source}
            options={sources.map((source) => [source, source] as const)}
          />
          <div className="flex items-end gap-2">
            <button type="submit" className={staffButton('primary')}>
              Filtrer
            </button>
            <a href="/equipe/conversions" className={staffButton('secondary')}>
              Réinitialiser
            </a>
          </div>
        </div>
      </form>
      <p className="mb-6 text-sm text-muted" role="status" data-testid="conversions-range">
        Du {dayLabel(filter.from)} au {dayLabel(filter.to)} (jours suisses), hors spam&nbsp;: {data.total} demande(s).
        La source est celle de la première visite (utm_source, sinon le site d’où venait le visiteur). Les clics ne
        dépendent que des dates.
      </p>
      <div className="grid gap-6 xl:grid-cols-2">
        <LeadsPerWeekChart data={data} />
        <FunnelChart funnel={data.funnel} />
        <ProductAndPageCharts data={data} />
        <FirstContactChart delays={data.delays} />
        <ClicksChart clicks={data.clicks} />
      </div>
    </>
  );
}
