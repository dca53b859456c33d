import { ContactForm, type ContactFormProps } from './contact-form';
import { phoneText, site, telHref } from '@/content/site';
import { productGroups, productNames } from '../../lib/product-lookup';

type QuoteFormProps = Omit<ContactFormProps, 'productNames' | 'productGroups'> & {
  /** Shows the optional « Votre projet » fields (/contact); a short form (/realisations) leaves them out. */
  projectDetails?: boolean;
};

/** The contact form as pages use it: the product names for `?produit=` come from the server. */
export function QuoteForm({ projectDetails = false, ...props }: QuoteFormProps) {
  return (
    <ContactForm
      {...props}
      productNames={productNames}
      productGroups={projectDetails ? productGroups : undefined}
      offices={OFFICES}
    />
  );
}

/** The offices' phones for the confirmation after a send, as text and as `tel:` links. */
const OFFICES = site.offices.map((office) => ({
  label: office.label,
  countryCode: office.countryCode,
  phoneText: phoneText(office.phone),
  telHref: telHref(office.phone),
}));
