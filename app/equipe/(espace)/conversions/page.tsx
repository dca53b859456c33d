import type { Metadata } from 'next';
import {
  ClicksChart,
  FirstContactChart,
  FunnelChart,
  LeadsPerWeekChart,
  ProductAndPageCharts,
} from '@/features/conversions/ui/conversion-charts';
import { DateRangeFields, FilterButtons, ProductSelect, StaffSelect } from '@/components/equipe/staff-fields';
import { StaffTitle } from '@/components/equipe/staff-ui';
import { getStorage } from '@/lib/server/db/storage';
import { conversions, parseConversionFilter } from '@/features/conversions/server/conversions';
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
  const sources = [...new Set([...data.sources, filter.source])].filter(Boolean);

  return (
    <>
      <StaffTitle>Conversions</StaffTitle>
      <form method="get" action="/equipe/conversions" className="mb-4 rounded-card bg-white p-4 shadow-card">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          <DateRangeFields from={filter.from} to={filter.to} />
          <ProductSelect stored={data.byProduct.map((entry) => entry.key)} defaultValue={filter.produit} />
          <StaffSelect
            id="source"
            label="Source"
            any="Toutes"
            defaultValue={filter.source}
            options={sources.map((source) => [source, source] as const)}
          />
          <FilterButtons resetHref="/equipe/conversions" />
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
