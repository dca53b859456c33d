import { z } from 'zod';
import { inlineMarkdown, linkSchema, pageMetadataSchema, parseContent } from './schema';
import { CONFIRMATION_DAYS, RETENTION } from './retention';
import { isToComplete, site, TO_COMPLETE } from './site';

/**
 * Texts of /mentions-legales and /politique-confidentialite.
 * Every company fact (names, addresses, registry numbers, host, mediator) is read from
 * content/site.ts; values the company has not supplied yet stay « À COMPLÉTER par l’entreprise ».
 *
 * Paragraphs and list items are short Markdown texts: **bold** and [label](link).
 */

const text = z.string().trim().min(1, 'ne doit pas être vide');

const legalFactSchema = z.object({ term: text, value: text, href: linkSchema.optional() });

const legalBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('paragraph'), text: inlineMarkdown }),
  z.object({ type: z.literal('list'), items: z.array(inlineMarkdown).min(1) }),
  /** A definition list (term: value), e.g. the company's identifiers. */
  z.object({ type: z.literal('facts'), items: z.array(legalFactSchema).min(1) }),
]);

const legalSubsectionSchema = z.object({ title: text, blocks: z.array(legalBlockSchema).min(1) });

const legalSectionSchema = z
  .object({
    /** Fragment identifier, linked from the table of contents. */
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'identifiant en minuscules avec tirets'),
    title: text,
    blocks: z.array(legalBlockSchema).default([]),
    subsections: z.array(legalSubsectionSchema).default([]),
  })
  .refine((section) => section.blocks.length + section.subsections.length > 0, 'section vide');

const legalPageSchema = z
  .object({
    path: z.enum(['/mentions-legales', '/politique-confidentialite']),
    metadata: pageMetadataSchema,
    eyebrow: text,
    title: text,
    intro: inlineMarkdown,
    /** ISO date shown as « Dernière mise à jour ». */
    updatedAt: z.iso.date(),
    sections: z.array(legalSectionSchema).min(1),
  })
  .refine(
    (page) => new Set(page.sections.map((s) => s.id)).size === page.sections.length,
    'identifiants de section en double',
  );

export type LegalFact = z.infer<typeof legalFactSchema>;
export type LegalBlock = z.infer<typeof legalBlockSchema>;
export type LegalPage = z.infer<typeof legalPageSchema>;

const [officeCH, officeFR] = site.offices;
if (!officeCH || !officeFR)
  throw new Error('content/legal.ts: site.offices doit contenir les bureaux de Suisse et de France');

const { legal } = site;
const siteHost = new URL(site.url).hostname;
const fullAddress = (office: typeof officeCH) =>
  `${office.address}, ${office.postcode} ${office.city}, ${office.country}`;
const mail = (email: string) => `[${email}](mailto:${email})`;
/** A fact whose link is dropped while its value is still to be supplied. */
const fact = (term: string, value: string, href?: string) =>
  href && !isToComplete(value) ? { term, value, href } : { term, value };
const telLink = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

/* ------------------------------------------------------------------ */
/* Mentions légales                                                     */
/* ------------------------------------------------------------------ */

export const legalNotice = parseContent('content/legal.ts (legalNotice)', legalPageSchema, {
  path: '/mentions-legales',
  metadata: {
    title: 'Mentions légales',
    description: `Mentions légales du site ${siteHost} : éditeur, numéros d’entreprise, hébergeur, médiateur de la consommation, propriété intellectuelle et responsabilité.`,
    keywords: ['mentions légales', site.legalName, site.legalNameFrance],
  },
  eyebrow: 'Informations légales',
  title: 'Mentions légales',
  intro:
    `Le site ${siteHost} est édité par ${site.legalName}, en Suisse, et présente aussi l’agence française de ${site.legalNameFrance}. ` +
    'Ces informations sont publiées conformément au droit suisse (art. 3, al. 1, let. s, de la loi fédérale contre la concurrence déloyale, LCD) ' +
    'et, pour l’agence de Clermont-Ferrand, au droit français (art. 6, III, de la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l’économie numérique, LCEN).',
  updatedAt: site.contentUpdatedAt,
  sections: [
    {
      id: 'editeur',
      title: 'Éditeur du site',
      subsections: [
        {
          title: `${site.legalName} (Suisse)`,
          blocks: [
            {
              type: 'facts',
              items: [
                fact('Raison sociale', site.legalName),
                fact('Forme juridique', 'Société à responsabilité limitée (Sàrl) de droit suisse'),
                fact('Adresse', fullAddress(officeCH)),
                fact('Registre', legal.commercialRegister),
                fact('Numéro d’identification des entreprises (IDE/UID)', legal.uid),
                fact('E-mail', officeCH.email, `mailto:${officeCH.email}`),
                fact('Téléphone', officeCH.phone, telLink(officeCH.phone)),
              ],
            },
          ],
        },
        {
          title: `${site.legalNameFrance} (France, agence de ${officeFR.city})`,
          blocks: [
            {
              type: 'facts',
              items: [
                fact('Raison sociale', site.legalNameFrance),
                fact('Forme juridique', 'Société par actions simplifiée (SAS) de droit français'),
                fact('Adresse', fullAddress(officeFR)),
                fact('Immatriculation au registre du commerce et des sociétés (RCS)', legal.rcs),
                fact('Capital social', legal.shareCapital),
                fact('Numéro de TVA intracommunautaire', legal.vatFr),
                fact('E-mail', officeFR.email, `mailto:${officeFR.email}`),
                fact('Téléphone', officeFR.phone, telLink(officeFR.phone)),
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'directeur-publication',
      title: 'Directeur de la publication',
      blocks: [
        {
          type: 'facts',
          items: [
            fact('Directeur de la publication', legal.publicationDirectorRole),
            fact('Contact', site.email, `mailto:${site.email}`),
          ],
        },
      ],
    },
    {
      id: 'hebergement',
      title: 'Hébergement',
      blocks: [
        { type: 'paragraph', text: 'Le site est hébergé par :' },
        {
          type: 'facts',
          items: [
            fact('Hébergeur', legal.host.name),
            fact('Adresse', legal.host.address),
            fact('Téléphone', legal.host.phone, telLink(legal.host.phone)),
          ],
        },
      ],
    },
    {
      id: 'mediation',
      title: 'Médiation de la consommation',
      blocks: [
        {
          type: 'paragraph',
          text:
            `Conformément aux articles L611-1 et suivants du Code de la consommation, le consommateur qui a conclu un contrat avec ${site.legalNameFrance} ` +
            'peut recourir gratuitement au médiateur de la consommation ci-dessous, après avoir adressé une réclamation écrite à l’agence ' +
            `de ${officeFR.city} (${mail(officeFR.email)}) restée sans réponse satisfaisante.`,
        },
        {
          type: 'facts',
          items: [
            fact('Médiateur de la consommation', legal.mediator.name),
            fact('Site internet', legal.mediator.url, legal.mediator.url),
          ],
        },
        {
          type: 'paragraph',
          text: `En Suisse, un différend avec ${site.legalName} peut être porté devant l’autorité de conciliation compétente ou faire l’objet d’une médiation convenue entre les parties.`,
        },
      ],
    },
    {
      id: 'propriete-intellectuelle',
      title: 'Propriété intellectuelle',
      blocks: [
        {
          type: 'paragraph',
          text:
            `L’ensemble du site (textes, illustrations, photographies, logos, mise en page et code) appartient à ${site.legalName} ou à ses partenaires ` +
            'et est protégé par la loi fédérale suisse sur le droit d’auteur (LDA) et par le Code français de la propriété intellectuelle.',
        },
        {
          type: 'paragraph',
          text:
            'Toute reproduction, représentation ou adaptation, totale ou partielle, sans autorisation écrite préalable est interdite, ' +
            'à l’exception de l’usage privé et des courtes citations mentionnant la source. ' +
            `Les noms et logos des marques partenaires restent la propriété de leurs titulaires. Le nom et le logo ${site.name} sont des signes distinctifs de l’entreprise.`,
        },
      ],
    },
    {
      id: 'responsabilite',
      title: 'Responsabilité',
      blocks: [
        {
          type: 'paragraph',
          text:
            'Les informations publiées sur ce site (descriptions de produits, délais, fourchettes de prix, conseils) sont données à titre indicatif ' +
            'et peuvent évoluer. Seul un devis écrit et signé engage l’entreprise sur un prix, un délai ou une prestation.',
        },
        {
          type: 'paragraph',
          text:
            'Nous veillons à l’exactitude et à la mise à jour du contenu, sans pouvoir garantir qu’il soit exempt d’erreur ni que le site soit accessible ' +
            'sans interruption. Dans les limites permises par la loi, notre responsabilité ne saurait être engagée pour un dommage résultant de l’utilisation du site ' +
            'ou de l’impossibilité d’y accéder.',
        },
        {
          type: 'paragraph',
          text:
            'Les liens vers des sites tiers (réseaux sociaux, nuancier de couleurs, organismes officiels) sont fournis pour votre commodité : ' +
            'nous n’exerçons aucun contrôle sur leur contenu et déclinons toute responsabilité à leur égard.',
        },
      ],
    },
    {
      id: 'donnees-personnelles',
      title: 'Données personnelles et cookies',
      blocks: [
        {
          type: 'paragraph',
          text:
            'Ce site ne dépose aucun cookie de suivi et n’utilise aucun outil de mesure d’audience tiers. Le traitement des données transmises par les formulaires ' +
            'est décrit dans notre [politique de confidentialité](/politique-confidentialite).',
        },
      ],
    },
    {
      id: 'droit-applicable',
      title: 'Droit applicable',
      blocks: [
        {
          type: 'paragraph',
          text:
            `Les présentes mentions sont régies par le droit suisse pour ${site.legalName} et par le droit français pour ${site.legalNameFrance}. ` +
            'Les dispositions impératives qui protègent les consommateurs dans leur pays de résidence demeurent réservées.',
        },
      ],
    },
  ],
});

/* ------------------------------------------------------------------ */
/* Politique de confidentialité                                          */
/* ------------------------------------------------------------------ */

const processors = [
  `**Hébergement du site** : ${legal.host.name}. L’hébergeur stocke les pages, les journaux du serveur et les demandes envoyées par les formulaires.`,
  `**Envoi des e-mails (SMTP)** : ${legal.emailProvider.name}. Ce prestataire achemine jusqu’à nos équipes les messages du formulaire de contact et les commentaires à modérer, et jusqu’à vous les e-mails de confirmation et de la lettre d’information.`,
];

export const privacyPolicy = parseContent('content/legal.ts (privacyPolicy)', legalPageSchema, {
  path: '/politique-confidentialite',
  metadata: {
    title: 'Politique de confidentialité',
    description:
      'Données traitées par le site (formulaire de devis, newsletter, commentaires, journaux), durées de conservation et vos droits selon la nLPD suisse et le RGPD.',
    keywords: ['politique de confidentialité', 'protection des données', 'nLPD', 'RGPD'],
  },
  eyebrow: 'Protection des données',
  title: 'Politique de confidentialité',
  intro:
    'Cette politique décrit les données personnelles que ce site traite, pourquoi, combien de temps, avec qui elles sont partagées et comment exercer vos droits. Elle répond à la loi fédérale suisse sur la protection des données (nLPD) et au règlement général européen sur la protection des données (RGPD). **Ce site ne dépose aucun cookie de suivi et n’utilise aucun outil de mesure d’audience tiers.**',
  updatedAt: site.contentUpdatedAt,
  sections: [
    {
      id: 'responsables',
      title: 'Responsables du traitement',
      blocks: [
        {
          type: 'paragraph',
          text:
            `${site.legalName}, ${fullAddress(officeCH)}, est responsable des traitements liés à ce site. ` +
            `${site.legalNameFrance}, ${fullAddress(officeFR)}, est responsable des demandes suivies par l’agence de ${officeFR.city} ` +
            'et sert d’interlocuteur aux personnes qui résident dans l’Union européenne.',
        },
        {
          type: 'facts',
          items: [
            fact(`Contact en Suisse (${officeCH.label})`, officeCH.email, `mailto:${officeCH.email}`),
            fact(`Contact en France (${officeFR.label})`, officeFR.email, `mailto:${officeFR.email}`),
          ],
        },
      ],
    },
    {
      id: 'donnees-traitees',
      title: 'Données traitées, finalités et durées de conservation',
      blocks: [
        {
          type: 'paragraph',
          text: 'Nous ne traitons que les données nécessaires aux cinq usages ci-dessous. Elles ne sont ni vendues, ni louées, ni utilisées à des fins publicitaires.',
        },
      ],
      subsections: [
        {
          title: 'Formulaire de contact et de demande de devis',
          blocks: [
            {
              type: 'list',
              items: [
                '**Données** : nom, prénom, adresse e-mail, numéro de téléphone, société (facultatif), sujet, message et, si vous en joignez une, la pièce jointe (PDF, DOC, DOCX, JPG ou PNG) ; le produit consulté lorsque vous venez d’une page produit ; pour détecter les envois abusifs, une empreinte pseudonymisée (hachage salé) de votre adresse IP et le type de navigateur.',
                '**Origine de votre visite** : avec votre demande, et seulement quand vous l’envoyez, le formulaire transmet d’où venait votre visite : les paramètres de campagne (utm_source, utm_medium, utm_campaign, utm_term, utm_content) de l’adresse de la première page de votre visite et de la dernière qui en portait ; si un identifiant de clic publicitaire (gclid, fbclid ou msclkid) figurait dans l’adresse, le seul fait qu’il était présent, jamais sa valeur ; le nom du site qui vous a envoyé vers nous (par exemple www.google.com), sans l’adresse de sa page ; la première page visitée sur notre site et celle d’où vous envoyez le formulaire ; enfin, si vous utilisez un téléphone ou un ordinateur.',
                `**Pourquoi et combien de temps** : savoir quelles annonces et quelles pages de notre site nous amènent des demandes. Ces informations sont conservées avec la demande et aussi longtemps qu’elle (${RETENTION.leadYears} ans au plus), puis supprimées avec elle. Pendant la visite, seul votre navigateur les garde, dans l’onglet ouvert (stockage de session, effacé à sa fermeture) : aucun cookie n’est déposé et rien ne quitte votre navigateur avant l’envoi d’un formulaire.`,
                '**Finalité** : répondre à votre demande et préparer votre devis. Votre demande nous parvient par e-mail et, si ce service est activé, vous recevez un accusé de réception.',
                '**Base juridique** : mesures précontractuelles prises à votre demande (art. 6, par. 1, let. b, RGPD) et notre intérêt légitime à répondre aux messages qui nous sont adressés (art. 6, par. 1, let. f, RGPD) ; en Suisse, le traitement respecte les principes de l’art. 6 nLPD.',
                `**Durée de conservation** : ${RETENTION.leadYears} ans après votre demande, puis suppression automatique (pièce jointe comprise). Si un contrat est conclu, les données sont conservées pendant la relation contractuelle, puis pendant les délais légaux de conservation des pièces commerciales et comptables (10 ans en Suisse comme en France).`,
              ],
            },
          ],
        },
        {
          title: 'Prise de rendez-vous (visite ou appel)',
          blocks: [
            {
              type: 'list',
              items: [
                '**Données** : nom, adresse e-mail, numéro de téléphone, code postal, message (facultatif), le bureau, le type et l’heure du rendez-vous, son historique (réservé, confirmé, déplacé, annulé) et, si vous réservez depuis le lien reçu après une demande de devis, le lien avec cette demande ; pour détecter les envois abusifs, une empreinte pseudonymisée (hachage salé) de votre adresse IP.',
                '**Finalité** : organiser la visite ou l’appel, vous envoyer la confirmation, l’invitation pour votre agenda, un rappel la veille et le lien pour annuler ou déplacer le rendez-vous.',
                '**Base juridique** : mesures précontractuelles prises à votre demande (art. 6, par. 1, let. b, RGPD) ; en Suisse, le traitement respecte les principes de l’art. 6 nLPD.',
                `**Durée de conservation** : ${RETENTION.leadYears} ans après la date du rendez-vous, comme une demande de devis, puis suppression automatique avec son historique et ses e-mails.`,
              ],
            },
          ],
        },
        {
          title: 'Lettre d’information (newsletter)',
          blocks: [
            {
              type: 'list',
              items: [
                '**Données** : votre adresse e-mail et, comme preuve de votre consentement, le texte affiché à côté du formulaire au moment de votre demande, la date et l’heure de la demande et de la confirmation, et une empreinte pseudonymisée (hachage salé) de l’adresse IP de chacune.',
                `**Inscription en deux temps (double opt-in)** : après votre demande, nous envoyons à l’adresse indiquée un e-mail avec un lien de confirmation valable ${CONFIRMATION_DAYS} jours ; seules les adresses confirmées reçoivent la newsletter. Une demande jamais confirmée est effacée après ${RETENTION.unconfirmedSubscriptionDays} jours. Le site répond de la même façon que l’adresse soit déjà inscrite ou non.`,
                '**Finalité** : vous envoyer nos nouveautés, réalisations et conseils d’aménagement, une fois par mois au plus.',
                '**Base juridique** : votre consentement (art. 6, par. 1, let. a, RGPD ; en Suisse, art. 3, al. 1, let. o, LCD pour les envois publicitaires de masse), que vous pouvez retirer à tout moment.',
                '**Désinscription en un clic** : chaque e-mail, celui de confirmation compris, contient un lien de désinscription, que votre messagerie peut aussi proposer comme bouton « Se désinscrire » ; il fonctionne sans compte ni mot de passe. Votre adresse et la preuve de votre consentement sont alors effacées de notre liste.',
                '**Durée de conservation** : jusqu’à votre désinscription.',
              ],
            },
          ],
        },
        {
          title: 'Commentaires des articles',
          blocks: [
            {
              type: 'list',
              items: [
                '**Données** : nom, adresse e-mail et message, ainsi qu’une empreinte pseudonymisée (hachage salé) de votre adresse IP pour écarter les envois abusifs.',
                '**Finalité** : publier votre commentaire sous l’article et pouvoir vous répondre. Chaque commentaire est relu avant publication (modération) ; seuls le nom, la date et le message sont publiés, jamais l’adresse e-mail. Nous pouvons y répondre publiquement, sous le nom de l’entreprise ; notre réponse est retirée avec votre commentaire.',
                '**Avis de réponse** : si vous cochez « Me prévenir d’une réponse », nous vous envoyons un e-mail à chacune de nos réponses à ce commentaire, et rien d’autre. Le lien de chaque e-mail arrête ces avis en un clic ; votre commentaire reste publié.',
                '**Base juridique** : votre consentement, donné en envoyant le commentaire ; vous pouvez demander sa suppression à tout moment.',
                `**Durée de conservation** : tant que l’article est en ligne pour un commentaire publié ; un commentaire refusé est supprimé au plus tard ${RETENTION.refusedCommentDays} jours après la modération.`,
              ],
            },
          ],
        },
        {
          title: 'Journaux du serveur',
          blocks: [
            {
              type: 'list',
              items: [
                '**Données** : adresse IP, date et heure de la requête, adresse de la page demandée, code de réponse et type de navigateur.',
                '**Finalité** : sécurité du site, limitation du nombre d’envois des formulaires par adresse IP (le compteur n’est gardé qu’en mémoire, quelques minutes) et diagnostic des erreurs.',
                '**Base juridique** : notre intérêt légitime à protéger le site et ses utilisateurs (art. 6, par. 1, let. f, RGPD).',
                '**Durée de conservation** : 30 jours, puis suppression automatique.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies et mesure d’audience',
      blocks: [
        {
          type: 'paragraph',
          text: 'Ce site ne dépose **aucun cookie de suivi, publicitaire ou de mesure d’audience** et n’utilise **aucun outil d’analyse tiers**. Les polices de caractères et les images sont servies par notre propre serveur : votre navigateur ne contacte aucun service tiers lorsque vous consultez nos pages. Aucun bandeau de consentement n’est donc nécessaire.',
        },
        {
          type: 'paragraph',
          text: 'Pour savoir d’où viennent les demandes de devis, votre navigateur note, dans l’onglet seulement et sans cookie, l’origine de votre visite (paramètres de campagne, site d’où vous venez, page d’arrivée) ; elle ne nous est transmise qu’avec un formulaire que vous envoyez, comme décrit [ci-dessus](#donnees-traitees).',
        },
        {
          type: 'paragraph',
          text:
            'Lorsque vous cliquez sur un numéro de téléphone ou une adresse e-mail du site, notre serveur ajoute un au **compte anonyme du jour et de la page** où se trouve le lien. ' +
            'Seul ce total par jour, par page et par type de lien (téléphone ou e-mail) est conservé, **sans adresse IP, sans cookie ni aucun identifiant** : ' +
            'ce compte nous dit quelles pages donnent envie de nous contacter, il ne permet de reconnaître personne.',
        },
        {
          type: 'paragraph',
          text:
            'Les boutons de partage (Facebook, X, Pinterest, e-mail) sont de simples liens : aucune donnée n’est transmise à ces services tant que vous ne cliquez pas. ' +
            'Une fois sur leur site, c’est leur propre politique de confidentialité qui s’applique.',
        },
      ],
    },
    {
      id: 'destinataires',
      title: 'Destinataires et sous-traitants',
      blocks: [
        {
          type: 'paragraph',
          text:
            `Vos données ne sont accessibles qu’aux collaborateurs de ${site.name} qui traitent votre demande ; elles peuvent être transmises à l’autre société du groupe ` +
            'lorsque votre projet relève de son secteur. Nous faisons appel aux sous-traitants suivants, liés par un contrat qui les oblige à ne traiter les données que sur nos instructions ' +
            'et à en assurer la sécurité (art. 9 nLPD, art. 28 RGPD) :',
        },
        { type: 'list', items: processors },
      ],
    },
    {
      id: 'transferts',
      title: 'Transferts à l’étranger',
      blocks: [
        {
          type: 'paragraph',
          text:
            'Les données sont traitées en Suisse et dans l’Union européenne. Le Conseil fédéral reconnaît aux États de l’Union européenne et de l’EEE un niveau de protection adéquat, ' +
            'et la Commission européenne reconnaît celui de la Suisse : les échanges entre nos deux agences ne nécessitent donc pas de garanties supplémentaires.',
        },
        {
          type: 'paragraph',
          text:
            'Si un prestataire devait traiter des données dans un autre pays, nous ne le ferions qu’avec des garanties appropriées, en particulier les clauses contractuelles types ' +
            'reconnues par le Préposé fédéral et par la Commission européenne.',
        },
      ],
    },
    {
      id: 'securite',
      title: 'Sécurité',
      blocks: [
        {
          type: 'paragraph',
          text:
            'Le site est servi exclusivement en HTTPS, les échanges avec le formulaire sont chiffrés, l’accès aux demandes est limité aux personnes qui les traitent ' +
            'et le nombre d’envois par adresse IP est limité pour prévenir les abus.',
        },
      ],
    },
    {
      id: 'vos-droits',
      title: 'Vos droits',
      blocks: [
        {
          type: 'paragraph',
          text: 'Selon la nLPD et le RGPD, vous disposez à tout moment des droits suivants sur vos données :',
        },
        {
          type: 'list',
          items: [
            '**Accès** : savoir si nous traitons des données vous concernant et en obtenir une copie.',
            '**Rectification** : faire corriger des données inexactes ou incomplètes.',
            '**Effacement** : faire supprimer vos données, sous réserve des obligations légales de conservation.',
            '**Opposition et limitation** : vous opposer à un traitement fondé sur notre intérêt légitime ou en demander la limitation.',
            '**Portabilité** : recevoir les données que vous nous avez fournies dans un format structuré et couramment utilisé.',
            '**Retrait du consentement** : pour la newsletter et les commentaires, sans effet sur les traitements déjà effectués.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Nous ne prenons aucune décision individuelle automatisée et ne faisons aucun profilage.',
        },
        {
          type: 'paragraph',
          text:
            'Vous pouvez aussi déposer une plainte auprès d’une autorité de contrôle : en Suisse, le Préposé fédéral à la protection des données et à la transparence ' +
            '(PFPDT, Feldeggweg 1, 3003 Berne, [www.edoeb.admin.ch](https://www.edoeb.admin.ch)) ; en France, la Commission nationale de l’informatique et des libertés ' +
            '(CNIL, 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, [www.cnil.fr](https://www.cnil.fr)).',
        },
      ],
    },
    {
      id: 'exercer-vos-droits',
      title: 'Comment exercer vos droits',
      blocks: [
        {
          type: 'paragraph',
          text:
            'Écrivez-nous par e-mail ou par courrier à l’agence de votre choix, en précisant le droit que vous souhaitez exercer. ' +
            'Nous répondons gratuitement dans un délai de 30 jours et pouvons vous demander une pièce d’identité en cas de doute raisonnable sur votre identité.',
        },
        {
          type: 'facts',
          items: site.offices.flatMap((office) => [
            fact(`${office.label}, ${office.country} : e-mail`, office.email, `mailto:${office.email}`),
            fact(`${office.label}, ${office.country} : courrier`, fullAddress(office)),
          ]),
        },
      ],
    },
    {
      id: 'demandes-donnees',
      title: 'Ce que nous faisons de votre demande d’accès ou d’effacement',
      blocks: [
        {
          type: 'paragraph',
          text:
            'Les données que ce site enregistre sont retrouvées par votre adresse e-mail (majuscules et minuscules confondues). ' +
            'Votre demande d’accès ou de portabilité reçoit un fichier JSON contenant tout ce qui est enregistré pour cette adresse :',
        },
        {
          type: 'list',
          items: [
            '**Demandes de devis** : tous les champs du formulaire, le nom, le type et la taille de la pièce jointe, l’empreinte de l’adresse IP, le navigateur et l’état des e-mails qui nous les ont transmises.',
            '**Commentaires** : nom, adresse e-mail, message, date, état de la modération, nos réponses et l’état de l’e-mail qui nous l’a signalé.',
            '**Newsletter** : l’inscription et sa preuve de consentement (texte affiché, dates de la demande et de la confirmation, empreintes des adresses IP) et l’état de l’e-mail de confirmation.',
          ],
        },
        {
          type: 'paragraph',
          text:
            'Votre demande d’effacement supprime tout cela en une fois, définitivement : les demandes de devis avec leurs pièces jointes, les commentaires avec nos réponses, ' +
            'l’inscription à la newsletter, et les e-mails les concernant encore en attente d’envoi. ' +
            'Nous ne gardons que la trace de l’effacement (sa date, la personne qui l’a effectué et le nombre d’éléments supprimés), sans aucune donnée vous concernant. ' +
            'Les e-mails déjà remis à nos collaborateurs sont supprimés de notre messagerie. ' +
            'Seules les données que la loi nous oblige à conserver (par exemple celles d’un contrat conclu) sont gardées pour la durée légale, et nous vous le disons.',
        },
      ],
    },
    {
      id: 'modifications',
      title: 'Modifications',
      blocks: [
        {
          type: 'paragraph',
          text:
            'Nous mettons cette politique à jour lorsque le site ou nos traitements évoluent ; la date de dernière mise à jour figure en haut de la page. ' +
            'Les informations sur l’éditeur et l’hébergeur figurent dans les [mentions légales](/mentions-legales).',
        },
      ],
    },
  ],
});

/* ------------------------------------------------------------------ */
/* With the optional analytics                                          */
/* ------------------------------------------------------------------ */

const NO_ANALYTICS_INTRO =
  '**Ce site ne dépose aucun cookie de suivi et n’utilise aucun outil de mesure d’audience tiers.**';
const ANALYTICS_NAMES = { plausible: 'Plausible', umami: 'Umami', matomo: 'Matomo' } as const;

/**
 * The privacy policy as a build with analytics must state it (ANALYTICS_PROVIDER, README « Analytics »): the tool,
 * where it runs, and that it is configured without cookies; `null` (no analytics) gives the policy unchanged.
 */
export function privacyPolicyWith(
  analytics: { provider: keyof typeof ANALYTICS_NAMES; host: string } | null,
): LegalPage {
  if (!analytics) return privacyPolicy;
  const name = ANALYTICS_NAMES[analytics.provider];
  const noCookie =
    analytics.provider === 'matomo' ? 'configuré pour ne déposer **aucun cookie**' : 'qui ne dépose **aucun cookie**';
  const measure: LegalBlock = {
    type: 'paragraph',
    text:
      'Ce site ne dépose **aucun cookie de suivi ni publicitaire**. Pour savoir quelles pages sont lues et lesquelles mènent à une demande de devis, ' +
      `il mesure son audience avec **${name}** (servi depuis ${analytics.host}), ${noCookie} et ne conservant aucune donnée permettant de vous reconnaître : ` +
      'pages vues, page d’origine, pays et type d’appareil, et quatre actions comptées de façon agrégée (demande de devis envoyée, estimateur utilisé, clic sur un numéro de téléphone, clic sur une adresse e-mail). ' +
      'Ces statistiques ne servent ni à la publicité ni à vous suivre sur d’autres sites ; aucun bandeau de consentement n’est donc nécessaire. Les polices de caractères et les images sont servies par notre propre serveur.',
  };
  return {
    ...privacyPolicy,
    intro: privacyPolicy.intro.replace(NO_ANALYTICS_INTRO, '**Ce site ne dépose aucun cookie de suivi.**'),
    sections: privacyPolicy.sections.map((section) =>
      section.id === 'cookies' ? { ...section, blocks: [measure, ...section.blocks.slice(1)] } : section,
    ),
  };
}

/** Re-exported for the pages, which mark values still to be supplied. */
export { isToComplete, TO_COMPLETE };
