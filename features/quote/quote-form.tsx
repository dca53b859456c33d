import { ContactForm, type ContactFormProps } from './ui/contact-form';
import { CONFIRMATION_OFFICES } from './ui/confirmation-offices';
import { productGroups, productNames } from '@/lib/product-lookup';

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
      offices={CONFIRMATION_OFFICES}
    />
  );
}
