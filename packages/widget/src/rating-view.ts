import type { ChatView } from './chat-view.ts';
import { h, icon } from './dom.ts';
import { ICONS } from './icons.ts';

/** The removed panel held focus: keep it inside the window so Escape and Tab still work. */
function refocus(view: ChatView): void {
  (view.input.disabled ? view.close : view.input).focus();
}

/** Shows the 1-5 star question; `onRate` resolves with the thank-you text to display. */
export function showRating(view: ChatView, onRate: (rating: number) => Promise<string>, onSkip: () => void): void {
  const stars = h('div', { class: 'stars', role: 'group', 'aria-label': 'Rate this conversation from 1 to 5 stars' });
  const buttons: HTMLButtonElement[] = [];
  for (let n = 1; n <= 5; n += 1) {
    const button = h('button', { type: 'button', 'aria-label': `${n} star${n > 1 ? 's' : ''}` }, icon(ICONS.star));
    button.addEventListener('mouseenter', () => buttons.forEach((b, i) => b.classList.toggle('on', i < n)));
    button.addEventListener('click', () => {
      buttons.forEach((b) => (b.disabled = true));
      onRate(n)
        .then((thanks) => {
          view.rating.replaceChildren(h('p', { role: 'status' }, thanks));
          refocus(view);
        })
        .catch(() => {
          buttons.forEach((b) => (b.disabled = false));
          view.rating.append(h('p', { role: 'status' }, 'Your rating could not be sent. Please try again.'));
        });
    });
    buttons.push(button);
    stars.append(button);
  }
  stars.addEventListener('mouseleave', () => buttons.forEach((b) => b.classList.remove('on')));
  const skip = h('button', { type: 'button', class: 'skip' }, 'Not now');
  skip.addEventListener('click', () => {
    view.rating.hidden = true;
    refocus(view);
    onSkip();
  });
  view.rating.replaceChildren(h('p', {}, 'How was this conversation?'), stars, skip);
  view.rating.hidden = false;
}
