import { act, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Combobox } from './combobox';

type Course = { id: string; title: string };

const EARLIER = ['Brand Identity Design', 'Colour Theory', 'Figma from Zero'].map((title, index) => ({
  id: String(index),
  title,
}));
const FRESH = [EARLIER[0]!];

/** A picker whose suggestions are whatever the test last passed in. */
function Picker({ options, onChoose }: { options: Course[]; onChoose: (course: Course) => void }) {
  const [query, setQuery] = useState('');
  return (
    <Combobox<Course>
      label="Course"
      placeholder="Type part of the course title"
      query={query}
      onQueryChange={setQuery}
      options={options}
      loading={false}
      optionKey={(course) => course.id}
      renderOption={(course) => course.title}
      isSelected={() => false}
      onChoose={onChoose}
      noMatches="No course matches."
    />
  );
}

const titles = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('Combobox', () => {
  // jsdom lays nothing out, so it has no scrollIntoView for the highlighted option.
  beforeAll(() => {
    Element.prototype.scrollIntoView = () => {};
  });

  it('holds the suggestions still while one is pressed, so fresh ones arriving cannot move it from under the pointer', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    const { rerender } = render(<Picker options={EARLIER} onChoose={onChoose} />);
    await user.type(screen.getByRole('combobox', { name: 'Course' }), 'brand');
    const pressed = screen.getByRole('option', { name: 'Brand Identity Design' });

    await user.pointer({ keys: '[MouseLeft>]', target: pressed });
    rerender(<Picker options={FRESH} onChoose={onChoose} />);
    expect(titles()).toEqual(EARLIER.map((course) => course.title));

    await user.pointer({ keys: '[/MouseLeft]', target: pressed });
    expect(onChoose).toHaveBeenCalledWith(EARLIER[0]);
    await user.click(screen.getByRole('combobox', { name: 'Course' }));
    await waitFor(() => expect(titles()).toEqual(['Brand Identity Design']));
  });

  it('lets go of the held suggestions when the press is cancelled, as when a finger scrolls the list', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Picker options={EARLIER} onChoose={() => {}} />);
    await user.click(screen.getByRole('combobox', { name: 'Course' }));
    await user.pointer({
      keys: '[MouseLeft>]',
      target: screen.getByRole('option', { name: 'Colour Theory' }),
    });
    rerender(<Picker options={FRESH} onChoose={() => {}} />);
    expect(titles()).toHaveLength(3);

    act(() => window.dispatchEvent(new Event('pointercancel')));
    await waitFor(() => expect(titles()).toEqual(['Brand Identity Design']));
  });
});
