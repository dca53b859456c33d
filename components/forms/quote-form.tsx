import { ContactForm, type ContactFormProps } from './contact-form';
import { productNames } from './product-lookup';

/** The contact form as pages use it: the product names for `?produit=` come from the server. */
export function QuoteForm(props: Omit<ContactFormProps, 'productNames'>) {
  return <ContactForm {...props} productNames={productNames} />;
}
