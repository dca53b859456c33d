import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ContactForm } from './contact-form';
import { productGroups, productNames } from '@/lib/product-lookup';
import { address, answer, fetchMock, setUpFormTest } from '@/test/browser-fetch';

jest.mock('next/navigation', () => ({ useSearchParams: () => address.query }));
setUpFormTest();
beforeEach(() => {
  fetchMock.mockImplementation(() => answer(201, { success: true, message: 'ok' }));
});

function setup(withDetails = true) {
  render(<ContactForm productNames={productNames} productGroups={withDetails ? productGroups : undefined} />);
  const form = screen.getByTestId('contact-form');
  const field = (label: RegExp) => within(form).getByLabelText(label) as HTMLInputElement;
  for (const [label, value] of [
    [/^Nom/, 'Dupont'],
    [/^Prénom/, 'Camille'],
    [/^E-mail/, 'camille@example.ch'],
    [/^Téléphone/, '+41 79 123 45 67'],
    [/^Sujet/, 'Pergola'],
    [/^Message/, 'Bonjour'],
  ] as const)
    fireEvent.change(field(label), { target: { value } });
  const submit = () => within(form).getByRole('button', { name: /Envoyer ma demande/ });
  return { form, field, submit };
}
const ready = () =>
  waitFor(() => expect(screen.getByTestId('contact-form')).toHaveAttribute('data-validation', 'ready'));
const sent = () => fetchMock.mock.calls[0]?.[1]?.body as FormData;

describe('the quote form’s project details', () => {
  it('lists the twelve products under their category', () => {
    const { field } = setup();
    const select = field(/^Produit/) as unknown as HTMLSelectElement;
    const groups = [...select.querySelectorAll('optgroup')].map((group) => group.label);
    expect(groups).toEqual(['Pergolas', 'Carports', 'Vitrage', 'Énergie Solaire']);
    expect(select.querySelectorAll('optgroup option')).toHaveLength(12);
  });

  it('shows the area and the country, refuses an absurd size, and sends the details', async () => {
    const { field, submit } = setup();
    fireEvent.change(field(/^Produit/), { target: { value: 'carports-v' } });
    fireEvent.change(field(/^Largeur/), { target: { value: '4,5' } });
    fireEvent.change(field(/^Profondeur/), { target: { value: '300' } });
    fireEvent.blur(field(/^Profondeur/));
    await ready();
    expect(field(/^Profondeur/)).toHaveAccessibleDescription(/Indiquez la profondeur en mètres/);
    expect(submit()).toBeDisabled();
    fireEvent.change(field(/^Profondeur/), { target: { value: '3' } });
    expect(screen.getByTestId('project-area')).toHaveTextContent(/Surface\s:\s13,5\sm²/);
    fireEvent.change(field(/^Code postal/), { target: { value: '63000' } });
    expect(field(/^Code postal/)).toHaveAccessibleDescription(/Pays\s:\sFrance/);
    fireEvent.click(screen.getByRole('radio', { name: 'Autoportante' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Par e-mail' }));
    fireEvent.change(field(/^Délai souhaité/), { target: { value: '3-mois' } });
    expect(submit()).toBeEnabled();
    fireEvent.click(submit());
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const body = sent();
    expect(
      Object.fromEntries([...body.entries()].filter(([name]) => !/^(fill_ms|form_started_at|website)$/.test(name))),
    ).toMatchObject({
      produit: 'carports-v',
      largeur: '4,5',
      profondeur: '3',
      pose: 'autoportante',
      code_postal: '63000',
      delai: '3-mois',
      contact_prefere: 'email',
    });
    expect(body.has('estimation_min')).toBe(false);
  });

  it('pre-fills from the estimator’s link and shows the estimate it sends', async () => {
    address.query = new URLSearchParams(
      'produit=pergolas-bioclimatique&largeur=4&profondeur=3&materiau=bioclimatique&estimationMin=11230&estimationMax=21850',
    );
    const { field, submit } = setup();
    await waitFor(() => expect(field(/^Produit/)).toHaveValue('pergolas-bioclimatique'));
    expect(field(/^Largeur/)).toHaveValue('4');
    expect(field(/^Profondeur/)).toHaveValue('3');
    expect(screen.getByTestId('carried-estimate')).toHaveTextContent(
      /Estimation indicative affichée\s:\s11\s230 – 21\s850\sCHF \(pergola bioclimatique, 4 × 3\sm\)/,
    );
    await ready();
    fireEvent.click(submit());
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(Object.fromEntries(sent().entries())).toMatchObject({
      produit: 'pergolas-bioclimatique',
      estimation_min: '11230',
      estimation_max: '21850',
      estimation_materiau: 'bioclimatique',
      estimation_largeur: '4',
      estimation_profondeur: '3',
    });
  });

  it('ignores absurd estimator parameters without a word', async () => {
    address.query = new URLSearchParams('largeur=-4&profondeur=3&materiau=beton&estimationMin=9&estimationMax=1');
    const { field } = setup();
    await waitFor(() => expect(field(/^Profondeur/)).toHaveValue('3'));
    expect(field(/^Largeur/)).toHaveValue('');
    expect(screen.queryByTestId('carried-estimate')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a form without them (/realisations) has no such field and sends none', async () => {
    address.query = new URLSearchParams('produit=carports-v&largeur=4&profondeur=3');
    const { submit } = setup(false);
    expect(screen.queryByTestId('project-fields')).toBeNull();
    await ready();
    fireEvent.click(submit());
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sent().get('produit')).toBe('carports-v');
    expect(sent().has('largeur')).toBe(false);
  });
});
