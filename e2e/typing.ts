import { expect, type Locator } from '@playwright/test';

/**
 * Types `value` into a field the way a browser's autofill does: the whole value at once, then `input` and `change`.
 * In Chromium that is Playwright's `fill()`. Over WebDriver BiDi (Firefox), `fill()` writes the value through the
 * element's own `value` property, which React's controlled fields take for their own write: the page would keep an
 * empty form while the test sees it filled. There the value goes through the prototype's setter, as autofill's does.
 */
export async function fillField(field: Locator, value: string) {
  if (field.page().context().browser()?.browserType().name() !== 'firefox') return field.fill(value);
  // What fill() waits for: a field a person can see and type into.
  await expect(field).toBeVisible();
  await expect(field).toBeEditable();
  await field.focus();
  await field.evaluate((element, text) => {
    const input = element as HTMLInputElement | HTMLTextAreaElement;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')?.set?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new Event('change', { bubbles: true }));
  }, value);
}
