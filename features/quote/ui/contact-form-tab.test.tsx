import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ContactForm } from './contact-form';
import { productGroups, productNames } from '@/lib/product-lookup';
import { rememberQuote } from '@/lib/quote-context';
import { estimatedQuoteLink as estimated } from '@/test/quote-samples';
import { DRAFT_FILE_NOTICE } from '@/lib/tab-draft';
import { address, answer, fetchMock, setUpFormTest } from '@/test/browser-fetch';

/**
 * What the tab keeps for the quote form: the estimate a plain link did not carry, and what the visitor
 * typed, through a reload (here: a new render), until the request is accepted.
 */
jest.mock('next/navigation', () => ({ useSearchParams: () => address.query }));
setUpFormTest();
beforeEach(() => {
  sessionStorage.clear();
  fetchMock.mockImplementation(() => answer(201, { success: true, message: 'ok', reference: 42 }));
});

function setup() {
  const view = render(<ContactForm productNames={productNames} productGroups={productGroups} />);
  const form = screen.getByTestId('contact-form');
  const field = (label: RegExp) => within(form).getByLabelText(label) as HTMLInputElement;
  const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
  const submit = () => within(form).getByRole('button', { name: /Envoyer ma demande/ });
  return { ...view, form, field, type, submit };
}
const ready = () =>
  waitFor(() => expect(screen.getByTestId('contact-form')).toHaveAttribute('data-validation', 'ready'));
const fillRequired = (type: ReturnType<typeof setup>['type']) => {
  for (const [label, value] of [
    [/^Nom/, 'Dupont'],
    [/^Prénom/, 'Camille'],
    [/^E-mail/, 'camille@example.ch'],
    [/^Téléphone/, '+41 79 123 45 67'],
    [/^Message/, 'Une pergola sur la terrasse'],
  ] as const)
    type(label, value);
};

describe('the quote form and the tab', () => {
  it('finds the estimate and the product of the tab when a plain link led to it, and sends them', async () => {
    rememberQuote(estimated);
    const { field, type, submit } = setup();
    await waitFor(() => expect(field(/^Produit/)).toHaveValue('pergola-toile'));
    expect(field(/^Largeur/)).toHaveValue('4,2');
    expect(screen.getByTestId('carried-estimate')).toHaveTextContent(/7\s100 – 14\s800\sCHF/);
    fillRequired(type);
    await ready();
    fireEvent.click(submit());
    await screen.findByTestId('contact-confirmation');
    const body = fetchMock.mock.calls[0]?.[1]?.body as FormData;
    expect(Object.fromEntries(body.entries())).toMatchObject({
      produit: 'pergola-toile',
      estimation_min: '7100',
      estimation_max: '14800',
      estimation_materiau: 'aluminium',
    });
    // Sent: neither the estimate nor the typing comes back.
    expect(sessionStorage.length).toBe(0);
  });

  it('lets a link that carries its own product speak for itself', async () => {
    rememberQuote(estimated);
    address.query = new URLSearchParams('produit=carports-v');
    const { field } = setup();
    await waitFor(() => expect(field(/^Produit/)).toHaveValue('carports-v'));
    expect(field(/^Largeur/)).toHaveValue('');
    expect(screen.queryByTestId('carried-estimate')).toBeNull();
  });

  it('keeps what was typed through a reload, says the file must be added again, and forgets it once sent', async () => {
    const first = setup();
    expect(screen.queryByText(DRAFT_FILE_NOTICE)).toBeNull();
    first.type(/^Nom/, 'Dupont');
    first.type(/^Message/, 'Une pergola sur la terrasse');
    first.type(/^Code postal/, '1225');
    (first.form.querySelector('input[name="website"]') as HTMLInputElement).value = 'robot';
    first.unmount();
    const stored = JSON.parse(sessionStorage.getItem('lumina-draft:quote') ?? '{}') as Record<string, string>;
    expect(stored).toEqual({ nom: 'Dupont', message: 'Une pergola sur la terrasse', code_postal: '1225' });

    const second = setup();
    expect(second.field(/^Nom/)).toHaveValue('Dupont');
    expect(second.field(/^Message/)).toHaveValue('Une pergola sur la terrasse');
    expect(second.field(/^Code postal/)).toHaveValue('1225');
    const fileInput = second.form.querySelector('input[type="file"]') as HTMLInputElement;
    expect(fileInput).toHaveAccessibleDescription(expect.stringContaining(DRAFT_FILE_NOTICE));
    fireEvent.change(fileInput, {
      target: { files: [new File(['%PDF-1.4'], 'plan.pdf', { type: 'application/pdf' })] },
    });
    expect(screen.queryByText(DRAFT_FILE_NOTICE)).toBeNull();

    fillRequired(second.type);
    second.type(/^Sujet/, 'Pergola');
    await ready();
    fireEvent.click(second.submit());
    await screen.findByTestId('contact-confirmation');
    second.unmount();
    const third = setup();
    expect(third.field(/^Nom/)).toHaveValue('');
    expect(third.field(/^Code postal/)).toHaveValue('');
    expect(screen.queryByText(DRAFT_FILE_NOTICE)).toBeNull();
  });

  it('keeps what was typed before hydration over the draft, and fills the rest from it', async () => {
    sessionStorage.setItem('lumina-draft:quote', JSON.stringify({ nom: 'Martin', prenom: 'Camille' }));
    const { renderToString } = await import('react-dom/server');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ContactForm productNames={productNames} />);
    document.body.appendChild(container);
    (container.querySelector('input[name="nom"]') as HTMLInputElement).value = 'Dupont';
    render(<ContactForm productNames={productNames} />, { container, hydrate: true });
    const form = screen.getByTestId('contact-form');
    await waitFor(() => expect(within(form).getByLabelText(/^Prénom/)).toHaveValue('Camille'));
    expect(within(form).getByLabelText(/^Nom/)).toHaveValue('Dupont');
  });
});
