import { describe, expect, it } from 'vitest';
import { headHtml, metaTags, type PageMeta, resolveMeta, scriptJson, summarise } from './page-meta';

describe('resolveMeta', () => {
  it('makes every URL absolute under PUBLIC_URL and names the academy in the document title', () => {
    const meta = resolveMeta(
      {
        title: 'Typography',
        description: 'Letters.',
        image: '/api/media/public/image_1',
        jsonLd: (absolute) => [{ '@type': 'Course', url: absolute('/course/details/1') }],
      },
      'https://academy.example.in/store',
      '/course/details/1',
    );
    expect(meta.documentTitle).toBe('Typography · Kalakriti Design Academy');
    expect(meta.canonical).toBe('https://academy.example.in/store/course/details/1');
    expect(meta.image).toBe('https://academy.example.in/store/api/media/public/image_1');
    expect(meta.jsonLd).toEqual([
      { '@type': 'Course', url: 'https://academy.example.in/store/course/details/1' },
    ]);
  });

  it('falls back to the default share picture', () => {
    const meta = resolveMeta({ title: 'Kalakriti Design Academy', description: '' }, 'https://a.in', '/');
    expect(meta.documentTitle).toBe('Kalakriti Design Academy');
    expect(meta.image).toBe('https://a.in/og-image.png');
  });
});

describe('the share picture’s type and size', () => {
  const imageTags = (meta: PageMeta) =>
    Object.fromEntries(
      metaTags(resolveMeta(meta, 'https://a.in', '/x'))
        .filter(({ key }) => /^og:image:(type|width|height)$/.test(key))
        .map(({ key, content }) => [key, content]),
    );
  const shareCard = { 'og:image:type': 'image/jpeg', 'og:image:width': '1200', 'og:image:height': '630' };

  it('are a share card’s unless the page says otherwise: a JPEG, or a PNG by its name, 1200 × 630', () => {
    expect(imageTags({ title: 'Course', description: '', image: '/api/share/course/1.jpg' })).toEqual(
      shareCard,
    );
    expect(imageTags({ title: 'Home', description: '' })).toEqual({
      ...shareCard,
      'og:image:type': 'image/png',
    });
  });

  it('are the page’s own picture’s when it gives them', () => {
    expect(
      imageTags({
        title: 'Project',
        description: '',
        image: '/api/media/stream/image_1?expires=1&signature=s',
        imageType: 'image/webp',
        imageSize: { width: 1600, height: 1067 },
      }),
    ).toEqual({ 'og:image:type': 'image/webp', 'og:image:width': '1600', 'og:image:height': '1067' });
  });

  it('stay the default picture’s when the page gives a type and size but no picture', () => {
    expect(
      imageTags({
        title: 'Project',
        description: '',
        image: undefined,
        imageType: 'image/webp',
        imageSize: { width: 1600, height: 1067 },
      }),
    ).toEqual({ ...shareCard, 'og:image:type': 'image/png' });
  });
});

describe('headHtml', () => {
  const hostile = `"Quotes" <b>&</b> टाइपोग्राफी </script><!--`;
  const html = headHtml(
    resolveMeta(
      { title: hostile, description: hostile, jsonLd: () => [{ name: hostile }] },
      'https://a.in',
      '/x',
    ),
  );

  it('escapes text in elements and attributes', () => {
    expect(html).toContain(
      '<title>&quot;Quotes&quot; &lt;b&gt;&amp;&lt;/b&gt; टाइपोग्राफी &lt;/script&gt;&lt;!-- · Kalakriti Design Academy</title>',
    );
    expect(html).toContain(
      '<meta property="og:title" content="&quot;Quotes&quot; &lt;b&gt;&amp;&lt;/b&gt; टाइपोग्राफी &lt;/script&gt;&lt;!--" />',
    );
  });

  it('keeps JSON-LD inside its script and parseable', () => {
    const script = /<script type="application\/ld\+json" data-page-meta>([\s\S]*?)<\/script>/.exec(html);
    expect(html.match(/<\/script/g)).toHaveLength(1);
    expect(JSON.parse(script?.[1] ?? '')).toEqual({ name: hostile });
    expect(scriptJson({ a: '<!--' })).toBe('{"a":"\\u003c!--"}');
  });
});

describe('summarise', () => {
  it('cuts long text at a word and marks the cut', () => {
    const text = 'word '.repeat(60);
    const short = summarise(text, 50);
    expect(short.length).toBeLessThanOrEqual(50);
    expect(short.endsWith('word…')).toBe(true);
  });
});
