import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { homeFaq, homeFaqSection } from '@/content/home';
import { FaqSection } from './faq-section';
import { Accordion } from './accordion';

describe('FAQ accordion', () => {
  it('renders the ten home questions, all closed', () => {
    render(<FaqSection section={homeFaqSection} items={homeFaq} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(10);
    buttons.forEach((button) => expect(button).toHaveAttribute('aria-expanded', 'false'));
    expect(screen.getByRole('heading', { level: 2, name: 'Foire aux Questions (FAQ)' })).toBeInTheDocument();
  });

  it('toggles items independently so several can be open', async () => {
    const user = userEvent.setup();
    render(<FaqSection section={homeFaqSection} items={homeFaq} />);
    const [first, second, third] = screen.getAllByRole('button');
    await user.click(first!);
    await user.click(third!);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(third).toHaveAttribute('aria-expanded', 'true');
    await user.click(first!);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(third).toHaveAttribute('aria-expanded', 'true');
  });

  it('hides closed answers from assistive technology and animates for 300 ms', async () => {
    const user = userEvent.setup();
    render(<FaqSection section={homeFaqSection} items={homeFaq} />);
    const first = screen.getAllByRole('button')[0]!;
    const panel = document.getElementById(first.getAttribute('aria-controls')!)!;
    expect(panel).toHaveAttribute('inert');
    expect(panel.style.transitionDuration).toBe('300ms');
    await user.click(first);
    expect(panel).not.toHaveAttribute('inert');
    expect(screen.getByRole('region', { name: homeFaq[0]!.question })).toHaveTextContent(homeFaq[0]!.answer);
  });

  it('renders nothing without questions', () => {
    const { container } = render(<FaqSection section={homeFaqSection} items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('uses the close duration when closing', async () => {
    const user = userEvent.setup();
    render(<Accordion openMs={300} closeMs={200} items={[{ id: 'a', title: 'Titre', content: 'Texte' }]} />);
    const button = screen.getByRole('button', { name: 'Titre' });
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel.style.transitionDuration).toBe('200ms');
    await user.click(button);
    expect(panel.style.transitionDuration).toBe('300ms');
  });
});
