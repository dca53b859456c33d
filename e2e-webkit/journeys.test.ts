import assert from 'node:assert/strict';
import { By, Key } from 'selenium-webdriver';
import { getArticles } from '../lib/content';
import { desktop, journey, phone, type Visit } from './harness';

/**
 * The visitor's journeys of the Playwright specs tagged @journey, in WebKit (e2e-webkit/harness.ts): the phone
 * menu, a product page's FAQ and gallery, the quote form then a visit booked from its confirmation, the estimator,
 * a comment and the newsletter; at 390 and 1440 px, the lightbox also at 390×664 and 1366×768.
 */

const open = (visit: Visit, css: string) =>
  visit.driver.executeScript('return document.querySelector(arguments[0])?.open ?? null', css);
const textOf = (visit: Visit, css: string) =>
  visit.driver.executeScript('return document.querySelector(arguments[0])?.textContent.trim() ?? null', css);

journey(
  'the home page, and every link of the phone menu or the header’s quote reachable',
  [phone, desktop],
  async (visit, size) => {
    await visit.go('/');
    assert.ok((await visit.sidewaysOverflow()) <= 0, 'no sideways scrolling');
    await visit.keep('home');
    if (size !== phone) {
      await visit.reachable(await visit.control('header', 'Devis gratuit'));
      return;
    }
    await visit.click(await visit.control('header', 'Ouvrir le menu'));
    await visit.click(await visit.control('dialog[open]', 'Nos Solutions'));
    const links = await visit.driver.findElements(By.css('dialog[open] a'));
    assert.ok(links.length > 10, `${links.length} links`);
    await visit.keep('phone-menu');
    for (const link of links) await visit.reachable(link);
    await visit.click(await visit.control('dialog[open]', 'Pompes à Chaleur'));
    await visit.eventually(
      () => visit.driver.getCurrentUrl(),
      (url) => url.endsWith('/products/pompes-a-chaleur'),
      'URL',
    );
  },
);

journey(
  'a product page: its FAQ, its gallery’s lightbox fitting a smaller screen too, focus rings only from the keyboard',
  [phone, desktop],
  async (visit, size) => {
    await visit.go('/products/pergolas-bioclimatique');
    const question = await visit.find('[data-testid="faq-list"] details summary');
    await visit.reachable(question);
    await visit.click(question);
    await visit.eventually(
      () => open(visit, '[data-testid="faq-list"] details'),
      (state) => state === true,
      'open',
    );
    await visit.click(question);
    await visit.eventually(
      () => open(visit, '[data-testid="faq-list"] details'),
      (state) => state === false,
      'shut',
    );

    const tile = await visit.find('[data-testid="gallery"] button');
    await visit.reachable(tile);
    await visit.click(tile);
    await visit.find('dialog[open]');
    // Opened by a click: no keyboard ring, neither on the dialog nor on what it focused.
    const rings = () =>
      visit.driver.executeScript<string[]>(
        `return [document.querySelector('dialog[open]'), document.activeElement]
          .map((element) => getComputedStyle(element).outlineStyle)`,
      );
    assert.deepEqual(await rings(), ['none', 'none'], 'no focus ring after a click');

    const title = await textOf(visit, '[data-testid="lightbox-title"]');
    await visit.click(await visit.control('dialog[open]', 'Image suivante'));
    await visit.eventually(
      () => textOf(visit, '[data-testid="lightbox-title"]'),
      (now) => now !== title,
      'next',
    );
    // From the keyboard, the ring shows.
    await visit.driver.actions().sendKeys(Key.TAB).perform();
    const focused = await visit.driver.executeScript<string>('return document.activeElement.outerHTML.slice(0, 60)');
    assert.equal((await rings())[1], 'solid', `the focus ring after Tab, on ${focused}`);
    const smaller = size === phone ? { width: 390, height: 664 } : { width: 1366, height: 768 };
    for (const screen of [size, smaller]) {
      await visit.driver.manage().window().setRect(screen);
      const fits = await visit.driver.executeScript(`const box = document.querySelector('dialog[open]');
        const rect = box.getBoundingClientRect();
        return [rect.top >= 0, rect.bottom <= innerHeight, box.scrollHeight - box.clientHeight];`);
      assert.deepEqual(fits, [true, true, 0], `the lightbox fits ${screen.width}×${screen.height}`);
      for (const name of ['Image précédente', 'Image suivante', 'Fermer']) {
        await visit.reachable(await visit.control('dialog[open]', name));
      }
    }
    await visit.click(await visit.control('dialog[open]', 'Fermer'));
    await visit.eventually(
      () => open(visit, 'dialog'),
      (state) => state === false,
      'closed',
    );
  },
);

journey(
  'the quote form: what is missing, then sent and confirmed; a visit booked from the confirmation, then cancelled',
  [phone, desktop],
  async (visit, size) => {
    const form = '[data-testid="contact-form"]';
    await visit.go('/contact');
    await visit.type(await visit.field(form, 'Nom'), 'Moteur');
    await visit.type(await visit.field(form, 'Prénom'), 'Safari');
    await visit.type(await visit.field(form, 'E-mail'), 'safari@');
    await visit.type(await visit.field(form, 'Code postal'), '1225');
    await visit.type(await visit.field(form, 'Sujet'), 'Pergola');
    await visit.type(await visit.field(form, 'Message'), `Bonjour, WebKit ${size.width} ${Date.now()}`);
    await visit.driver.executeScript('document.activeElement.blur()');
    await visit.eventually(
      () => textOf(visit, '[data-testid="contact-missing"]'),
      (text) => text === 'Il manque\u00a0: téléphone, e-mail valide',
      'the missing fields',
    );
    await visit.type(await visit.field(form, 'E-mail'), `safari.${size.width}@example.ch`);
    await visit.type(await visit.field(form, 'Téléphone'), '+41 79 123 45 67');
    await visit.click(await visit.control(form, 'Envoyer ma demande'));
    await visit.find('[data-testid="contact-confirmation"] [data-testid="contact-reference"]', 30_000);
    await visit.keep('quote-confirmation');

    const offer = await visit.control('[data-testid="contact-confirmation"]', 'Réserver une visite');
    await visit.reachable(offer);
    await visit.click(offer);
    const picker = '[data-testid="booking-form"][data-slots="ready"]';
    await visit.type(await visit.field(picker, 'Rue et numéro'), `Chemin du Moteur ${size.width}`);
    await visit.type(await visit.field(picker, 'Localité'), 'Chêne-Bourg');
    // A slot far from the Playwright specs' (the same days, another server's database all the same).
    const slot = await visit.driver.executeScript(
      `const radios = document.querySelectorAll('${picker} input[type=radio][name=creneau]');
      const radio = radios[radios.length - 1 - (arguments[0] ? 1 : 4)];
      radio.closest('details').open = true;
      return radio.closest('label') ?? radio.labels[0];`,
      size === phone,
    );
    await visit.reachable(slot as never);
    await visit.click(slot as never);
    await visit.click(await visit.control(picker, 'Réserver ce créneau'));
    const manage = await visit.control('[data-testid="booking-confirmation"]', 'Déplacer ou annuler le rendez-vous');
    await visit.driver.get((await manage.getAttribute('href')) ?? '');
    await visit.click(await visit.find('[data-testid="booking-cancel"] > summary'));
    await visit.click(await visit.control('[data-testid="booking-cancel"]', 'Confirmer l’annulation'));
    await visit.eventually(
      () => textOf(visit, '[data-testid="booking-outcome"]'),
      (text) => String(text).includes('Votre rendez-vous est annulé.'),
      'cancelled',
    );
  },
);

journey('the estimator: a 4 × 3 m bioclimatic pergola, carried to the quote form', [phone, desktop], async (visit) => {
  const estimator = '[data-testid="estimator"][data-ready="true"]';
  await visit.go('/estimation');
  await visit.click(await visit.field(estimator, 'Bioclimatique'));
  await visit.type(await visit.field(estimator, 'Largeur'), '4');
  await visit.type(await visit.field(estimator, 'Profondeur'), '3');
  await visit.eventually(
    () => textOf(visit, '[data-testid="estimate-total"]'),
    (text) => text === '10\u202f550 à 23\u202f450\u00a0CHF',
    'the estimate',
  );
  const link = await visit.control(estimator, 'Recevoir un devis précis');
  await visit.reachable(link);
  await visit.click(link);
  await visit.eventually(
    () => visit.driver.getCurrentUrl(),
    (url) => url.includes('/contact?produit=pergolas-bioclimatique&largeur=4&profondeur=3&materiau=bioclimatique'),
    'the quote form’s address',
  );
});

journey('a comment posted, pending; the newsletter subscribed', [phone, desktop], async (visit, size) => {
  await visit.go(`/conseils/${getArticles()[3]!.slug}`);
  const comments = '#commentaires';
  await visit.type(await visit.field(comments, 'Nom'), 'Dominique Safari');
  await visit.type(await visit.field(comments, 'E-mail'), 'dominique.safari@example.ch');
  await visit.type(await visit.field(comments, 'Message'), `WebKit ${size.width} ${Date.now()}`);
  await visit.click(await visit.control(comments, 'Envoyer'));
  await visit.eventually(
    () => textOf(visit, '[data-testid="comment-sent"]'),
    (text) => String(text).includes('en attente de modération'),
    'the comment’s answer',
  );

  const email = await visit.field('footer', 'Votre adresse e-mail');
  await visit.type(email, `safari.${size.width}.${Date.now()}@example.ch`);
  await visit.click(await visit.control('footer', 'S’inscrire à la newsletter'));
  await visit.eventually(
    () => textOf(visit, '[data-testid="newsletter-sent"]'),
    (text) => String(text).includes('un lien de confirmation vous attend'),
    'the subscription’s answer',
  );
});
