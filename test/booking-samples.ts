/**
 * The visitor of the booking tests and where her visits take place, for the server's tests and the page's alike
 * (no server module here: jsdom tests import it too).
 */

export const visitor = {
  name: 'Claire Martin',
  email: 'claire@example.ch',
  phone: '+41 79 123 45 67',
  postcode: '1225',
};

export const visitPlace = { street: 'Chemin des Vignes 12', town: 'Chêne-Bourg' };

/**
 * Her visit's « choisir un autre moment » link's parameters: what a cancellation e-mail writes and what the booking
 * page reads back into its form.
 */
export const rebookParams = {
  type: 'visite',
  bureau: 'geneve',
  nom: visitor.name,
  email: visitor.email,
  telephone: visitor.phone,
  rue: visitPlace.street,
  code_postal: visitor.postcode,
  localite: visitPlace.town,
};
