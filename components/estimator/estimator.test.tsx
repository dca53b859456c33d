import { controlledLayoutPerTest } from '@/test/layout-control';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pricingWithProducts as pricing } from '@/content/collections';
import { Estimator } from './estimator';
import { EstimatorLoader } from './estimator-loader';

/**
 * The estimator as a visitor uses it: typing sizes (comma decimals, fast), switching the type and the options,
 * reading the range, its breakdown and the quote link; and its loader, which imports it only near the viewport.
 */

// The quote context of the tab (lib/quote-context.ts) would carry one test's estimate into the next.
beforeEach(() => sessionStorage.clear());

const quoteHref = () =>
  new URL(screen.getByRole('link', { name: 'Recevoir un devis précis' }).getAttribute('href')!, 'https://x.ch');

describe('Estimator', () => {
  it('estimates a 4 × 3 m bioclimatic pergola line by line and carries it to the quote form', async () => {
    const user = userEvent.setup();
    render(<Estimator pricing={pricing} defaultMaterial="aluminium" />);
    expect(screen.getByRole('status')).toHaveTextContent('Indiquez la largeur et la profondeur');
    await user.click(screen.getByRole('radio', { name: 'Bioclimatique' }));
    await user.type(screen.getByLabelText(/Largeur/), '4');
    await user.type(screen.getByLabelText(/Profondeur/), '3');

    expect(screen.getByTestId('estimate-total').textContent).toBe('10\u202f550 à 23\u202f450\u00a0CHF');
    const rows = within(screen.getByTestId('estimate-breakdown')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Structure bioclimatique.*9600 à 18\u202f000\u00a0CHF$/),
      expect.stringMatching(/^Pose.*800 à 4800\u00a0CHF$/),
      expect.stringMatching(/^Autorisation de construire.*100 à 500\u00a0CHF$/),
      expect.stringMatching(/^Livraison.*50 à 150\u00a0CHF$/),
    ]);
    expect(screen.getByText('Une estimation indicative, pas un devis.')).toBeInTheDocument();
    expect(Object.fromEntries(quoteHref().searchParams)).toEqual({
      produit: 'pergolas-bioclimatique',
      largeur: '4',
      profondeur: '3',
      materiau: 'bioclimatique',
      estimationMin: '10550',
      estimationMax: '23450',
    });

    await user.click(screen.getByRole('checkbox', { name: /Autorisation de construire/ }));
    expect(screen.getByTestId('estimate-total').textContent).toBe('10\u202f450 à 22\u202f950\u00a0CHF');
    expect(quoteHref().searchParams.get('estimationMax')).toBe('22950');
  });

  it('sends the « Estimateur utilisé » goal once, at the first price, to the analytics the page loaded', async () => {
    const track = jest.fn();
    Object.assign(window, { umami: { track } });
    try {
      const user = userEvent.setup();
      render(<Estimator pricing={pricing} defaultMaterial="aluminium" />);
      await user.type(screen.getByLabelText(/Largeur/), '4');
      expect(track).not.toHaveBeenCalled();
      await user.type(screen.getByLabelText(/Profondeur/), '3');
      await user.type(screen.getByLabelText(/Largeur/), '5');
      expect(track.mock.calls).toEqual([['Estimateur utilisé']]);
    } finally {
      delete (window as { umami?: unknown }).umami;
    }
  });

  it('reads comma decimals and shows the French message of a refused size next to its field', async () => {
    const user = userEvent.setup();
    render(<Estimator pricing={pricing} defaultMaterial="bois" product="carports-v" />);
    const width = screen.getByLabelText(/Largeur/);
    await user.type(width, '3,5');
    await user.type(screen.getByLabelText(/Profondeur/), '-2');
    expect(screen.getByText('La profondeur ne peut pas être négative.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Profondeur/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('estimate-total')).not.toBeInTheDocument();
    // Without an estimate the link still leads to the form, with the type only (no wood product to name).
    expect(Object.fromEntries(quoteHref().searchParams)).toEqual({ materiau: 'bois' });

    await user.clear(screen.getByLabelText(/Profondeur/));
    await user.type(screen.getByLabelText(/Profondeur/), '2');
    expect(screen.getByRole('status').textContent).toContain('Estimation pour 7\u00a0m²');
    await user.click(screen.getByRole('radio', { name: 'Aluminium' }));
    expect(quoteHref().searchParams.get('produit')).toBe('carports-v');
    expect(quoteHref().searchParams.get('largeur')).toBe('3.5');

    await user.clear(width);
    await user.type(width, '20');
    await user.clear(screen.getByLabelText(/Profondeur/));
    await user.type(screen.getByLabelText(/Profondeur/), '11');
    expect(screen.getByRole('status').textContent).toContain('Une surface de 220\u00a0m² dépasse les 200\u00a0m²');
  });
});

describe('the estimator and the tab’s quote context', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  const remembered = () => new URLSearchParams(sessionStorage.getItem('lumina-quote') ?? '');

  it('keeps in the tab what it last showed, in its link’s format, so a plain quote link finds it', async () => {
    const user = userEvent.setup();
    render(<Estimator pricing={pricing} defaultMaterial="aluminium" product="pergola-toile" />);
    await user.type(screen.getByLabelText(/Largeur/), '4,2');
    expect(sessionStorage.getItem('lumina-quote')).toBeNull();
    await user.type(screen.getByLabelText(/Profondeur/), '3');
    expect(`?${remembered().toString()}`).toBe(quoteHref().search);
    expect(remembered().get('produit')).toBe('pergola-toile');
    await user.clear(screen.getByLabelText(/Profondeur/));
    // A size erased: the last estimate stays what the form is given.
    expect(remembered().get('profondeur')).toBe('3');
  });

  it('on /estimation, takes the product a link names, with its type', async () => {
    window.history.replaceState(null, '', '/estimation?produit=pergola-toile');
    const user = userEvent.setup();
    render(<Estimator pricing={pricing} defaultMaterial="bioclimatique" />);
    expect(screen.getByRole('radio', { name: 'Aluminium' })).toBeChecked();
    await user.type(screen.getByLabelText(/Largeur/), '4');
    await user.type(screen.getByLabelText(/Profondeur/), '3');
    expect(quoteHref().searchParams.get('produit')).toBe('pergola-toile');
  });

  it('on /estimation without one, takes the product last estimated in the tab, and ignores a key it cannot price', async () => {
    window.history.replaceState(null, '', '/estimation');
    sessionStorage.setItem('lumina-quote', '?produit=carports-v&materiau=aluminium');
    const { unmount } = render(<Estimator pricing={pricing} defaultMaterial="bioclimatique" />);
    expect(screen.getByRole('radio', { name: 'Aluminium' })).toBeChecked();
    expect(quoteHref().searchParams.get('produit')).toBe('carports-v');
    unmount();
    window.history.replaceState(null, '', '/estimation?produit=murs-de-verre');
    render(<Estimator pricing={pricing} defaultMaterial="bioclimatique" />);
    expect(screen.getByRole('radio', { name: 'Bioclimatique' })).toBeChecked();
    expect(quoteHref().searchParams.get('produit')).toBe('pergolas-bioclimatique');
  });
});

describe('EstimatorLoader', () => {
  const layout = controlledLayoutPerTest();

  it('keeps the server fallback until the section comes near the viewport, then shows the estimator', async () => {
    render(
      <EstimatorLoader pricing={pricing} defaultMaterial="bioclimatique">
        <a href="/contact">Recevoir un devis précis</a>
      </EstimatorLoader>,
    );
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Recevoir un devis précis' })).toHaveAttribute('href', '/contact');
    await layout.moveTo(0);
    expect(await screen.findByRole('radio', { name: 'Bioclimatique' })).toBeChecked();
  });
});
