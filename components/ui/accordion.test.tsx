import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { homeFaq, homeFaqSection } from '@/content/home';
import { FaqSection } from './faq-section';
import { Accordion } from './accordion';

// Native <details>: the browser owns the toggling; these tests check the markup that gives the spec's behaviour.
// The animation itself (::details-content) is checked in Chromium by e2e/home.spec.ts.
const summaries = (container: HTMLElement) => Array.from(container.querySelectorAll('summary'));
const isOpen = (summary: HTMLElement) => (summary.parentElement as HTMLDetailsElement).open;

describe('FAQ accordion', () => {
  it('renders the ten home questions, all closed, without any button to hydrate', () => {
    const { container } = render(<FaqSection section={homeFaqSection} items={homeFaq} />);
    const items = summaries(container);
    expect(items).toHaveLength(10);
    items.forEach((summary) => expect(isOpen(summary)).toBe(false));
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 2, name: 'Foire aux Questions (FAQ)' })).toBeInTheDocument();
  });

  it('toggles items independently so several can be open', async () => {
    const user = userEvent.setup();
    const { container } = render(<FaqSection section={homeFaqSection} items={homeFaq} />);
    const [first, second, third] = summaries(container);
    await user.click(first!);
    await user.click(third!);
    expect([first, second, third].map((summary) => isOpen(summary!))).toEqual([true, false, true]);
    await user.click(first!);
    expect([first, second, third].map((summary) => isOpen(summary!))).toEqual([false, false, true]);
    // Exclusive accordions share a `name`: these must not.
    container.querySelectorAll('details').forEach((details) => expect(details).not.toHaveAttribute('name'));
  });

  it('keeps each question a heading and its answer inside its item', () => {
    const { container } = render(<FaqSection section={homeFaqSection} items={homeFaq} />);
    expect(screen.getByRole('heading', { level: 3, name: homeFaq[0]!.question })).toBeInTheDocument();
    expect(container.querySelector('details')).toHaveTextContent(homeFaq[0]!.answer);
  });

  it('renders nothing without questions', () => {
    const { container } = render(<FaqSection section={homeFaqSection} items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('hands the open and close durations to the CSS', () => {
    const { container } = render(
      <Accordion openMs={300} closeMs={200} items={[{ id: 'a', title: 'Titre', content: 'Texte' }]} />,
    );
    const root = container.firstElementChild as HTMLElement;
    expect(root.style.getPropertyValue('--accordion-open')).toBe('300ms');
    expect(root.style.getPropertyValue('--accordion-close')).toBe('200ms');
  });
});
