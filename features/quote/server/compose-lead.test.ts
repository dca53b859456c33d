/** @jest-environment node */
import { quoteSubject } from './compose-lead';

describe('quoteSubject', () => {
  it('says « Demande de devis » once, whatever the subject already starts with', () => {
    expect(quoteSubject('Demande de devis – Pergola Bioclimatique')).toBe('Demande de devis – Pergola Bioclimatique');
    expect(quoteSubject('demande de devis: pergola')).toBe('Demande de devis – pergola');
    expect(quoteSubject('Demande de devis\u00a0- Carport')).toBe('Demande de devis – Carport');
    expect(quoteSubject('Demande de devis')).toBe('Demande de devis');
    expect(quoteSubject('Pergola')).toBe('Demande de devis – Pergola');
    // Only a prefix counts.
    expect(quoteSubject('Ma demande de devis')).toBe('Demande de devis – Ma demande de devis');
  });
});
