import { describe, expect, it } from 'vitest';
import { captionLanguagesOf } from './course-facts';

const lecture = (languages: ('en' | 'hi' | 'mr')[]) => ({
  captions: languages.map((language) => ({ language, label: language, url: '' })),
});

describe('captionLanguagesOf', () => {
  it("names each language any lecture has captions in, once, in the store's order", () => {
    const course = { curriculum: [lecture(['mr']), lecture([]), lecture(['hi', 'mr'])] };
    expect(captionLanguagesOf(course as never)).toEqual(['Hindi', 'Marathi']);
  });

  it('is empty for a course without captions', () => {
    expect(captionLanguagesOf({ curriculum: [lecture([])] } as never)).toEqual([]);
  });
});
