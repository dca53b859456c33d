import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERIOD_FIELDS, type FormState } from '@/features/booking/model/hours-form';
import { periodSchema, readForm } from '@/features/booking/model/hours-schema';
import { BookingPeriodForm } from './availability-forms';

/**
 * The period form of /equipe/rendez-vous/disponibilites in the browser: what it posts, and how a refusal comes
 * back (the Server Action's state, here the same rules run in place of the server).
 */

const initial = { jour: '1', debut: '09:00', fin: '12:00', duree: '60', places: '1' };

describe('BookingPeriodForm', () => {
  it('posts the period and shows each refusal next to its field, with what was typed', async () => {
    const posted: Record<string, string>[] = [];
    const action = jest.fn(async (_previous: FormState, form: FormData): Promise<FormState> => {
      posted.push(Object.fromEntries([...form.entries()].map(([name, value]) => [name, String(value)])));
      const read = readForm(periodSchema, form, PERIOD_FIELDS);
      return read.ok ? { errors: {}, values: {} } : read.state;
    });
    render(
      <BookingPeriodForm
        action={action}
        initial={initial}
        prefix="p1"
        legend="Plage du lundi"
        submitLabel="Enregistrer"
      />,
    );
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Jour'), 'mercredi');
    await user.clear(screen.getByLabelText('Fin'));
    await user.type(screen.getByLabelText('Fin'), '08:00');
    await user.clear(screen.getByLabelText('Places'));
    await user.type(screen.getByLabelText('Places'), '30');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(screen.getByText(/^Places par créneau/)).toBeInTheDocument());
    expect(posted).toEqual([{ jour: '3', debut: '09:00', fin: '08:00', duree: '60', places: '30' }]);
    const places = screen.getByLabelText('Places');
    expect(places).toHaveAttribute('aria-invalid', 'true');
    expect(places).toHaveAccessibleDescription('Places par créneau\u00a0: de 1 à 20.');
    expect(places).toHaveValue(30);
    expect(screen.getByLabelText('Jour')).toHaveValue('3');
    // Every field's message at once: the end is refused too.
    expect(screen.getByLabelText('Fin')).toHaveAccessibleDescription('La fin doit suivre le début.');

    await user.clear(places);
    await user.type(places, '2');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Fin')).toHaveAccessibleDescription('La fin doit suivre le début.'),
    );
    expect(screen.getByLabelText('Places')).not.toHaveAttribute('aria-invalid');
    expect(action).toHaveBeenCalledTimes(2);
  });
});
