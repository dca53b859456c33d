/** @jest-environment node */
import { browserInWords } from './browser-words';

describe('browserInWords', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      'Téléphone · iOS · Safari',
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
      'Tablette · iOS · Safari',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
      'Téléphone · Android · Samsung Internet',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0',
      'Ordinateur · Windows · Microsoft Edge',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0',
      'Ordinateur · macOS · Firefox',
    ],
    ['Googlebot/2.1 (+http://www.google.com/bot.html)', 'Robot · Googlebot'],
  ])('%s reads « %s »', (userAgent, words) => expect(browserInWords(userAgent)).toBe(words));

  it('gives nothing for an empty or unrecognised string, so staff read it raw', () => {
    expect(browserInWords(null)).toBeNull();
    expect(browserInWords('  ')).toBeNull();
    expect(browserInWords('curl/8.0')).toBeNull();
  });
});
