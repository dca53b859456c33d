import { z } from 'zod';
import { faqItemSchema, faqSectionSchema, parseContent } from './schema';
import { site } from './site';

/** The home page's FAQ (spec section 2, "Home"): the questions asked most, the offices named from `site`. */

const SOURCE = 'content/home-faq.ts';
const { colours } = site.claims;
const [officeCH, officeFR] = site.offices;
const officeCHCity = officeCH?.city ?? 'Chêne-Bourg';
const officeFRCity = officeFR?.city ?? 'Clermont-Ferrand';

export const homeFaqSection = parseContent(SOURCE, faqSectionSchema, {
  subtitle: 'Vos questions',
  title: 'Foire aux Questions (FAQ)',
  description:
    'Les réponses aux questions que l’on nous pose le plus souvent. Pour tout autre point, notre équipe vous répond volontiers.',
});

export const homeFaq = parseContent(SOURCE, z.array(faqItemSchema).length(10), [
  {
    question: 'Le devis est-il vraiment gratuit ?',
    answer:
      'Oui, le devis est gratuit et sans engagement. Un conseiller étudie votre projet, prend les mesures nécessaires et vous remet une proposition détaillée. Vous restez entièrement libre d’y donner suite ou non.',
  },
  {
    question: 'Dans quelles régions intervenez-vous ?',
    answer: `Depuis notre bureau de ${officeCHCity}, nous intervenons dans toute la Suisse romande : Genève, Vaud, Valais, Fribourg, Neuchâtel et Jura. Notre agence de ${officeFRCity} couvre la région Auvergne-Rhône-Alpes. Pour un projet situé ailleurs, contactez-nous : nous étudions chaque demande.`,
  },
  {
    question: 'Quels sont les délais d’installation ?',
    answer:
      'L’installation a lieu 2 à 4 semaines après la confirmation de votre commande, selon le produit et ses dimensions. La date de pose est fixée avec vous à l’avance. Sur place, la plupart des chantiers sont terminés en quelques jours.',
  },
  {
    question: 'Faut-il une autorisation de construire ?',
    answer:
      'Cela dépend de votre commune, de la surface et du type d’ouvrage. En Suisse, une pergola ou un carport fait souvent l’objet d’une demande d’autorisation ou d’une annonce auprès de la commune ; en France, une déclaration préalable de travaux ou un permis de construire peut être requis. Nous vous fournissons les plans et documents techniques nécessaires à votre dossier.',
  },
  {
    question: 'Quelles couleurs proposez-vous ?',
    answer: `Nos structures en aluminium sont disponibles dans plus de ${colours} couleurs, des teintes classiques comme l’anthracite ou le blanc jusqu’aux finitions texturées. Vous pouvez télécharger notre nuancier ou demander à voir des échantillons. Nous vous aidons à choisir une teinte en accord avec vos façades et vos menuiseries.`,
  },
  {
    question: 'Quel entretien faut-il prévoir ?',
    answer:
      'L’aluminium thermolaqué et le verre demandent peu d’entretien : un nettoyage à l’eau savonneuse deux fois par an et le dégagement des feuilles dans les chéneaux suffisent. Les panneaux solaires se nettoient occasionnellement, et un contrôle annuel est recommandé pour une pompe à chaleur.',
  },
  {
    question: 'Quelle garantie couvre mon installation ?',
    answer:
      'Chaque installation bénéficie des garanties légales et des garanties de nos fabricants partenaires, dont le détail figure dans votre devis. Les panneaux solaires sont par exemple couverts par une garantie de performance de 25 ans. En cas de souci, notre service après-vente prend le relais.',
  },
  {
    question: 'Peut-on associer une pergola à des murs de verre ou à des stores ?',
    answer:
      'Oui, c’est même l’une de nos spécialités. Une pergola peut être fermée par des murs de verre coulissants ou équipée de stores coffre à coulisse sur un ou plusieurs côtés. Vous obtenez ainsi un espace protégé du vent, du soleil et des regards, utilisable toute l’année.',
  },
  {
    question: 'Peut-on combiner panneaux solaires et pompe à chaleur ?',
    answer:
      'Oui, et c’est une combinaison très pertinente. L’électricité produite par vos panneaux solaires alimente en partie votre pompe à chaleur, ce qui réduit votre consommation sur le réseau. Nous dimensionnons l’ensemble en fonction de votre maison et de vos besoins, borne de recharge comprise si vous le souhaitez.',
  },
  {
    question: 'Comment fonctionne le service après-vente ?',
    answer: `Notre service après-vente reste joignable bien après la pose, pour un réglage, une question d’entretien ou une pièce à remplacer. Il vous suffit de contacter le bureau le plus proche, à ${officeCHCity} ou à ${officeFRCity}. Un technicien vous répond et intervient si nécessaire.`,
  },
]);
