/** @jest-environment jsdom */
import { DRAFT_MAX_CHARS, forgetDraft, readDraft, saveDraft } from './tab-draft';

beforeEach(() => sessionStorage.clear());

it('gives back what was typed, without the empty fields, until the form is sent', () => {
  saveDraft('devis', { nom: 'Anne Dupont', email: '', message: 'Une pergola de 4 m' });
  expect(readDraft('devis')).toEqual({ nom: 'Anne Dupont', message: 'Une pergola de 4 m' });
  expect(readDraft('commentaire')).toBeNull();
  forgetDraft('devis');
  expect(readDraft('devis')).toBeNull();
});

it('forgets a draft emptied by the visitor', () => {
  saveDraft('devis', { nom: 'Anne' });
  saveDraft('devis', { nom: '  ' });
  expect(readDraft('devis')).toBeNull();
});

it('keeps the previous draft rather than filling the storage with too long a text', () => {
  saveDraft('devis', { message: 'court' });
  saveDraft('devis', { message: 'x'.repeat(DRAFT_MAX_CHARS) });
  expect(readDraft('devis')).toEqual({ message: 'court' });
});

it('ignores a stored value it did not write', () => {
  sessionStorage.setItem('lumina-draft:devis', '{"nom":42,"email":"a@b.ch"}');
  expect(readDraft('devis')).toEqual({ email: 'a@b.ch' });
  sessionStorage.setItem('lumina-draft:devis', '[1,2]');
  expect(readDraft('devis')).toBeNull();
  sessionStorage.setItem('lumina-draft:devis', '{broken');
  expect(readDraft('devis')).toBeNull();
});
