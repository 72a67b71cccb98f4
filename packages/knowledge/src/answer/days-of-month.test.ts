import { describe, expect, it } from 'vitest';
import { namedDay, namesDay } from './days-of-month.ts';

describe('days of a month', () => {
  it('reads the day a question names, in words or in digits, in several languages', () => {
    expect(namedDay('Kann ich am 30. Dezember vorbeikommen?')).toEqual({ month: 12, day: 30 });
    expect(namedDay('Are you open on December 24th?')).toEqual({ month: 12, day: 24 });
    expect(namedDay('¿Abren el 6 de enero?')).toEqual({ month: 1, day: 6 });
    expect(namedDay('Вы работаете 8 марта?')).toEqual({ month: 3, day: 8 });
    expect(namedDay('12月31日は営業していますか？')).toEqual({ month: 12, day: 31 });
    expect(namedDay('12월 25일에 문 여나요?')).toEqual({ month: 12, day: 25 });
    expect(namedDay('هل أنتم مفتوحون يوم ٢٥ ديسمبر؟')).toEqual({ month: 12, day: 25 });
    expect(namedDay('Geht es am 24.12. noch?')).toEqual({ month: 12, day: 24 });
    expect(namedDay('What are your opening hours?')).toBeUndefined();
    expect(namedDay('What changed in flex 2.6.4?')).toBeUndefined();
  });

  it('finds the day inside a span, also one running over the new year', () => {
    const closure = 'Vom 22. Dezember bis einschließlich 3. Januar ist der Laden geschlossen.';
    expect(namesDay(closure, { month: 12, day: 30 })).toBe(true);
    expect(namesDay(closure, { month: 1, day: 2 })).toBe(true);
    expect(namesDay(closure, { month: 1, day: 5 })).toBe(false);
    expect(namesDay(closure, { month: 12, day: 20 })).toBe(false);
    expect(namesDay('Fermé du 24 au 26 décembre.', { month: 12, day: 25 })).toBe(true);
    expect(namesDay('12月28日（日）〜1月4日（日）は休業します。', { month: 1, day: 1 })).toBe(true);
    expect(namesDay('Special class on 21 December, 19:30 to 21:00.', { month: 12, day: 30 })).toBe(false);
  });
});
