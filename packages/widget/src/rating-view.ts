import type { ChatView } from './chat-view.ts';
import { h, icon } from './dom.ts';
import { ICONS } from './icons.ts';
import type { UiText } from './ui-text.ts';

/** The removed panel held focus: keep it inside the window so Escape and Tab still work. */
function refocus(view: ChatView): void {
  (view.input.disabled ? view.close : view.input).focus();
}

/** Shows the 1-5 star question; `onRate` resolves once the rating is saved. */
export function showRating(view: ChatView, text: UiText, onRate: (rating: number) => Promise<void>, onSkip: () => void): void {
  const stars = h('div', { class: 'stars', role: 'group', 'aria-label': text('stars') });
  const buttons: HTMLButtonElement[] = [];
  for (let n = 1; n <= 5; n += 1) {
    const button = h('button', { type: 'button', 'aria-label': text('star', { n }) }, icon(ICONS.star));
    button.addEventListener('mouseenter', () => buttons.forEach((b, i) => b.classList.toggle('on', i < n)));
    button.addEventListener('click', () => {
      buttons.forEach((b) => (b.disabled = true));
      onRate(n)
        .then(() => {
          view.rating.replaceChildren(h('p', { role: 'status' }, text('thanks')));
          refocus(view);
        })
        .catch(() => {
          buttons.forEach((b) => (b.disabled = false));
          view.rating.append(h('p', { role: 'status' }, text('rateFailed')));
        });
    });
    buttons.push(button);
    stars.append(button);
  }
  stars.addEventListener('mouseleave', () => buttons.forEach((b) => b.classList.remove('on')));
  const skip = h('button', { type: 'button', class: 'skip' }, text('skip'));
  skip.addEventListener('click', () => {
    view.rating.hidden = true;
    refocus(view);
    onSkip();
  });
  view.rating.replaceChildren(h('p', {}, text('ask')), stars, skip);
  view.rating.hidden = false;
}
