import { render } from '@testing-library/react';
import { privacyPolicy, privacyPolicyWith } from '@/content/legal';
import { AnalyticsScript } from './analytics-script';

/**
 * The optional analytics script in the public pages' HTML, from the build's environment:
 * nothing when unset; the provider's own tag when set; Matomo without cookies. And the privacy policy naming it.
 */
const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  document.head.innerHTML = '';
});

const withAnalytics = (provider: string, url: string, id: string) =>
  Object.assign(process.env, { ANALYTICS_PROVIDER: provider, ANALYTICS_SCRIPT_URL: url, ANALYTICS_SITE_ID: id });
const scripts = () => [...document.querySelectorAll('script')];

describe('the analytics script', () => {
  it('loads nothing when unset', () => {
    delete process.env.ANALYTICS_PROVIDER;
    delete process.env.ANALYTICS_SCRIPT_URL;
    delete process.env.ANALYTICS_SITE_ID;
    const { container } = render(<AnalyticsScript />);
    expect(container.innerHTML).toBe('');
    expect(scripts()).toEqual([]);
  });

  it.each([
    ['Plausible', 'plausible', 'https://plausible.io/js/script.js', 'data-domain', 'lumina-terrasses.ch'],
    ['Umami', 'umami', 'https://cloud.umami.is/script.js', 'data-website-id', '94db1cb1-74f4-4a40-ad6c-962362670409'],
  ] as const)('loads %s’s script with the site’s id, asynchronously', (_name, provider, url, attribute, siteId) => {
    withAnalytics(provider, url, siteId);
    render(<AnalyticsScript />);
    const [script] = scripts();
    expect(script?.getAttribute('src')).toBe(url);
    expect(script?.getAttribute(attribute)).toBe(siteId);
    expect(script?.hasAttribute('async')).toBe(true);
  });

  it('loads Matomo with cookies disabled before the first page view', () => {
    withAnalytics('matomo', 'https://stats.lumina-terrasses.ch/matomo.js', '3');
    render(<AnalyticsScript />);
    const loader = scripts()
      .map((script) => script.textContent ?? '')
      .join('');
    expect(loader.indexOf("['disableCookies']")).toBeGreaterThan(-1);
    expect(loader.indexOf("['disableCookies']")).toBeLessThan(loader.indexOf("['trackPageView']"));
    expect(loader).toContain(`['setTrackerUrl',"https://stats.lumina-terrasses.ch/matomo.php"]`);
    expect(loader).toContain(`['setSiteId',"3"]`);
    expect(loader).toContain('s.src="https://stats.lumina-terrasses.ch/matomo.js"');
  });
});

describe('the privacy policy', () => {
  const cookies = (page: typeof privacyPolicy) =>
    page.sections
      .find((section) => section.id === 'cookies')
      ?.blocks.map((block) => ('text' in block ? block.text : ''))
      .join(' ') ?? '';

  it('says no audience tool is used when none is configured, and counts clicks anonymously', () => {
    expect(privacyPolicyWith(null)).toBe(privacyPolicy);
    expect(privacyPolicy.intro).toContain('n’utilise aucun outil de mesure d’audience tiers');
    expect(cookies(privacyPolicy)).toContain('sans adresse IP, sans cookie ni aucun identifiant');
  });

  it('names the configured tool, where it runs and that it sets no cookie', () => {
    const page = privacyPolicyWith({ provider: 'matomo', host: 'stats.lumina-terrasses.ch' });
    expect(page.intro).not.toContain('outil de mesure d’audience');
    expect(cookies(page)).toContain(
      '**Matomo** (servi depuis stats.lumina-terrasses.ch), configuré pour ne déposer **aucun cookie**',
    );
    expect(cookies(page)).not.toContain('aucun outil d’analyse tiers');
    expect(cookies(page)).toContain('sans adresse IP, sans cookie ni aucun identifiant');
  });
});
