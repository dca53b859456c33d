/** @jest-environment node */
import { readConfig } from '@/lib/server/config';
import { SEED_REPLY_TEMPLATES } from '@/lib/server/db/migrations/0001-baseline/reply-templates';
import type { Lead } from '../leads';
import { fillTemplate } from './reply-templates';
import { productMention, replyFacts } from './reply-templates-values';
import { replyFactsOf as facts } from '@/test/server/leads';

/** The seeded reply templates, filled for a lead: each case of what the request holds. */

const template = (key: string) => SEED_REPLY_TEMPLATES.find((entry) => entry.key === key)?.body ?? '';
const LINK = facts().bookingUrl;
const SIZES = { largeurCm: 400, profondeurCm: 300 };

describe('the seeded reply templates, filled', () => {
  it('greet by first name and name the product as a sentence does', () => {
    const text = fillTemplate(template('photos'), facts());
    expect(text).toMatch(
      /^Bonjour Sophie,\n\nMerci pour votre demande de devis n°\u00a042 concernant votre pergola bioclimatique\.\n\n/,
    );
    expect(text).not.toContain('Morel');
    expect(text).toMatch(/\n\nMeilleures salutations,$/);
    // A first name that is not one (a link, digits) gives « Bonjour, », as the acknowledgement does.
    expect(fillTemplate('{salutation}', facts({ prenom: 'www.spam.example' }))).toBe('Bonjour,');
    expect(fillTemplate('{produit}', facts({ produit: null }))).toBe('votre projet');
    expect(fillTemplate('{produit}', facts({ produit: 'pergolas' }))).toBe('votre projet');
  });

  it('ask for the photos and the sizes when the request has neither', () => {
    const text = fillTemplate(template('photos'), facts());
    expect(text).toContain('quelques photos de l’emplacement prévu');
    expect(text).toContain('ainsi que ses dimensions approximatives (largeur et profondeur en mètres)\u00a0?');
  });

  it('ask only for the photos when the sizes were given, quoting them', () => {
    const text = fillTemplate(template('photos'), facts({ sizes: SIZES }));
    expect(text).toContain('Nous avons bien noté les dimensions, 4 × 3\u00a0m (12\u00a0m²).');
    expect(text).toContain('quelques photos de l’emplacement prévu');
    expect(text).not.toContain('largeur et profondeur');
  });

  it('ask only for the sizes when a photo came with the request', () => {
    const text = fillTemplate(template('photos'), facts({ photo: true }));
    expect(text).toContain('Nous avons bien reçu la photo jointe à votre demande.');
    expect(text).toContain('les dimensions approximatives de l’emplacement (largeur et profondeur en mètres)\u00a0?');
    expect(text).not.toContain('quelques photos');
  });

  it('ask for nothing when the request has both', () => {
    const text = fillTemplate(template('photos'), facts({ photo: true, sizes: SIZES }));
    expect(text).toContain('Nous avons bien reçu votre photo et les dimensions, 4 × 3\u00a0m (12\u00a0m²)');
    expect(text).not.toMatch(/pourriez-vous/);
  });

  it('give the booking link when no visit is booked', () => {
    const text = fillTemplate(template('visite'), facts());
    expect(text).toContain('nous vous proposons une visite gratuite et sans engagement');
    expect(text).toContain(`sur notre agenda en ligne\u00a0:\n${LINK}\n`);
    expect(text).not.toMatch(/Quels jours/);
  });

  it('confirm the visit already booked, on the office’s clock, without proposing another', () => {
    const visit = { startsAt: '2026-12-01T08:00:00.000Z', office: 'geneve' as const, confirmed: false };
    const booked = fillTemplate(template('visite'), facts({ visit }));
    expect(booked).toContain('Votre visite gratuite du mardi 1er décembre 2026 à 9\u00a0h est bien notée\u00a0:');
    expect(booked).not.toContain(LINK);
    expect(booked).not.toContain('nous vous proposons');
    const confirmed = fillTemplate(template('visite'), facts({ visit: { ...visit, confirmed: true } }));
    expect(confirmed).toContain('à 9\u00a0h est confirmée\u00a0:');
  });

  it('leave an unknown placeholder as written, and fill the link alone', () => {
    expect(fillTemplate('{inconnu} {lien_rendez_vous}', facts())).toBe(`{inconnu} ${LINK}`);
  });
});

describe('replyFacts', () => {
  const lead = {
    id: 7,
    prenom: 'Léa',
    nom: 'Projet',
    produit: 'carports-v',
    project: { largeurCm: 500, profondeurCm: null },
    attachment: { filename: 'terrasse.jpg', mime: 'image/jpeg', size: 1000 },
  } as unknown as Lead;
  const config = { ...readConfig({}), authSecret: 'secret-de-test-assez-long-pour-signer' };
  const now = new Date('2026-11-28T10:00:00Z');
  const booking = (kind: 'visite' | 'appel', status: 'reserve' | 'confirme' | 'annule', startsAt: string) =>
    ({ kind, status, startsAt, office: 'geneve' }) as const;

  it('takes the soonest visit to come, neither cancelled nor past, and signs the booking link', () => {
    const found = replyFacts(
      lead,
      [
        booking('visite', 'confirme', '2026-11-27T08:00:00.000Z'),
        booking('appel', 'reserve', '2026-11-30T08:00:00.000Z'),
        booking('visite', 'annule', '2026-12-01T08:00:00.000Z'),
        booking('visite', 'reserve', '2026-12-03T08:00:00.000Z'),
      ],
      { config, now },
    );
    expect(found.visit).toEqual({ startsAt: '2026-12-03T08:00:00.000Z', office: 'geneve', confirmed: false });
    expect(found.bookingUrl).toMatch(/\/rendez-vous\?demande=7\.\d+\.[\w-]{43}$/);
    // One size is not the sizes; an image is a photo.
    expect(found).toMatchObject({ sizes: null, photo: true });
  });

  it('counts a document that is not an image as no photo', () => {
    const pdf = { ...lead, attachment: { filename: 'plan.pdf', mime: 'application/pdf', size: 1 } } as Lead;
    expect(replyFacts(pdf, [], { config, now })).toMatchObject({ photo: false, visit: null });
  });

  it('words each product of the catalogue as a sentence', () => {
    expect(productMention('carports-v')).toBe('votre carport en V');
    expect(productMention('murs-de-verre')).toBe('vos murs de verre');
  });
});
