/** The source fields a visit from a Google Ads click leaves in the contact form, as the form sends them. */
export const ADVERT = {
  first_utm_source: 'google',
  first_utm_medium: 'cpc',
  first_utm_campaign: 'pergola-geneve',
  last_utm_source: 'google',
  last_utm_medium: 'cpc',
  last_utm_campaign: 'pergola-geneve',
  click_id_present: '1',
  landing_page: '/',
  form_page: '/estimation',
  device: 'desktop',
};
